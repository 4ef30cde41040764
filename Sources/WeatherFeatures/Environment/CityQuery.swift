/// A request for cities: what was typed, how many results, and optionally which country.
public struct CityQuery: Hashable, Sendable {
  /// The words to match, e.g. "sao paulo".
  public var text: String
  /// The most results wanted.
  public var limit: Int
  /// An ISO 3166-1 alpha-2 code to keep results to, e.g. "US".
  public var countryCode: String?

  /// A query.
  public init(_ text: String, limit: Int = 10, countryCode: String? = nil) {
    self.text = text
    self.limit = limit
    self.countryCode = countryCode
  }
}
