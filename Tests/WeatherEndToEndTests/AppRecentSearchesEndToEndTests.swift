import Foundation
import LoopbackHTTPServer
import Testing

/// The recent searches in `weather app`, in a real terminal (tmux): typed, kept across runs,
/// listed in the empty search box, picked with Enter and forgotten with `d`.
@Suite(.serialized) struct AppRecentSearchesEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  var recentFile: URL { sandbox.dataHome.appendingPathComponent("weather/recent-searches.json") }

  func terminal() async throws -> TmuxTerminal {
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 80, height: 24,
      environment: sandbox.environment(Sandbox.providers(at: server)))
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    return terminal
  }

  /// Starts the app and waits for its search pane.
  func launch(_ terminal: TmuxTerminal, until ready: @escaping (String) -> Bool) async throws
    -> String
  {
    let binary = try WeatherBinary.require().path
    try terminal.type("\(binary) app; printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
    return try await terminal.waitForScreen("the app") {
      $0.contains("Search · offline") && ready($0)
    }
  }

  func quit(_ terminal: TmuxTerminal) async throws {
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell again") { $0.contains("SHELL-BACK") }
    try terminal.type("clear")
    try terminal.press("Enter")
    try await terminal.waitForScreen("a clear shell") { !$0.contains("SHELL-BACK") }
  }

  @Test func aSearchTypedIsListedInTheEmptyBoxNextTime() async throws {
    let terminal = try await terminal()
    _ = try await launch(terminal) { $0.contains("Type a city name.") }
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") { $0.contains("│London, England, GB") }
    try await quit(terminal)
    #expect(try String(contentsOf: recentFile, encoding: .utf8).contains("\"lond\""))

    // Started again: the box is empty and the search is listed under it.
    var screen = try await launch(terminal) { $0.contains("Recent") }
    #expect(screen.contains("│› "), "\(screen)")
    #expect(!screen.contains("│› lond"), "the box is empty:\n\(screen)")
    #expect(screen.contains("│lond"), "\(screen)")

    // Down highlights it, Enter searches it again.
    try terminal.press("Down")
    try await terminal.waitForScreen("lond highlighted") { $0.contains("Recent (Enter, d)") }
    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("lond searched again") {
      $0.contains("│› lond") && $0.contains("│London, England, GB")
    }
    // Esc empties the box: the list is back.
    try terminal.press("Escape")
    try await terminal.waitForScreen("the list again") { $0.contains("Recent (↓ to pick)") }
    try await quit(terminal)
  }

  @Test func dForgetsTheHighlightedSearchForGood() async throws {
    try FileManager.default.createDirectory(
      at: recentFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version":1,"searches":["paris","tokyo"],"note":"mine"}"#.utf8).write(
      to: recentFile)
    let terminal = try await terminal()
    let screen = try await launch(terminal) { $0.contains("│tokyo") }
    #expect(screen.contains("│paris"), "\(screen)")
    try terminal.press("Down")
    try terminal.press("Down")
    try await terminal.waitForScreen("tokyo highlighted") { $0.contains("Recent (Enter, d)") }
    try terminal.type("d")
    try await terminal.waitForScreen("the question") {
      $0.contains("Forget the search “tokyo”?") && $0.contains("> Forget <  [ Cancel ]")
    }
    try terminal.press("Enter")
    try await terminal.waitForScreen("tokyo forgotten") {
      !$0.contains("│tokyo") && $0.contains("│paris")
    }
    try await quit(terminal)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: recentFile)) as? [String: Any])
    #expect(json["searches"] as? [String] == ["paris"])
    #expect(json["note"] as? String == "mine", "unknown members are kept")
  }

  @Test func aDamagedListIsShownAsSuchAndLeftUntouched() async throws {
    try FileManager.default.createDirectory(
      at: recentFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let damaged = Data(#"{"version":1,"searches":"#.utf8)
    try damaged.write(to: recentFile)
    let terminal = try await terminal()
    _ = try await launch(terminal) { $0.contains("Recent searches:") && $0.contains("not valid") }
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") { $0.contains("│London, England, GB") }
    try await quit(terminal)
    #expect(try Data(contentsOf: recentFile) == damaged)
  }
}
