#if os(Linux)
  import WeatherFeatures

  /// Sets a request's options on one libcurl easy handle: the policy every request follows.
  struct CurlOptions {
    /// The C functions libcurl calls during the transfer; `@convention(c)`, so they capture
    /// nothing and find their transfer through the context pointer.
    struct Callbacks: Sendable {
      /// Each piece of the body, after any `Content-Encoding` has been undone.
      var body: CurlLibrary.DataCallback
      /// Each header line of each response, the status line and the blank line included.
      var header: CurlLibrary.DataCallback
      /// Progress, at least once a second.
      var progress: CurlLibrary.ProgressCallback
    }

    let curl: CurlLibrary
    let easy: OpaquePointer

    /// Sets everything `request` needs, with `context` handed to each of `callbacks`.
    ///
    /// - GET, following redirects (at most ``HTTPClient/maximumRedirects``) to http and https
    ///   URLs only, for the request as for each redirect.
    /// - TLS certificates and host names verified (libcurl's defaults, set anyway).
    /// - Every encoding libcurl can undo accepted, and undone before the body callback counts it.
    /// - libcurl's own time limits, for connecting and for the whole exchange.
    /// - No signals (`CURLOPT_NOSIGNAL`): the transfer runs on a thread of its own.
    func set(
      _ request: CurlRequest, headerList: OpaquePointer?, context: UnsafeMutableRawPointer,
      callbacks: Callbacks
    ) throws(WeatherError) {
      try set(.noSignal, 1)
      try set(.httpGet, 1)
      try set(.url, request.url)
      try set(.followLocation, 1)
      try set(.maximumRedirects, HTTPClient.maximumRedirects)
      try setProtocols(list: .protocolsList, bits: .protocols)
      try setProtocols(list: .redirectProtocolsList, bits: .redirectProtocols)
      try set(.verifyPeer, 1)
      try set(.verifyHost, 2)
      try set(.timeoutMilliseconds, request.timeoutMilliseconds)
      try set(.connectTimeoutMilliseconds, request.timeoutMilliseconds)
      try set(.acceptEncoding, "")
      try set(.userAgent, request.userAgent)
      try check(
        .httpHeader,
        curl.setPointer(easy, CurlOption.httpHeader.rawValue, UnsafeRawPointer(headerList)))
      try check(
        .writeFunction,
        curl.setDataCallback(easy, CurlOption.writeFunction.rawValue, callbacks.body))
      try check(.writeData, curl.setPointer(easy, CurlOption.writeData.rawValue, context))
      try check(
        .headerFunction,
        curl.setDataCallback(easy, CurlOption.headerFunction.rawValue, callbacks.header))
      try check(.headerData, curl.setPointer(easy, CurlOption.headerData.rawValue, context))
      try check(
        .transferInfoFunction,
        curl.setProgressCallback(
          easy, CurlOption.transferInfoFunction.rawValue, callbacks.progress))
      try check(
        .transferInfoData, curl.setPointer(easy, CurlOption.transferInfoData.rawValue, context))
      try set(.noProgress, 0)
    }

    /// http and https only: by name where libcurl knows the option (7.85 and later), else by
    /// the older bit set (`CURLPROTO_HTTP | CURLPROTO_HTTPS`).
    private func setProtocols(list: CurlOption, bits: CurlOption) throws(WeatherError) {
      let unknownOption: Int32 = 48
      let code = "http,https".withCString { curl.setPointer(easy, list.rawValue, $0) }
      if code == unknownOption {
        try set(bits, 0b11)
      } else {
        try check(list, code)
      }
    }

    private func set(_ option: CurlOption, _ value: Int) throws(WeatherError) {
      try check(option, curl.setLong(easy, option.rawValue, CLong(value)))
    }

    /// A string option; libcurl keeps its own copy.
    private func set(_ option: CurlOption, _ value: String) throws(WeatherError) {
      try check(option, value.withCString { curl.setPointer(easy, option.rawValue, $0) })
    }

    private func check(_ option: CurlOption, _ code: Int32) throws(WeatherError) {
      guard code != 0 else { return }
      throw .configuration(
        "the loaded libcurl \(curl.version) refused option \(option.rawValue) "
          + "(curl error \(code)): network requests need libcurl "
          + "\(CurlLibrary.minimumVersion >> 16).\((CurlLibrary.minimumVersion >> 8) & 0xFF) "
          + "or later with http and https")
    }
  }
#endif
