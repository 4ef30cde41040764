import Foundation
import Testing
import TextSnapshots
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// Text snapshots of the whole app at the three sizes it must fit: the smallest, a classic
/// terminal, and a large one. A snapshot that is missing is written and the test fails, so a
/// new one is always looked at before it is committed (`Tests/WeatherTerminalTests/Snapshots`).
@Suite struct AppViewSnapshotTests {
  static let sizes = [
    Size(width: 60, height: 16), Size(width: 80, height: 24), Size(width: 132, height: 43),
  ]

  @Test(arguments: ViewScenario.allCases, sizes)
  func snapshot(_ scenario: ViewScenario, _ size: Size) throws {
    let screen = AppView.screen(scenario.state, size: size, context: ViewContext(now: viewNow))
    try expectSnapshot(screen, named: "\(scenario.rawValue).\(size.width)x\(size.height)")
  }

  /// Colour and attributes per cell, and where the cursor is and rests: what a text snapshot
  /// cannot show (which row is selected, which pane focused, what is a warning).
  @Test(arguments: ViewScenario.allCases)
  func styledSnapshot(_ scenario: ViewScenario) throws {
    let screen = AppView.screen(
      scenario.state, size: Size(width: 80, height: 24), context: ViewContext(now: viewNow))
    try expectSnapshot(styles(of: screen), named: "\(scenario.rawValue).80x24.styles")
  }

  /// `--ascii`: the same layout in `+ - |`, `^ v`, without symbols or degree signs.
  @Test(
    arguments: ViewScenario.allCases, [Size(width: 60, height: 16), Size(width: 80, height: 24)])
  func asciiSnapshot(_ scenario: ViewScenario, _ size: Size) throws {
    let screen = AppView.screen(
      scenario.state, size: size, context: ViewContext(now: viewNow, ascii: true))
    try expectSnapshot(
      screen.text, named: "\(scenario.rawValue).\(size.width)x\(size.height).ascii")
    let symbols = screen.text.filter { character in
      guard !character.isASCII else { return false }
      let properties = character.unicodeScalars.first?.properties
      return properties?.isAlphabetic != true && properties?.numericType == nil
    }
    #expect(symbols.isEmpty, "\(scenario) \(size): \(symbols)")
  }

  @Test(arguments: [
    Size(width: 59, height: 24), Size(width: 80, height: 15), Size(width: 20, height: 5),
  ])
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
      ViewScenario.emptyStart.state, size: Size(width: 80, height: 24),
      context: ViewContext(now: viewNow))
    #expect(typing.cursor == Position(row: 2, column: 3))
    let browsing = AppView.screen(
      ViewScenario.resultsWhileTyping.state, size: Size(width: 80, height: 24),
      context: ViewContext(now: viewNow))
    #expect(browsing.cursor == nil)
  }
}

/// The screen's styles: each row's text, then under it one letter per cell naming its style
/// (`.` plain), the letters explained at the end with the cursor and where it rests.
func styles(of screen: Screen) -> String {
  var names: [Style: Character] = [.plain: "."]
  var order: [Style] = []
  let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
  let textRows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for row in 0..<screen.size.height {
    var marks = ""
    for column in 0..<screen.size.width {
      let style = screen[row, column].style
      if names[style] == nil {
        names[style] = letters[order.count % letters.count]
        order.append(style)
      }
      marks.append(names[style] ?? "?")
    }
    lines.append(String(textRows[row]))
    lines.append(marks)
  }
  for style in order {
    var parts: [String] = []
    if let color = style.foreground { parts.append("\(color)") }
    if style.bold { parts.append("bold") }
    if style.dim { parts.append("dim") }
    if style.underline { parts.append("underline") }
    if style.reverse { parts.append("reverse") }
    lines.append("\(names[style] ?? "?") = \(parts.joined(separator: " "))")
  }
  let place = { (position: Position?) in
    position.map { "row \($0.row), column \($0.column)" } ?? "none"
  }
  lines.append("cursor shown: \(place(screen.cursor)); hidden cursor rests: \(place(screen.focus))")
  return lines.joined(separator: "\n")
}

/// Compares `screen`'s text with the stored snapshot `name`, writing it when it is missing.
func expectSnapshot(
  _ screen: Screen, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try expectSnapshot(screen.text, named: name, sourceLocation: sourceLocation)
}

/// Compares `text` with the stored snapshot `name`, writing it when it is missing.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")
  try expectTextSnapshot(text, named: name, in: directory, sourceLocation: sourceLocation)
}
