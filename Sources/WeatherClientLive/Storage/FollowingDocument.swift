import Foundation
import WeatherFeatures

/// The on-disk form of the followed cities: `{"version": 1, "cities": [...]}`.
///
/// The version lets a future format coexist with this program: a file it cannot understand is
/// reported, never rewritten in the old format (which would lose what the newer one added).
struct FollowingDocument: Codable {
  /// The format this program writes, and the newest it reads.
  static let currentVersion = 1

  /// The format the file is in.
  var version: Int
  /// The followed cities, in the user's order.
  var cities: [City]

  /// The file's bytes for `cities`: pretty-printed with sorted keys so that it reads and diffs
  /// well, and ending in a newline like any text file.
  static func encode(_ cities: [City], path: String) throws(WeatherError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(FollowingDocument(version: currentVersion, cities: cities))
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      throw .storage(path: path, reason: "cannot encode the cities: \(error)")
    }
  }

  /// `cities` with later entries of an id dropped (a file edited by hand may repeat one), so
  /// that what is shown, and what an edit removes, is what the file says.
  private static func withoutDuplicates(_ cities: [City]) -> [City] {
    var seen = Set<City.ID>()
    return cities.filter { seen.insert($0.id).inserted }
  }

  /// The cities in a file's bytes, or an error saying what is wrong with them.
  static func decode(_ data: Data, path: String) throws(WeatherError) -> [City] {
    func fail(_ reason: String) -> WeatherError { .storage(path: path, reason: reason) }
    guard !data.isEmpty else { throw fail("the file is empty") }
    let decoder = JSONDecoder()
    // One parse when all is well; the slower diagnosis only for a file that needs it.
    if let document = try? decoder.decode(FollowingDocument.self, from: data) {
      try checkVersion(document.version, path: path)
      return withoutDuplicates(document.cities)
    }
    // The version first, so that a newer file whose shape changed is reported as newer rather
    // than as broken.
    let version: Int
    do {
      version = try decoder.decode(Header.self, from: data).version
    } catch {
      // JSONDecoder says only "not valid JSON"; JSONSerialization says where.
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch {
        throw fail(invalidJSONReason(error, in: data))
      }
      throw fail(shapeReason(error))
    }
    try checkVersion(version, path: path)
    do {
      return withoutDuplicates(try decoder.decode(FollowingDocument.self, from: data).cities)
    } catch {
      throw fail(shapeReason(error))
    }
  }

  /// Throws unless this program understands files of `version`.
  private static func checkVersion(_ version: Int, path: String) throws(WeatherError) {
    guard version <= currentVersion else {
      throw .storage(
        path: path,
        reason: "written by a newer version (\(version)) of weather; "
          + "this one reads version \(currentVersion)")
    }
    guard version >= 1 else { throw .storage(path: path, reason: "unknown version \(version)") }
  }

  /// Just the version, which every format keeps.
  private struct Header: Decodable {
    var version: Int
  }

  /// "not valid JSON at line 3, column 16" from JSONSerialization's "around character 31".
  private static func invalidJSONReason(_ error: any Error, in data: Data) -> String {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    guard let range = detail.range(of: #"around character \d+"#, options: .regularExpression),
      let offset = Int(detail[range].split(separator: " ").last ?? ""),
      offset <= data.count
    else {
      return detail.isEmpty ? "not valid JSON" : "not valid JSON: \(detail)"
    }
    let before = data.prefix(offset)
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    return "not valid JSON at line \(line), column \(column)"
  }

  /// What a decoding error says about the file's shape, e.g.
  /// `not a list of followed cities: at cities[2], no "name"`.
  private static func shapeReason(_ error: any Error) -> String {
    let prefix = "not a list of followed cities"
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
