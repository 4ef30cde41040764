import Foundation
import WeatherFeatures

/// Builds request URLs from a base URL, a path and query items, encoding values strictly so that
/// "+", "&" and "=" in a city name reach the server as themselves.
enum URLBuilder {
  /// The characters left as they are in a query name or value.
  static let queryValueAllowed: CharacterSet = {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~,")
    return allowed
  }()

  /// `base` with `path` appended to its own path and `query` as its query.
  static func url(
    _ base: URL, path: String, query: KeyValuePairs<String, String>
  ) throws(WeatherError) -> URL {
    try url(base, path: path, query: query.map { ($0.key, $0.value) })
  }

  /// `base` with `path` appended to its own path and `query`, in order, as its query.
  static func url(
    _ base: URL, path: String, query: [(name: String, value: String)]
  ) throws(WeatherError) -> URL {
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
      throw .invalidResponse("the base URL \(base.absoluteString) cannot be used")
    }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = basePath + path
    components.percentEncodedQuery = query.map { name, value in
      "\(encode(name))=\(encode(value))"
    }.joined(separator: "&")
    guard let url = components.url else {
      throw .invalidResponse("no URL could be made from \(base.absoluteString)")
    }
    return url
  }

  /// `text` percent-encoded for use in a query.
  static func encode(_ text: String) -> String {
    // Only fails for invalid Unicode, which Swift strings cannot hold.
    text.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? ""
  }
}
