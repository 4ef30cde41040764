public import Foundation

/// What the loopback server answers to a request that matches a route.
public struct CannedResponse: Sendable, Hashable {
  /// The HTTP status code, e.g. 200.
  public var status: Int
  /// Extra headers; `Content-Length` and `Connection: close` are always added.
  public var headers: [String: String]
  /// The body bytes, sent as they are.
  public var body: Data
  /// How long the server waits before answering, to simulate a slow provider.
  public var delay: Duration
  /// When set, the server answers this way instead of with the fields above.
  public var hostility: HostileBehaviour?

  /// A response from its parts.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    delay: Duration = .zero
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
  }

  /// A JSON response with the given body bytes.
  public static func json(_ body: Data, status: Int = 200, delay: Duration = .zero)
    -> CannedResponse
  {
    CannedResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body,
      delay: delay)
  }

  /// A JSON response with the given body text.
  public static func json(_ body: String, status: Int = 200, delay: Duration = .zero)
    -> CannedResponse
  {
    json(Data(body.utf8), status: status, delay: delay)
  }

  /// An answer no well-behaved server gives: see ``HostileBehaviour``.
  public static func hostile(_ behaviour: HostileBehaviour) -> CannedResponse {
    var response = CannedResponse()
    response.hostility = behaviour
    return response
  }

  /// The answer when no route matches: 404 with a short text body.
  public static let noRoute = CannedResponse(
    status: 404, headers: ["Content-Type": "text/plain"], body: Data("no route\n".utf8))
}

extension Duration {
  /// A delay far past any timeout a test sets (a few seconds at most), yet bounded: a server
  /// that holds its answer this long makes a timeout test's outcome independent of the
  /// machine's load, and a broken timeout still ends in a failed expectation, not a hang.
  public static let farPastAnyTimeout: Duration = .seconds(45)
}
