import Foundation
import Testing
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// Issue 24, item 2: the app in German and Japanese at 80×24: the offline scene (every pane,
/// ages, a stale forecast, a provider's English words inside a German sentence), the key help,
/// the hourly table with wide names (Japanese keeps the columns aligned at double width), and
/// the question asked before unfollowing.
@Suite struct AppLanguageSnapshotTests {
  static let scenarios: [ViewScenario] = [
    .offlineStale, .helpOverlay, .longAndWideNames, .unfollowQuestion,
  ]

  @Test(arguments: [Language.de, .ja], scenarios)
  func snapshot(_ language: Language, _ scenario: ViewScenario) throws {
    let screen = AppView.screen(
      scenario.state(in: language), size: Size(width: 80, height: 24),
      context: ViewContext(now: viewNow, language: language))
    try expectSnapshot(screen, named: "\(scenario.rawValue).80x24.\(language.rawValue)")
  }

  /// No word of the English app is left in another language's panes (the keys' names and a
  /// provider's own words aside).
  @Test(arguments: Language.allCases.filter { $0 != .en }, ViewScenario.allCases)
  func noEnglishLeft(_ language: Language, _ scenario: ViewScenario) {
    let text = AppView.screen(
      scenario.state(in: language), size: Size(width: 80, height: 24),
      context: ViewContext(now: viewNow, language: language)
    ).text
    for english in [
      "Following", "Forecast", "Search ·", "quits", "stale", "unavailable", " old", "Loading",
      "feels", "next pane", "DAY", "HIGH", "RAIN", "this help", "Type a city", "Unfollow",
      "confirms",
    ] {
      #expect(!text.contains(english), "\(language) \(scenario): \(english)")
    }
  }

  /// Every row keeps the screen's width in every language, wide scripts included.
  @Test(arguments: Language.allCases)
  func rowsKeepTheWidth(_ language: Language) {
    for scenario in ViewScenario.allCases {
      for size in AppViewSnapshotTests.sizes {
        let screen = AppView.screen(
          scenario.state(in: language), size: size,
          context: ViewContext(now: viewNow, language: language))
        for row in 0..<size.height {
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
          #expect(width == size.width, "\(language) \(scenario) \(size) row \(row)")
        }
      }
    }
  }
}
