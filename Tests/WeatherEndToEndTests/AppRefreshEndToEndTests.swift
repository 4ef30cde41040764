import Foundation
import LoopbackHTTPServer
import Synchronization
import Testing

/// `weather app` left open: conditions refresh on their own, with no key pressed.
@Suite(.serialized) struct AppRefreshEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Against a server whose current conditions change with every request (18.5 °C, then
  /// 25.5 °C, then 18.5 °C …), the followed city's temperature changes on screen by itself,
  /// once a second with `--refresh 1s`.
  @Test func conditionsRefreshWhileIdle() async throws {
    let answers = Mutex(0)
    let cold = try String(decoding: Fixture.data("open-meteo-current-samara"), as: UTF8.self)
    let warm = cold.replacingOccurrences(
      of: #""temperature_2m":18.5"#, with: #""temperature_2m":25.5"#)
    #expect(warm != cold)
    // The first route that matches answers: every other request of current conditions is warm.
    let server = try Fixture.openMeteoServer([
      Route(
        "GET", "/v1/forecast",
        where: { request in
          guard request.query("daily") == nil else { return false }
          return answers.withLock { count in
            count += 1
            return count % 2 == 0
          }
        }, response: .json(warm))
    ])
    expectSuccess(try await sandbox.run(["follow", "\(Cities.london)"]))
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 80, height: 24,
      environment: sandbox.environment(Sandbox.providers(at: server)))
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    try terminal.type("\(try WeatherBinary.require().path) app --refresh 1s")
    try terminal.press("Enter")
    try await terminal.waitForScreen("London at 19°C") {
      $0.contains("│London ") && $0.contains("19°C")
    }
    try await terminal.waitForScreen("London at 26°C, untouched") { $0.contains("26°C") }
    try await terminal.waitForScreen("London at 19°C again") { $0.contains("19°C") }
    #expect(server.requests(to: "/v1/forecast").filter { $0.query("daily") == nil }.count >= 3)
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
  }

  /// `--refresh off` and a bad interval.
  @Test func aBadIntervalIsRefused() async throws {
    let run = try await sandbox.run(["app", "--refresh", "10x"])
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("--refresh"), "\(run)")
  }
}
