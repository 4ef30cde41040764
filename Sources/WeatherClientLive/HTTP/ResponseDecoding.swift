import Foundation
import WeatherFeatures

/// Decodes JSON bodies, turning decoding failures into short ``WeatherError/invalidResponse(_:)``
/// messages.
enum ResponseDecoding {
  /// `body` decoded as `T`; `what` names the answer in the error, e.g. "the forecast".
  static func decode<T: Decodable>(_ type: T.Type, from body: Data, what: String)
    throws(WeatherError) -> T
  {
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      let reason =
        JSONDiagnosis.reason(for: error, decoding: type, from: body) ?? summary(of: error)
      throw .invalidResponse("\(what) could not be read: \(reason)")
    } catch {
      throw .invalidResponse("\(what) could not be read")
    }
  }

  /// `body` decoded as `T`, or `nil` when it is not that.
  static func decodeIfPossible<T: Decodable>(_ type: T.Type, from body: Data) -> T? {
    try? JSONDecoder().decode(type, from: body)
  }

  /// One line saying what was wrong and where, e.g. "missing `id` at results[2]".
  static func summary(of error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "missing `\(key.stringValue)`\(location(context.codingPath))"
    case .typeMismatch(let type, let context):
      "expected \(type)\(location(context.codingPath))"
    case .valueNotFound(let type, let context):
      "expected \(type), found null\(location(context.codingPath))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON" : "unreadable value\(location(context.codingPath))"
    @unknown default:
      "unexpected content"
    }
  }

  private static func location(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    // A member's name is the answer's own text.
    return " at "
      + ConfigFile.shown(text.hasPrefix(".") ? String(text.dropFirst()) : text, limit: 80)
  }
}
