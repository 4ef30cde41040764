import Foundation
import Testing

/// `weather app` in ASCII (`--ascii`, `ascii = true`, `TERM=linux`), and the hidden cursor
/// resting on the selection, where screen readers and braille displays look for it.
extension AppEndToEndTests {
  /// Nothing East-Asian-ambiguous on the screen: no box drawing, `·`, arrows, blocks, degree
  /// signs or emoji; names keep their letters.
  static func nonASCIISymbols(in screen: String) -> [Character] {
    screen.filter { character in
      guard !character.isASCII else { return false }
      let properties = character.unicodeScalars.first?.properties
      return properties?.isAlphabetic != true && properties?.numericType == nil
    }
  }

  @Test(arguments: [
    ("", "app --ascii", nil), ("TERM=linux ", "app", nil), ("", "app", "ascii = true\n"),
  ])
  func asciiDrawsNoAmbiguousCharacters(
    _ prefix: String, _ arguments: String, _ config: String?
  ) async throws {
    if let config {
      let directory = sandbox.home.appendingPathComponent(".config/weather", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try config.write(
        to: directory.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }
    let terminal = try await terminal()
    try terminal.type("\(prefix)\(try WeatherBinary.require().path) \(arguments)")
    try terminal.press("Enter")
    var screen = try await terminal.waitForScreen("the app in ASCII") {
      $0.contains("+ > Search - offline ---") && $0.contains("|> ")
    }
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") { $0.contains("|London, England, GB") }
    try terminal.press("Down")
    screen = try await terminal.waitForScreen("the first result selected") {
      $0.contains("|London, England, GB") && $0.contains("^v move")
    }
    #expect(Self.nonASCIISymbols(in: screen).isEmpty, "\(screen)")
    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("London's forecast") {
      $0.contains("Following (1)") && $0.contains("DAY") && $0.contains("now ")
    }
    #expect(Self.nonASCIISymbols(in: screen).isEmpty, "\(screen)")
    #expect(screen.range(of: #"now -?\d+C "#, options: .regularExpression) != nil, "\(screen)")
    try terminal.press("F1")
    screen = try await terminal.waitForScreen("the help") { $0.contains("this help") }
    #expect(Self.nonASCIISymbols(in: screen).isEmpty, "\(screen)")
    #expect(screen.contains("Bksp"))
    try terminal.type("q")
    try await terminal.waitForScreen("the help closed") { !$0.contains("this help") }
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
  }

  /// Off by default: the box drawing is there (and the test above can fail).
  @Test func boxDrawingByDefault() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    // Waited for down to the results pane's text: tmux may be captured mid-frame, and a frame is
    // written top to bottom, so the header alone does not say the borders below it are there.
    let screen = try await terminal.waitForScreen("the app") {
      $0.contains("▸ Search · offline") && $0.contains("Type a city name.")
    }
    #expect(screen.contains("┌") && screen.contains("│"), "\(screen)")
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  /// With the cursor hidden, it rests at the start of the selected row, or of the focused pane;
  /// while typing it shows in the search box.
  @Test func theHiddenCursorRestsOnTheSelection() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("Type a city name.") }
    try terminal.type("lond")
    try await terminal.waitForScreen("results") { $0.contains("│London, England, GB") }
    // 80×24: the search box is row 2; the text starts after "│› ".
    try await waitForCursor(terminal, x: 7, y: 2, visible: true)
    try terminal.press("Down")
    try await waitForCursor(terminal, x: 1, y: 3, visible: false)
    try terminal.press("Down")
    try await waitForCursor(terminal, x: 1, y: 4, visible: false)
    // The following pane (empty): the start of its first row.
    try terminal.press("Tab")
    try await waitForCursor(terminal, x: 1, y: 13, visible: false)
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  /// Waits for tmux's cursor to be at `x`, `y` and shown or hidden as said.
  func waitForCursor(_ terminal: TmuxTerminal, x: Int, y: Int, visible: Bool) async throws {
    try await terminal.waitForFormat(
      "#{cursor_x},#{cursor_y},#{cursor_flag}", "\(x),\(y),\(visible ? 1 : 0)",
      "the cursor at \(x),\(y)")
  }
}
