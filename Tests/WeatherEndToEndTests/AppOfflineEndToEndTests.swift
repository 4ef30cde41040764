import Foundation
import LoopbackHTTPServer
import Testing

/// `weather app` with every provider refusing (issue 38): what the cache holds is shown, the
/// followed list's with its age, and switching units converts it rather than leaving the pane
/// in the old units.
@Suite(.serialized) struct AppOfflineEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// London's forecast fetched once (metric) by `weather forecast`; the app, offline, shows it,
  /// and after `m` shows it in °F with the header saying imperial.
  @Test func unitsSwitchedOfflineConvertTheCachedForecast() async throws {
    let server = try Fixture.openMeteoServer()
    // The binary's clock: the forecast fetched at `fetchedAt`, the app run two hours later.
    let fetchedAt = 1_789_000_000
    expectSuccess(
      try await sandbox.run(
        ["forecast", "--id", "\(Cities.london)"], server: server,
        ["WEATHER_TEST_NOW": "\(fetchedAt)"]))
    expectSuccess(try await sandbox.run(["follow", "\(Cities.london)"]))
    let requests = server.requests.count

    // The sandbox's own environment: every provider on a refused port.
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 100, height: 30,
      environment: sandbox.environment(["WEATHER_TEST_NOW": "\(fetchedAt + 7_200)"]))
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    try terminal.type("\(try WeatherBinary.require().path) app")
    try terminal.press("Enter")
    var screen = try await terminal.waitForScreen("London's cached forecast in °C") {
      $0.contains("metric ·") && $0.contains("London, England, GB") && $0.contains("°C")
    }
    #expect(!screen.contains("°F"), "\(screen)")
    // The followed list shows London's last known conditions with their age, and says once
    // why they could not be refreshed and what to do.
    screen = try await terminal.waitForScreen("London's last known conditions, 2 h old") {
      $0.contains("2 h old") && $0.contains("check the network connection")
    }

    try terminal.press("Tab")
    try terminal.type("m")
    // Waited for until no °C is left: a frame is written top to bottom and tmux may be captured
    // mid-frame, its upper rows in °F and the lower still in °C. A pane that kept the old units
    // fails here, the screen in the message.
    try await terminal.waitForScreen("the forecast in °F, no °C left") {
      $0.contains("imperial ·") && $0.contains("°F") && !$0.contains("°C")
    }
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
    #expect(server.requests.count == requests, "the app asked the network")
  }
}
