import Foundation
import WeatherFeatures

/// What every JSON document the program keeps (`following.json`, `recent-searches.json`) shares:
/// a `version` member, the members it does not know kept on rewrite, one way of writing, and
/// reasons in words when a file cannot be read.
enum StoredJSON {
  /// `value` as JSON, for merging with what a file held.
  static func value(_ value: some Encodable) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
  }

  /// The file as any JSON (`.null` for no file); a file that decoded as its known shape is JSON.
  static func rawValue(_ data: Data) -> JSONValue {
    (try? JSONDecoder().decode(JSONValue.self, from: data)) ?? .null
  }

  /// The members of `raw` (the file as it was), with those of `known` written over them: what
  /// a person or another tool added is kept.
  static func keepingUnknownMembers(of raw: JSONValue, known: JSONValue) -> [String: JSONValue] {
    var top = raw.object ?? [:]
    for (name, value) in known.object ?? [:] { top[name] = value }
    return top
  }

  /// The file's bytes for `members`: pretty-printed with sorted keys so that it reads and diffs
  /// well, and ending in a newline like any text file.
  static func encode(_ members: [String: JSONValue]) throws -> Data {
    var data = try encoder.encode(JSONValue.object(members))
    data.append(UInt8(ascii: "\n"))
    return data
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Throws unless this program understands files of `version`: a newer file is reported,
  /// never rewritten in the old format (which would lose what the newer one added).
  static func checkVersion(_ version: Int, current: Int, path: String) throws(WeatherError) {
    guard version <= current else {
      throw .storage(
        path: path,
        reason: "written by a newer version (\(version)) of weather; "
          + "this one reads version \(current)")
    }
    guard version >= 1 else { throw .storage(path: path, reason: "unknown version \(version)") }
  }

  /// Reads the version alone (which every format keeps) and checks it, so that a newer file
  /// whose shape changed is reported as newer rather than as broken.
  static func checkVersion(
    of data: Data, current: Int, path: String, noun: String
  ) throws(WeatherError) {
    let version: Int
    do {
      version = try JSONDecoder().decode(Header.self, from: data).version
    } catch {
      throw .storage(
        path: path, reason: reason(error, decoding: Header.self, from: data, noun: noun))
    }
    try checkVersion(version, current: current, path: path)
  }

  /// Just the version.
  private struct Header: Decodable {
    var version: Int
  }

  /// Why `data` is not a `T`: not JSON, a number out of range (JSONDecoder says only "not
  /// valid JSON" for both), or the shape, e.g. `not a list of followed cities: at cities[2],
  /// no "name"` for `noun` "a list of followed cities".
  static func reason<T: Decodable>(
    _ error: any Error, decoding type: T.Type, from data: Data, noun: String
  ) -> String {
    if let error = error as? DecodingError,
      let reason = JSONDiagnosis.reason(for: error, decoding: type, from: data)
    {
      return reason
    }
    // A member's name in the reason is the file's own text.
    return ConfigFile.shown(shapeReason(error, noun: noun), limit: nil)
  }

  private static func shapeReason(_ error: any Error, noun: String) -> String {
    let prefix = "not \(noun)"
    guard let error = error as? DecodingError else { return "\(prefix): \(error)" }
    func place(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "at the top level" : "at \(text)"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(prefix): \(place(context.codingPath)), no \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      return "\(prefix): \(place(context.codingPath)), \(context.debugDescription)"
    case .valueNotFound(_, let context):
      return "\(prefix): \(place(context.codingPath)), null where a value is needed"
    @unknown default:
      return "\(prefix): \(error)"
    }
  }
}
