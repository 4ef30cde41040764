import Reducers
import Testing
import WeatherFeatures
import WeatherTerminal

/// Alerts and confirmation dialogs as the terminal draws them: the box, wrapped text, the
/// buttons in a row or one per line, and outside text made safe.
@Suite struct ConfirmationViewTests {
  enum Answer: Equatable { case retry }

  func drawn(_ content: ConfirmationView.Content, _ size: Size, highlighted: Int = 0) -> [String] {
    var screen = Screen(size: size, ascii: false)
    ConfirmationView.draw(content, highlighted: highlighted, size: size, screen: &screen)
    return screen.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func anAlertShowsItsTitleMessageAndButtons() {
    let alert = AlertState<Answer> {
      TextState("The forecast could not be saved")
    } actions: {
      ButtonState(action: .retry) { TextState("Retry") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("The disk is full: free some space, then retry.")
    }
    let lines = drawn(ConfirmationView.Content(alert), Size(width: 60, height: 16))
    let box = lines.filter { !$0.isEmpty }
    #expect(
      box == [
        "┌──────────────────────────────────────┐",
        "│                                      │",
        "│  The forecast could not be saved     │",
        "│                                      │",
        "│  The disk is full: free some space,  │",
        "│  then retry.                         │",
        "│                                      │",
        "│  > Retry <  [ OK ]                   │",
        "│                                      │",
        "└──────────────────────────────────────┘",
      ], "\(lines.joined(separator: "\n"))")
  }

  @Test func buttonsTooWideForARowGoOnePerLine() {
    let dialog = ConfirmationDialogState<Answer>(titleVisibility: .hidden) {
      TextState("hidden")
    } actions: {
      ButtonState(action: .retry) { TextState("Fetch the forecast again from the provider") }
      ButtonState(role: .cancel) { TextState("Keep the forecast already shown") }
    }
    let lines = drawn(ConfirmationView.Content(dialog), Size(width: 60, height: 16), highlighted: 1)
    #expect(!lines.joined().contains("hidden"))
    #expect(lines.contains { $0.hasPrefix("│  [ Fetch the forecast again from the provider ]") })
    #expect(lines.contains { $0.hasPrefix("│  > Keep the forecast already shown <") })
  }

  @Test func controlCharactersInATitleNeverReachTheTerminal() {
    let alert = AlertState<Answer> { TextState("Unfollow \u{1B}[2JLondon\u{7}?") }
    let text = drawn(ConfirmationView.Content(alert), Size(width: 60, height: 16)).joined()
    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(text.contains("London"))
  }
}
