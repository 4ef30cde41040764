public import Foundation
import WeatherFeatures

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A small asynchronous HTTP GET over URLSession with a deadline, whose failures are
/// ``WeatherError``s.
///
/// - Connection refused, no network, DNS failure: ``WeatherError/offline(_:)``.
/// - No complete answer within ``timeout``: ``WeatherError/timedOut``.
/// - Swift task cancellation cancels the transfer and throws `CancellationError`.
///
/// Error messages name the host only, never the path or query, so an API key in the query cannot
/// leak; nothing is printed or logged.
public struct HTTPClient: Sendable {
  /// The longest a request may take, from sending to the last byte of the answer.
  public var timeout: Duration

  /// The default ``timeout``: 10 seconds.
  public static let defaultTimeout: Duration = .seconds(10)

  private let session: URLSession

  /// A client whose requests time out after `timeout`.
  public init(timeout: Duration = HTTPClient.defaultTimeout) {
    self.timeout = timeout
    self.session = HTTPClient.sharedSession
  }

  /// One session for every client: sessions are thread-safe, and each request carries its own
  /// timeout.
  private static let sharedSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    return URLSession(configuration: configuration)
  }()

  /// Fetches `url` with GET. Any HTTP status is returned; only transport failures throw.
  public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let request = makeRequest(url, headers: headers)
    let deadline = timeout
    let session = self.session
    return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
      group.addTask { try await HTTPClient.perform(request, on: session) }
      group.addTask {
        try await Task.sleep(for: deadline)
        throw WeatherError.timedOut
      }
      defer { group.cancelAll() }
      guard let response = try await group.next() else { throw CancellationError() }
      return response
    }
  }

  /// A GET request for `url` with `headers`.
  private func makeRequest(_ url: URL, headers: [String: String]) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.cachePolicy = .reloadIgnoringLocalCacheData
    // URLSession's own timer is a backstop only (it counts whole seconds on Linux); the deadline
    // in `get` is what callers observe.
    request.timeoutInterval = timeout.seconds.rounded(.up) + 5
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return request
  }

  /// Runs one data task, cancelling it when the Swift task is cancelled.
  private static func perform(_ request: URLRequest, on session: URLSession) async throws
    -> HTTPResponse
  {
    let url = request.url ?? URL(fileURLWithPath: "/")
    let handle = CancellableRequest()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            // Whatever a cancelled transfer reports, the caller asked for cancellation.
            continuation.resume(
              throwing: handle.isCancelled
                ? CancellationError() : TransportErrorMapping.map(error, url: url))
          } else if let http = response as? HTTPURLResponse {
            continuation.resume(
              returning: HTTPResponse(
                statusCode: http.statusCode, headers: lowercased(http.allHeaderFields),
                body: data ?? Data()))
          } else {
            continuation.resume(
              throwing: WeatherError.invalidResponse(
                "\(TransportErrorMapping.hostDescription(url)) did not answer over HTTP"))
          }
        }
        handle.start(task)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  private static func lowercased(_ fields: [AnyHashable: Any]) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in fields {
      guard let name = name as? String else { continue }
      headers[name.lowercased()] = "\(value)"
    }
    return headers
  }
}

extension Duration {
  /// The duration in seconds, for Foundation's `TimeInterval`.
  fileprivate var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
