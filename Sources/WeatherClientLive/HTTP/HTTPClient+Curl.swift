#if os(Linux)
  public import Foundation
  import WeatherFeatures

  extension HTTPClient {
    /// Fetches `url` with GET. Any HTTP status is returned; only transport failures throw.
    ///
    /// The first request loads libcurl (see ``curlLibraryNames``); when none can be loaded it
    /// throws ``WeatherError/configuration(_:)`` naming the library and the package to install.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
      try Task.checkCancellation()
      let host = TransportErrorMapping.hostDescription(url)
      guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
        throw WeatherError.offline("unsupported URL for \(host) (only http and https are used)")
      }
      let curl = try CurlLibrary.load(curlLibraryNames)
      let request = CurlRequest(
        url: url.absoluteString, headers: headers,
        userAgent: "\(ProcessInfo.processInfo.processName) (unknown version) curl/\(curl.version)",
        timeout: timeout)
      let transfer = CurlTransfer(url: url, limit: maximumBodySize)
      let timeout = self.timeout
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          transfer.wait(with: continuation)
          transfer.start(request, with: curl, timeout: timeout)
        }
      } onCancel: {
        transfer.finish(.failure(CancellationError()))
      }
    }
  }
#endif
