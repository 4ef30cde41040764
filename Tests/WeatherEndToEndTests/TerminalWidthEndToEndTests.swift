import Foundation
import LoopbackHTTPServer
import Testing

/// The output width read from a real terminal (tmux): the pane's size (TIOCGWINSZ) beats
/// `COLUMNS`, and a resize is seen by the next command.
@Suite(.serialized) struct TerminalWidthEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  /// Runs `weather arguments` in `terminal`'s shell and returns the screen once it is done.
  func run(_ terminal: TmuxTerminal, _ arguments: String, marker: String) async throws -> String {
    let binary = try WeatherBinary.require().path
    try terminal.type("clear; \(binary) \(arguments); printf '%s\\n' \(marker)-DONE")
    try terminal.press("Enter")
    return try await terminal.waitForScreen("the command's output") {
      $0.split(separator: "\n").contains { $0 == "\(marker)-DONE" }
    }
  }

  @Test func theTerminalsWidthBeatsCOLUMNS() async throws {
    // COLUMNS says 60; the pane is 100 wide, and that is what the output uses.
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 100, height: 60,
      environment: sandbox.environment(
        Sandbox.providers(at: server).merging(["COLUMNS": "60", "NO_COLOR": "1"]) { $1 }))
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    var screen = try await run(terminal, "forecast --city paris", marker: "WIDE")
    #expect(
      screen.contains(
        "  21°C (feels like 20°C) · humidity 55% · wind 12 km/h W, gusts 21 km/h · precipitation 0.0 mm"
      ),
      "\(screen)")
    #expect(
      screen.contains("DAY     WEATHER              LOW  HIGH  PRECIP  AMOUNT        WIND  UV"))

    // Narrowed to 50: the next run drops columns rather than wrapping.
    try terminal.resize(width: 50, height: 60)
    screen = try await run(terminal, "forecast --city paris", marker: "NARROW")
    let header = try #require(screen.split(separator: "\n").first { $0.hasPrefix("DAY") })
    #expect(header.split(separator: " ") == ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "WIND"])
    for line in screen.split(separator: "\n") { #expect(line.count <= 50, "\(line)") }
  }
}
