import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one HTTP/1.1 request head (and any body) from a connected socket.
enum HTTPRequestReader {
  /// The largest request head accepted.
  static let maximumHeadSize = 64 * 1024

  /// The request on `fd`, or `nil` when the client sent nothing readable.
  static func read(from fd: Int32) -> RecordedRequest? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var headEnd: Int?
    while headEnd == nil, buffer.count < maximumHeadSize {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<count])
      headEnd = endOfHead(in: buffer)
    }
    guard let headEnd, let head = String(bytes: buffer[0..<headEnd], encoding: .utf8) else {
      return nil
    }
    guard let request = parse(head: head) else { return nil }
    // Drain a body, if any, so the client is not reset while still sending.
    let bodyLength = Int(request.headers["content-length"] ?? "0") ?? 0
    var received = buffer.count - (headEnd + 4)
    while received < bodyLength {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count <= 0 { break }
      received += count
    }
    return request
  }

  /// The offset of "\r\n\r\n" in `bytes`.
  static func endOfHead(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }

  /// The request described by a request head: request line and header lines.
  static func parse(head: String) -> RecordedRequest? {
    let lines = head.components(separatedBy: "\r\n")
    guard let requestLine = lines.first else { return nil }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count >= 2 else { return nil }
    let target = String(parts[1])
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let (path, queryItems) = split(target: target)
    return RecordedRequest(
      method: String(parts[0]), path: path, queryItems: queryItems, headers: headers)
  }

  /// The decoded path and query items of a request target such as "/v1/search?name=Paris".
  static func split(target: String) -> (path: String, queryItems: [URLQueryItem]) {
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let rawPath = String(pieces.first ?? "")
    let path = rawPath.removingPercentEncoding ?? rawPath
    guard pieces.count == 2 else { return (path, []) }
    var components = URLComponents()
    // Servers read "+" in a query as a space, as forms send it.
    components.percentEncodedQuery = pieces[1].replacingOccurrences(of: "+", with: "%20")
    return (path, components.queryItems ?? [])
  }
}
