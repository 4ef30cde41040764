#if os(Linux)
  /// The status and headers of an answer, read line by line from libcurl's header callback.
  ///
  /// The callback delivers the head of every response in the exchange in turn (each redirect
  /// followed, a proxy's answer to `CONNECT`, a `1xx`), then any trailers after a chunked body;
  /// each status line starts the head afresh, so what is left at the end is the final answer's.
  struct CurlResponseHead: Hashable {
    /// The status code of the last status line, 0 before one is read.
    var statusCode = 0
    /// The headers, names lowercased; a header sent more than once has its values joined with
    /// ", " (RFC 9110 §5.3).
    var headers: [String: String] = [:]
    /// Whether the blank line ending the head has been read.
    var isComplete = false
    /// The bytes of every line read so far, of every head in the exchange and any trailers:
    /// what the transfer caps, since libcurl keeps no limit of its own before 8.3.
    private(set) var byteCount = 0
    private var lastName: String?

    /// An empty head; `byteCount` carried over from the heads before it.
    init(byteCount: Int = 0) {
      self.byteCount = byteCount
    }

    /// Reads one line of the head (with or without its CRLF); `true` when it is the blank line
    /// that completes it.
    mutating func read(_ line: String) -> Bool {
      // By scalars: "\r\n" is one Character.
      let text = String(
        String.UnicodeScalarView(
          line.unicodeScalars.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed()))
      byteCount += line.utf8.count
      if text.hasPrefix("HTTP/") {
        self = CurlResponseHead(byteCount: byteCount)
        let fields = text.split(separator: " ", maxSplits: 2)
        let code = fields.count > 1 ? Int(fields[1]) : nil
        statusCode = code.flatMap { (100...999).contains($0) ? $0 : nil } ?? 0
        return false
      }
      // Trailers after the body are not part of the head; nor is anything before a status line.
      guard statusCode != 0, !isComplete else { return false }
      if text.isEmpty {
        isComplete = true
        return true
      }
      if text.first == " " || text.first == "\t", let lastName, let value = headers[lastName] {
        // An obsolete folded continuation line (RFC 9112 §5.2): part of the previous value.
        headers[lastName] = value + " " + trimmed(Substring(text))
        return false
      }
      guard let colon = text.firstIndex(of: ":") else { return false }
      let name = text[..<colon].lowercased()
      let value = trimmed(text[text.index(after: colon)...])
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
      lastName = name
      return false
    }

    /// Whether this is the head of a redirect libcurl follows: no body of its own reaches the
    /// caller.
    var isRedirect: Bool {
      (300..<400).contains(statusCode) && statusCode != 304 && headers["location"] != nil
    }

    /// Whether this is an interim `1xx` head, followed by the real one.
    var isInterim: Bool { (100..<200).contains(statusCode) }

    /// The body size `Content-Length` announces, `nil` when there is none or it is unreadable:
    /// digits only (RFC 9110 §8.6), so that "-5" or "+5" is no size.
    var contentLength: Int64? {
      guard let text = headers["content-length"], !text.isEmpty,
        text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      return Int64(text)
    }

    private func trimmed(_ text: Substring) -> String {
      let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
      return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }
  }
#endif
