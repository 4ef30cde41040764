import Foundation
import Testing

/// The app's colours follow the terminal's background: asked with OSC 11 (tmux answers with the
/// pane's colours), or chosen with `--theme`; `NO_COLOR` still wins.
extension AppEndToEndTests {
  /// The focused pane's border: cyan on a dark background, dark blue (256-colour 25, as
  /// TERM=tmux-256color allows) on a white one.
  @Test(arguments: [
    ("bg=#ffffff,fg=#000000", "", "38;5;25"), ("bg=#ffffff,fg=#000000", "--theme dark", "36"),
    ("bg=#1e1e2e,fg=#ffffff", "", "36"), ("", "--theme light", "38;5;25"),
  ])
  func theFocusedPaneReadsOnTheBackground(
    _ pane: String, _ arguments: String, _ colour: String
  ) async throws {
    let terminal = try await terminal()
    if !pane.isEmpty { try terminal.stylePane(pane) }
    try launch(terminal, "app \(arguments)")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let styled = try terminal.captureStyled()
    let focus = try #require(styled.split(separator: "\n").dropFirst().first)
    #expect(focus.contains("\(colour)m"), "\(focus.debugDescription)")
    let other = colour == "36" ? "38;5;25" : "36"
    #expect(!styled.contains("[\(other)m") && !styled.contains(";\(other)m"))
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  /// Truecolor where the terminal's compiled terminfo entry says so (`Tc`, `RGB`), though
  /// neither `TERM`'s name nor `COLORTERM` does; the eight colours without the entry; none
  /// with `NO_COLOR`. The entry is the fuzzer's seed, compiled by ncurses' `tic -x`.
  @Test(arguments: [
    (true, "", "38;2;0;95;175"), (false, "", "34"), (true, "NO_COLOR=1 ", nil),
  ])
  func terminfoCanSayTruecolor(_ withEntry: Bool, _ prefix: String, _ colour: String?)
    async throws
  {
    let directory = sandbox.root.appendingPathComponent("terminfo", isDirectory: true)
    let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/Seeds/terminfo/weather-rgb").standardized
    if withEntry {
      let letter = directory.appendingPathComponent("w", isDirectory: true)
      try FileManager.default.createDirectory(at: letter, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: seed, to: letter.appendingPathComponent("weather-rgb"))
    }
    let terminal = try await terminal()
    try terminal.type(
      "\(prefix)TERM=weather-rgb TERMINFO=\(directory.path) COLORTERM= "
        + "\(try WeatherBinary.require().path) app --theme light; printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let styled = try terminal.captureStyled()
    if let colour {
      let focus = try #require(styled.split(separator: "\n").dropFirst().first)
      #expect(focus.contains("\(colour)m"), "\(focus.debugDescription)")
    } else {
      #expect(!styled.contains("38;5;") && !styled.contains("38;2;"), "\(styled)")
    }
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell again") { $0.contains("SHELL-BACK") }
  }

  @Test func noColorWinsOverALightBackground() async throws {
    let terminal = try await terminal()
    try terminal.stylePane("bg=#ffffff,fg=#000000")
    try terminal.type("NO_COLOR=1 \(try WeatherBinary.require().path) app")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let styled = try terminal.captureStyled()
    #expect(!styled.contains("38;5;") && !styled.contains("38;2;"), "\(styled)")
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
  }
}
