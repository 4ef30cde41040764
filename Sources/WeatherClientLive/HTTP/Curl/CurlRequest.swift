#if os(Linux)
  /// What one GET asks libcurl for, ready to be set on an easy handle.
  struct CurlRequest: Sendable, Hashable {
    /// The whole URL, query (and so any API key) included: it goes to libcurl only.
    var url: String
    /// `Name: value` lines, control characters removed, so that no value can add a header.
    var headerLines: [String]
    /// The User-Agent, as URLSession on Linux sends it: "weather (unknown version) curl/7.88.1".
    var userAgent: String
    /// libcurl's own limit on the whole transfer and on connecting, in milliseconds (at least 1).
    var timeoutMilliseconds: Int

    /// A GET of `url` asking for JSON, with `headers` added (an `Accept` among them replaces
    /// the default one).
    init(url: String, headers: [String: String], userAgent: String, timeout: Duration) {
      self.url = url
      var lines: [String] = []
      if !headers.keys.contains(where: { $0.lowercased() == "accept" }) {
        lines.append("Accept: application/json")
      }
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
        lines.append("\(Self.printable(name)): \(Self.printable(value))")
      }
      headerLines = lines
      self.userAgent = Self.printable(userAgent)
      let (seconds, attoseconds) = timeout.components
      let milliseconds = (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(.up)
      timeoutMilliseconds = Int(min(max(milliseconds, 1), Double(Int32.max)))
    }

    private static func printable(_ text: String) -> String {
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }
  }
#endif
