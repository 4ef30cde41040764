import Foundation
import Testing

@testable import WeatherClientLive

/// "Not JSON" and "JSON with a number out of range" told apart, with where.
struct JSONDiagnosisTests {
  struct Shape: Decodable {
    var version: Int
    var items: [Item]
    var extra: [String: Double]?
  }

  struct Item: Decodable {
    var id: Int
    var latitude: Double
  }

  /// The reason JSONDecoder's error on `text` is given.
  func reason(_ text: String) -> String? {
    let data = Data(text.utf8)
    do {
      _ = try JSONDecoder().decode(Shape.self, from: data)
      return "decoded"
    } catch let error as DecodingError {
      return JSONDiagnosis.reason(for: error, decoding: Shape.self, from: data)
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (
      #"{"version": 1.5, "items": []}"#,
      "valid JSON, but the number 1.5 at version is out of range or not a whole number"
    ),
    (
      #"{"items": [{"id": 1, "latitude": 2.5}, {"latitude": 0.25, "id": 2.5}], "version": 1}"#,
      "valid JSON, but the number 2.5 at items[1].id is out of range or not a whole number"
    ),
    (
      #"{"version": 1, "items": [{"id": 1, "latitude": -1e999}]}"#,
      "valid JSON, but the number -1e999 at items[0].latitude is out of range or not a whole number"
    ),
    (#"{"version": 1, "items": [}"#, "not valid JSON at line 1, column 26"),
    ("{\"version\": 1,\n\"items\": [\"a]}", "not valid JSON at line 2, column 11"),
    ("{\"version\": 1, \"items\": [\n", "not valid JSON: it ends early, at line 2, column 1"),
    (#"{"version": 1, "items": []} x"#, "not valid JSON at line 1, column 29"),
    (#"{"version": 1 "items": []}"#, "not valid JSON at line 1, column 15"),
  ])
  func reasons(_ text: String, _ expected: String) {
    #expect(reason(text) == expected)
  }

  /// A member's name is the file's text: a control character in it (a C1 control may stand
  /// raw in a JSON string) never reaches a message.
  @Test func aMembersNameIsShownWithoutControls() {
    #expect(
      reason("{\"version\": 1, \"items\": [], \"extra\": {\"a\u{85}b\": 1e999}}")
        == "valid JSON, but the number 1e999 at extra.a?b is out of range or not a whole number")
  }

  @Test func textThatIsNotUTF8IsNotJSON() {
    let data = Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
    var reason: String?
    do {
      _ = try JSONDecoder().decode(Shape.self, from: data)
    } catch let error as DecodingError {
      reason = JSONDiagnosis.reason(for: error, decoding: Shape.self, from: data)
    } catch {}
    #expect(reason == "not valid JSON (not UTF-8 text)")
  }

  /// Nesting deeper than 512 is refused without recursion, so no input exhausts the stack.
  @Test func deepNestingIsNotJSONAndNeverOverflows() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    guard case .invalid(let offset) = JSONDiagnosis.scan(deep) else {
      Issue.record("100,000 brackets scanned as JSON")
      return
    }
    #expect(offset == JSONDiagnosis.maximumDepth)
  }
}
