import Foundation
import Testing

/// Mouse reporting (SGR 1006) while the app runs, off on every way out.
extension AppEndToEndTests {
  /// An SGR mouse report as a terminal sends it, for a cell counted from 0.
  static func click(row: Int, column: Int, release: Bool = false) -> [UInt8] {
    Array("\u{1B}[<0;\(column + 1);\(row + 1)\(release ? "m" : "M")".utf8)
  }

  @Test func aClickSelectsAResultAndTheWheelScrolls() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("Type a city name.") }
    #expect(try terminal.format("#{mouse_sgr_flag},#{mouse_standard_flag}") == "1,1")
    try terminal.type("lond")
    try await terminal.waitForScreen("results") { $0.contains("│London, England, GB") }
    // 80×24: results from row 3; row 4 is the second.
    try terminal.send(
      bytes: Self.click(row: 4, column: 5) + Self.click(row: 4, column: 5, release: true))
    try await terminal.waitForScreen("a result selected") { $0.contains("Enter/f follow") }
    try await waitForCursor(terminal, x: 1, y: 4, visible: false)
    // The wheel in the following pane focuses it.
    try terminal.send(bytes: Array("\u{1B}[<65;5;15M".utf8))
    try await terminal.waitForScreen("the following pane focused") { $0.contains("▸ Following") }
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
    #expect(try terminal.format("#{mouse_sgr_flag},#{mouse_standard_flag}") == "0,0")
  }

  /// `--no-mouse`, `mouse = false` and `WEATHER_MOUSE=false` leave the mouse to the terminal:
  /// reporting is never turned on (tmux sees no mouse mode set); `--mouse` beats the file.
  @Test(arguments: [
    ("app --no-mouse", nil, false), ("app", "mouse = false\n", false),
    ("app --mouse", "mouse = false\n", true), ("WEATHER_MOUSE=false app", nil, false),
  ])
  func theMouseCanBeLeftToTheTerminal(
    _ command: String, _ config: String?, _ reporting: Bool
  ) async throws {
    if let config {
      let directory = sandbox.home.appendingPathComponent(".config/weather", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try config.write(
        to: directory.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }
    let terminal = try await terminal()
    let binary = try WeatherBinary.require().path
    let line =
      command.hasPrefix("WEATHER_MOUSE")
      ? "WEATHER_MOUSE=false \(binary) app" : "\(binary) \(command)"
    try terminal.type("\(line); printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("Type a city name.") }
    let flags = reporting ? "1,1" : "0,0"
    #expect(try terminal.format("#{mouse_sgr_flag},#{mouse_standard_flag}") == flags)
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell again") { $0.contains("SHELL-BACK") }
    #expect(try terminal.format("#{mouse_sgr_flag},#{mouse_standard_flag}") == "0,0")
  }
}
