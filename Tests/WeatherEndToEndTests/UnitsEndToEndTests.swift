import Foundation
import LoopbackHTTPServer
import Testing

/// Issue 24, item 3: `--wind-unit`, `--temperature-unit`, `--precipitation-unit` and the `uk`
/// preset, asked of the provider and shown, and `weather config` naming each unit's source.
@Suite struct UnitsEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  var forecastRequests: [RecordedRequest] { server.requests(to: "/v1/forecast") }

  @Test func knotsAreAskedForAndShown() async throws {
    let run = try await sandbox.run(
      ["now", "paris", "--wind-unit", "kn", "--format", "%w|%g"], server: server)
    expectSuccess(run)
    let request = try #require(forecastRequests.first)
    #expect(request.query("wind_speed_unit") == "kn")
    #expect(request.query("temperature_unit") == "celsius")
    #expect(request.query("precipitation_unit") == "mm")
    // The recorded answer's numbers, now labelled in knots.
    #expect(run.stdout == "12 kn W|21 kn\n")
  }

  @Test func theUKPresetIsCelsiusMilesPerHourAndMillimetres() async throws {
    let run = try await sandbox.run(
      ["now", "paris", "--units", "uk", "--format", "%t %w %p %v"], server: server)
    expectSuccess(run)
    let request = try #require(forecastRequests.first)
    #expect(request.query("temperature_unit") == "celsius")
    #expect(request.query("wind_speed_unit") == "mph")
    #expect(request.query("precipitation_unit") == "mm")
    #expect(run.stdout == "21°C 12 mph W 0.0 mm 15 mi\n")

    let json = try await sandbox.run(["now", "paris", "--units", "uk", "--json"], server: server)
    #expect(try json.jsonObject()["units"] as? String == "uk")
    let mixed = try await sandbox.run(
      ["now", "paris", "--temperature-unit", "f", "--wind-unit", "ms", "--json"], server: server)
    #expect(try mixed.jsonObject()["units"] as? String == "f-ms-mm")
  }

  @Test func configShowsEachUnitWithItsSource() async throws {
    let file = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("units = uk\nwind_unit = kn\n".utf8).write(to: file)
    let run = try await sandbox.run(["config", "--precipitation-unit", "in", "--json"])
    expectSuccess(run)
    let settings = try #require(try run.jsonObject()["settings"] as? [String: [String: String]])
    #expect(settings["units"] == ["value": "uk", "source": "\(file.path):1"])
    #expect(settings["temperature_unit"] == ["value": "c", "source": "\(file.path):1"])
    #expect(settings["wind_unit"] == ["value": "kn", "source": "\(file.path):2"])
    #expect(
      settings["precipitation_unit"] == ["value": "in", "source": "flag --precipitation-unit"])
  }

  @Test func aBadUnitFlagIsAUsageError() async throws {
    let run = try await sandbox.run(["now", "paris", "--wind-unit", "knots"], server: server)
    #expect(run.status == 64, "\(run)")
    #expect(server.requests.isEmpty)
  }
}
