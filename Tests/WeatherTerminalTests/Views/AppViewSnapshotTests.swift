import Foundation
import Testing
import WeatherFeatures
import WeatherTerminal

/// Text snapshots of the whole app at the three sizes it must fit: the smallest, a classic
/// terminal, and a large one. A snapshot that is missing is written and the test fails, so a
/// new one is always looked at before it is committed (`Tests/WeatherTerminalTests/Snapshots`).
@Suite struct AppViewSnapshotTests {
  static let sizes = [Size(width: 60, height: 16), Size(width: 80, height: 24), Size(width: 132, height: 43)]

  @Test(arguments: ViewScenario.allCases, sizes)
  func snapshot(_ scenario: ViewScenario, _ size: Size) throws {
    let screen = AppView.screen(scenario.state, size: size, context: ViewContext(now: viewNow))
    try expectSnapshot(screen, named: "\(scenario.rawValue).\(size.width)x\(size.height)")
  }

  @Test(arguments: [Size(width: 59, height: 24), Size(width: 80, height: 15), Size(width: 20, height: 5)])
  func tooSmall(_ size: Size) throws {
    let screen = AppView.screen(
      ViewScenario.resultsWhileTyping.state, size: size, context: ViewContext(now: viewNow))
    let text = screen.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(text.contains("enlarge the terminal to at least 60×16"))
    #expect(text.contains("now \(size.width)×\(size.height)"))
    #expect(!text.contains("London"))
  }

  @Test func everyRowIsExactlyTheWidthOfTheScreen() {
    for scenario in ViewScenario.allCases {
      for size in Self.sizes {
        let screen = AppView.screen(scenario.state, size: size, context: ViewContext(now: viewNow))
        for row in 0..<size.height {
          // Each wide character is followed by exactly one continuation cell; nothing else is.
          var width = 0
          for column in 0..<size.width {
            let cell = screen[row, column]
            if let character = cell.character {
              width += character.terminalWidth ?? 0
              if character.terminalWidth == 2 {
                #expect(column + 1 < size.width && screen[row, column + 1].isContinuation)
              }
            } else {
              #expect(column > 0 && screen[row, column - 1].character?.terminalWidth == 2)
            }
          }
          #expect(width == size.width, "\(scenario) \(size) row \(row)")
        }
      }
    }
  }

  /// The follow list's own error (a following.json that cannot be read) is read in full: the
  /// path fills a row, and the reason after it is what the user must act on.
  @Test(arguments: sizes)
  func aStorageErrorIsShownInFull(_ size: Size) {
    let screen = AppView.screen(
      ViewScenario.providerError.state, size: size, context: ViewContext(now: viewNow))
    // The left column's rows, read on from one to the next (the message wraps, a path mid-word).
    let leftColumn = screen.text.split(separator: "\n").compactMap { row in
      row.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first
    }
    let text = leftColumn.joined().filter { $0 != " " }
    #expect(
      text.contains("/home/ana/.local/share/weather/following.json:Permissiondenied"),
      "\(screen.text)")
  }

  @Test func hostileNamesAreShownWithoutControlCharacters() {
    let screen = AppView.screen(
      ViewScenario.longAndWideNames.state, size: Size(width: 132, height: 43),
      context: ViewContext(now: viewNow))
    #expect(screen.text.contains("Evil[2JTown"))
    #expect(!screen.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!screen.text.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test func cursorIsInTheSearchBoxOnlyWhileTyping() {
    let typing = AppView.screen(
      ViewScenario.emptyStart.state, size: Size(width: 80, height: 24), context: ViewContext(now: viewNow))
    #expect(typing.cursor == Position(row: 2, column: 3))
    let browsing = AppView.screen(
      ViewScenario.resultsWhileTyping.state, size: Size(width: 80, height: 24),
      context: ViewContext(now: viewNow))
    #expect(browsing.cursor == nil)
  }
}

/// Compares `screen`'s text with the stored snapshot `name`, writing it when it is missing.
func expectSnapshot(
  _ screen: Screen, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = directory.appendingPathComponent(name + ".txt")
  let actual = screen.text + "\n"
  guard let expected = try? String(contentsOf: file, encoding: .utf8),
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == nil
  else {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("Recorded the snapshot \(name); check it and run again", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
}
