import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// A file this program cannot read is reported with its path and what is wrong, by every
/// operation, and is never overwritten.
struct FollowingFileDamageTests {
  /// A damaged file and the reason it must be reported with.
  struct Damage: Sendable, CustomTestStringConvertible {
    var name: String
    var content: String
    var reason: String
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(
      name: "bad JSON", content: "{\n  \"version\": 1,\n  \"cities\": [,]\n}\n",
      reason: "not valid JSON at line 3, column 14"),
    Damage(
      name: "truncated", content: "{\n  \"version\": 1,\n  \"cities\": [\n",
      reason: "not valid JSON: it ends early, at line 4, column 1"),
    Damage(name: "empty", content: "", reason: "the file is empty"),
    Damage(
      name: "not an object", content: "[1, 2]",
      reason: "not a list of followed cities: at the top level, "
        + "Expected to decode Dictionary<String, Any> but found an array instead."),
    Damage(
      name: "no version", content: "{\"cities\": []}",
      reason: "not a list of followed cities: at the top level, no \"version\""),
    Damage(
      name: "incomplete city", content: "{\"version\": 1, \"cities\": [{\"id\": 1}]}",
      reason: "not a list of followed cities: at cities[0], no \"name\""),
    Damage(
      name: "newer version", content: "{\"version\": 2, \"places\": {}}",
      reason: "written by a newer version (2) of weather; this one reads version 1"),
    Damage(
      name: "version 0", content: "{\"version\": 0, \"cities\": []}",
      reason: "unknown version 0"),
    Damage(
      name: "impossible latitude", content: placeFile(id: 2_643_743, latitude: "1e308"),
      reason: "not a list of followed cities: at cities[1], latitude 1e+308 is not -90 to 90"),
    Damage(
      name: "impossible longitude", content: placeFile(id: 2_643_743, longitude: "-180.5"),
      reason: "not a list of followed cities: at cities[1], longitude -180.5 is not -180 to 180"),
    Damage(
      name: "id 0", content: placeFile(id: 0),
      reason: "not a list of followed cities: at cities[1], id 0 is not 1 to 2147483647"),
    Damage(
      name: "id too large", content: placeFile(id: 99_999_999_999),
      reason: "not a list of followed cities: at cities[1], id 99999999999 is not 1 to 2147483647"),
  ]

  /// A file following Paris, then a second city with the given id and position.
  static func placeFile(id: Int, latitude: String = "51.5", longitude: String = "-0.12") -> String {
    let city =
      #"{"admin1": "England", "countryCode": "GB", "countryName": "United Kingdom", "#
      + #""name": "London", "population": 1, "timeZone": "Europe/London", "#
    let paris =
      #"{"admin1": "Île-de-France", "countryCode": "FR", "countryName": "France", "#
      + #""name": "Paris", "population": 1, "timeZone": "Europe/Paris", "#
      + #""id": 2988507, "latitude": 48.85, "longitude": 2.35}"#
    return #"{"version": 1, "cities": ["# + paris + ", " + city
      + #""id": \#(id), "latitude": \#(latitude), "longitude": \#(longitude)}]}"#
  }

  let temporary: TemporaryDirectory
  let file: FollowingFile

  init() throws {
    temporary = try TemporaryDirectory()
    file = FollowingFile(directory: temporary.url)
  }

  @Test(arguments: damages)
  func damagedFileIsReportedAndKept(_ damage: Damage) async throws {
    let bytes = Data(damage.content.utf8)
    try bytes.write(to: URL(fileURLWithPath: file.path))
    let expected = WeatherError.storage(path: file.path, reason: damage.reason)

    #expect(throws: expected) { try file.load() }
    #expect(throws: expected) { try file.apply(.follow(StorageFixtures.london)) }
    #expect(throws: expected) { try file.apply(.unfollow(StorageFixtures.london.id)) }
    #expect(throws: expected) { try file.update { _ in [] } }
    let storage = FollowingStorage.file(file)
    await #expect(throws: expected) { try await storage.load() }
    await #expect(throws: expected) { try await storage.apply(.follow(StorageFixtures.paris)) }

    #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == bytes)
  }

  @Test func reasonReadsWellAsAMessage() throws {
    try Data("{\"version\": 7}".utf8).write(to: URL(fileURLWithPath: file.path))
    let error = try #require(throws: WeatherError.self) { try file.load() }
    #expect(
      error.message
        == "\(file.path): written by a newer version (7) of weather; this one reads version 1")
  }
}
