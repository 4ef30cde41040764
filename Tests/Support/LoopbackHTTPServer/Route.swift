/// A canned response and the requests it answers.
public struct Route: Sendable {
  /// The method the request must use, e.g. "GET".
  public var method: String
  /// The path the request must have, e.g. "/v1/search".
  public var path: String
  /// A further test on the request, typically on its query items.
  public var matches: @Sendable (RecordedRequest) -> Bool
  /// The answer.
  public var response: CannedResponse

  /// A route answering `method` requests for `path` that pass `matches`.
  public init(
    _ method: String = "GET", _ path: String,
    where matches: @escaping @Sendable (RecordedRequest) -> Bool = { _ in true },
    response: CannedResponse
  ) {
    self.method = method
    self.path = path
    self.matches = matches
    self.response = response
  }

  /// A GET route for `path` whose query contains every item of `query`.
  public static func get(
    _ path: String, query: [String: String] = [:], response: CannedResponse
  ) -> Route {
    Route(
      "GET", path, where: { request in query.allSatisfy { request.query($0.key) == $0.value } },
      response: response)
  }

  /// Whether this route answers `request`.
  public func answers(_ request: RecordedRequest) -> Bool {
    request.method == method && request.path == path && matches(request)
  }
}
