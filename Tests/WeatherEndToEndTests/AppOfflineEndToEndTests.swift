import Foundation
import LoopbackHTTPServer
import Testing

/// `weather app` with every provider refusing (issue 38): what the cache holds is shown, and
/// switching units converts it rather than leaving the pane in the old units.
@Suite(.serialized) struct AppOfflineEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// London's forecast fetched once (metric) by `weather forecast`; the app, offline, shows it,
  /// and after `m` shows it in °F with the header saying imperial.
  @Test func unitsSwitchedOfflineConvertTheCachedForecast() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(
      try await sandbox.run(["forecast", "--id", "\(Cities.london)"], server: server))
    expectSuccess(try await sandbox.run(["follow", "\(Cities.london)"]))
    let requests = server.requests.count

    // The sandbox's own environment: every provider on a refused port.
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 100, height: 30, environment: sandbox.environment())
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    try terminal.type("\(try WeatherBinary.require().path) app")
    try terminal.press("Enter")
    var screen = try await terminal.waitForScreen("London's cached forecast in °C") {
      $0.contains("metric ·") && $0.contains("London, England, GB") && $0.contains("°C")
    }
    #expect(!screen.contains("°F"), "\(screen)")

    try terminal.press("Tab")
    try terminal.type("m")
    screen = try await terminal.waitForScreen("the forecast in °F") {
      $0.contains("imperial ·") && $0.contains("°F")
    }
    #expect(!screen.contains("°C"), "the pane kept the old units:\n\(screen)")
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
    #expect(server.requests.count == requests, "the app asked the network")
  }
}
