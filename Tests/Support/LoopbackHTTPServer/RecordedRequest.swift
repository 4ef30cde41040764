public import Foundation

/// A request the loopback server received, kept so tests can check what a client sent.
public struct RecordedRequest: Sendable, Hashable {
  /// The method, e.g. "GET".
  public var method: String
  /// The percent-decoded path, e.g. "/v1/search".
  public var path: String
  /// The query items in the order sent, percent-decoded.
  public var queryItems: [URLQueryItem]
  /// The headers, names lowercased.
  public var headers: [String: String]

  /// A request from its parts.
  public init(
    method: String, path: String, queryItems: [URLQueryItem], headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
  }

  /// The value of the first query item named `name`, or `nil` when there is none.
  public func query(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// All query items as a dictionary (the last value wins for repeated names).
  public var query: [String: String] {
    var result: [String: String] = [:]
    for item in queryItems { result[item.name] = item.value ?? "" }
    return result
  }
}
