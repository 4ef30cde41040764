public import Foundation
import WeatherFeatures

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A small asynchronous HTTP GET over URLSession with a deadline and a size limit, whose
/// failures are ``WeatherError``s.
///
/// - Connection refused, no network, DNS failure, a redirect loop: ``WeatherError/offline(_:)``,
///   in words (see `TransportErrorMapping`).
/// - No complete answer within ``timeout``, counted over the whole exchange (a server that
///   sends one byte a second never resets it): ``WeatherError/timedOut``.
/// - A body over ``maximumBodySize`` bytes, announced by `Content-Length` or counted as it
///   arrives after gzip or deflate has been undone (so a compressed bomb is stopped a few
///   megabytes in): ``WeatherError/invalidResponse(_:)`` "response too large".
/// - Swift task cancellation cancels the transfer and throws `CancellationError`.
///
/// Error messages name the host only, never the path or query, so an API key in the query cannot
/// leak; nothing is printed or logged.
public struct HTTPClient: Sendable {
  /// The longest a request may take, from sending to the last byte of the answer.
  public var timeout: Duration
  /// The most body bytes accepted, after decompression.
  public var maximumBodySize: Int

  /// The default ``timeout``: 10 seconds.
  public static let defaultTimeout: Duration = .seconds(10)
  /// The default ``maximumBodySize``: 4 MiB, about ten times the largest forecast a provider
  /// sends (16 days, hourly).
  public static let defaultMaximumBodySize = 4 << 20

  /// A client whose requests time out after `timeout` and refuse bodies over `maximumBodySize`.
  public init(
    timeout: Duration = HTTPClient.defaultTimeout,
    maximumBodySize: Int = HTTPClient.defaultMaximumBodySize
  ) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  /// A session for one request, and so one URLSession work queue: a hostile answer keeping
  /// libcurl busy (inflating a gzip bomb, say) holds up no other request. It is invalidated as
  /// soon as its task is made, which releases it (and its delegate) when the task ends.
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
    // URLSession's own timer is a backstop only (it counts whole seconds on Linux, and only
    // between bytes); the deadline of the transfer is what callers observe.
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
