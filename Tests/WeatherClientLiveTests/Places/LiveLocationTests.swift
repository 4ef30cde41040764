import Foundation
import Testing
import WeatherFeatures

@testable import WeatherClientLive

/// `here`, live: the system's time zone to its most populous city, offline.
struct LiveLocationTests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  /// Paths in the temporary directory that do not exist: no localtime, no timezone file.
  var nothing: (String, String) {
    (
      temporary.url.appendingPathComponent("none").path,
      temporary.url.appendingPathComponent("none.txt").path
    )
  }

  func location(_ environment: [String: String], localtime: String? = nil, file: String? = nil)
    async throws -> Location
  {
    try await LocationClient.live(
      environment: environment, localtime: localtime ?? nothing.0,
      timezoneFile: file ?? nothing.1
    ).current()
  }

  @Test(arguments: [
    "Europe/Zurich", ":Europe/Zurich", "/usr/share/zoneinfo/Europe/Zurich",
    ":/usr/share/zoneinfo/posix/Europe/Zurich",
  ])
  func tzNamesTheZoneAndItsMostPopulousCityIsHere(_ tz: String) async throws {
    let here = try await location(["TZ": tz])
    #expect(here.city.name == "Zürich")
    #expect(here.source == .timeZone("Europe/Zurich"))
    #expect(here.reason == "from your time zone Europe/Zurich")
  }

  @Test func otherZonesGiveTheirBiggestCity() async throws {
    #expect(try await location(["TZ": "America/New_York"]).city.name == "New York City")
    #expect(try await location(["TZ": "Asia/Tokyo"]).city.name == "Tokyo")
  }

  @Test func withoutTZTheLinkOfLocaltimeIsRead() async throws {
    let link = temporary.url.appendingPathComponent("localtime").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "/usr/share/zoneinfo/Europe/Paris")
    #expect(try await location([:], localtime: link).city.name == "Paris")
  }

  @Test func withoutALinkDebiansTimezoneFileIsRead() async throws {
    let file = temporary.url.appendingPathComponent("timezone")
    try Data("Europe/Berlin\n".utf8).write(to: file)
    #expect(try await location([:], file: file.path).city.name == "Berlin")
  }

  @Test(arguments: [
    (["TZ": "UTC"], "no city of the embedded table is in your time zone UTC"),
    (["TZ": "CET-1CEST,M3.5.0,M10.5.0/3"], "TZ (CET-1CEST,M3.5.0,M10.5.0/3) names no time zone"),
    (["TZ": "../../etc/passwd"], "names no time zone"),
    (["TZ": "Europe/Zurich\u{1B}[2J"], "TZ (Europe/Zurich[2J) names no time zone"),
    ([:], "no time zone is set"),
  ])
  func aZoneWithNoCityOrNoneIsAConfigurationErrorSayingWhatToDo(
    _ environment: [String: String], _ expected: String
  ) async throws {
    let error = await #expect(throws: WeatherError.self) {
      try await location(environment)
    }
    guard case .configuration(let message) = error else {
      Issue.record("not a configuration error: \(String(describing: error))")
      return
    }
    #expect(message.contains(expected), "\(message)")
    #expect(message.contains("name a place"))
    #expect(!message.contains("\u{1B}"))
  }

  @Test func aSetTZIsTheOnlyOneReadEvenWhenItNamesNoZone() async throws {
    let link = temporary.url.appendingPathComponent("localtime").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "/usr/share/zoneinfo/Europe/Paris")
    await #expect(throws: WeatherError.self) {
      try await location(["TZ": "UTC"], localtime: link)
    }
    // An empty TZ is unset.
    #expect(try await location(["TZ": ""], localtime: link).city.name == "Paris")
  }
}
