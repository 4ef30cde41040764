public import Foundation

/// A complete HTTP answer: status, headers and body. Any status is a response, not an error.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, e.g. 200 or 429.
  public var statusCode: Int
  /// The headers, names lowercased.
  public var headers: [String: String]
  /// The body bytes.
  public var body: Data

  /// A response from its parts.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// Whether the status is in 200–299.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
