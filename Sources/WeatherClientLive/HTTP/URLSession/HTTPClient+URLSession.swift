#if canImport(Darwin)
  public import Foundation

  extension HTTPClient {
    /// A session for one request, and so one URLSession work queue: a hostile answer keeping
    /// the session busy (inflating a gzip bomb, say) holds up no other request. It is
    /// invalidated as soon as its task is made, which releases it (and its delegate) when the
    /// task ends.
    private static func session(for transfer: HTTPTransfer) -> URLSession {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.urlCache = nil
      configuration.httpCookieStorage = nil
      return URLSession(
        configuration: configuration, delegate: HTTPSessionDelegate(transfer), delegateQueue: nil)
    }

    /// Fetches `url` with GET. Any HTTP status is returned; only transport failures throw.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
      try Task.checkCancellation()
      let request = makeRequest(url, headers: headers)
      let transfer = HTTPTransfer(url: url, limit: maximumBodySize)
      let timeout = self.timeout
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          transfer.wait(with: continuation)
          let session = HTTPClient.session(for: transfer)
          let task = session.dataTask(with: request)
          session.finishTasksAndInvalidate()
          transfer.start(task, timeout: timeout)
        }
      } onCancel: {
        transfer.finish(.failure(CancellationError()))
      }
    }

    /// A GET request for `url` with `headers`.
    private func makeRequest(_ url: URL, headers: [String: String]) -> URLRequest {
      var request = URLRequest(url: url)
      request.httpMethod = "GET"
      request.cachePolicy = .reloadIgnoringLocalCacheData
      // URLSession's own timer is a backstop only (it counts only between bytes); the deadline
      // of the transfer is what callers observe.
      request.timeoutInterval = timeout.seconds.rounded(.up) + 5
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
      return request
    }
  }

  extension Duration {
    /// The duration in seconds, for Foundation's `TimeInterval`.
    fileprivate var seconds: Double {
      let (seconds, attoseconds) = components
      return Double(seconds) + Double(attoseconds) / 1e18
    }
  }
#endif
