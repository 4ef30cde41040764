/// Serialises a canned response as HTTP/1.1 bytes.
enum HTTPResponseWriter {
  /// The status line, headers and body of `response`, with `Connection: close`.
  static func bytes(for response: CannedResponse) -> [UInt8] {
    var head = "HTTP/1.1 \(response.status) \(reasonPhrase(response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
    where name.lowercased() != "content-length" && name.lowercased() != "connection" {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + Array(response.body)
  }

  /// The usual reason phrase for a status code.
  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
