import Foundation
import LoopbackHTTPServer
import Testing

/// `weather following --weather` without a network: the last known weather of each city from
/// the forecast cache, with its age; why it could not refresh said once, with what to do; exit
/// 0 when anything was shown, 4 when nothing was.
@Suite struct FollowingOfflineEndToEndTests {
  let sandbox: Sandbox
  /// The binary's clock when Paris's forecast was fetched (`WEATHER_TEST_NOW`).
  let fetchedAt = 1_789_000_000

  init() throws {
    sandbox = try Sandbox()
  }

  /// The binary's clock `seconds` after the fetch.
  func clock(_ seconds: Int, _ more: [String: String?] = [:]) -> [String: String?] {
    more.merging(["WEATHER_TEST_NOW": "\(fetchedAt + seconds)"]) { $1 }
  }

  @Test func theLastKnownWeatherIsShownWithItsAgeAndOneLineSaysWhy() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(
      try await sandbox.run(["forecast", "--city", "paris"], server: server, clock(0)))
    // London was never fetched; both are followed offline, from the embedded table.
    for id in ["2988507", "2643743"] { expectSuccess(try await sandbox.run(["follow", id])) }

    let run = try await sandbox.run(["following", "--weather"], clock(2 * 3600))
    #expect(run.status == 0, "\(run)")
    let paris = try #require(run.stdoutLines.first { $0.contains("Paris") }, "\(run)")
    #expect(paris.contains("(2 h old) ") && paris.contains("°C"), "\(run)")
    let london = try #require(run.stdoutLines.first { $0.contains("London") }, "\(run)")
    #expect(london.contains("—") && london.contains("unavailable"), "\(run)")
    let port = try #require(sandbox.refusedURL.port)
    #expect(
      run.stderr
        == "weather: cannot reach the weather service: could not connect to 127.0.0.1:\(port); "
        + "check the network connection, then try again\n", "\(run)")
    // Paris's weather is shown, so its provider is credited.
    #expect(run.stdout.contains("Open-Meteo"), "\(run)")

    let imperial = try await sandbox.run(
      ["following", "--weather", "--units", "imperial"], clock(3 * 3600))
    #expect(imperial.status == 0, "\(imperial)")
    let parisImperial = try #require(imperial.stdoutLines.first { $0.contains("Paris") })
    #expect(parisImperial.contains("(3 h old) ") && parisImperial.contains("°F"), "\(imperial)")

    let german = try await sandbox.run(
      ["following", "--weather"], clock(2 * 3600, ["LANG": "de_DE.UTF-8"]))
    #expect(german.status == 0, "\(german)")
    #expect(german.stdout.contains("(2 h alt) "), "\(german)")
    #expect(
      german.stderr.hasPrefix("weather: der Wetterdienst ist nicht erreichbar: ")
        && german.stderr.hasSuffix("; Netzwerkverbindung prüfen, dann erneut versuchen\n"),
      "\(german)")
    // JSON says which weather is old, how old, and why.
    let json = try await sandbox.run(["following", "--weather", "--json"], clock(2 * 3600))
    #expect(json.status == 0, "\(json)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let entries = try #require(document["following"] as? [[String: Any]])
    let stale = try #require(entries.first?["stale"] as? [String: Any], "\(json)")
    #expect(stale["ageSeconds"] as? Int == 7_200, "\(json)")
    #expect(entries.last?["stale"] == nil && entries.last?["current"] == nil, "\(json)")
    #expect(server.requests.count == 1)
  }

  @Test func withNothingKnownItFailsWithExit4AndNoCredit() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let run = try await sandbox.run(["following", "--weather"], clock(0))
    #expect(run.status == 4, "\(run)")
    #expect(!run.stdout.contains("Open-Meteo"), "\(run)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
    #expect(
      run.stderr.hasSuffix("; check the network connection, then try again\n"), "\(run)")
  }
}
