public import WeatherFeatures
import WeatherText

/// The whole app as a screen: a pure function of the state and the terminal's size.
///
/// ```
/// weather                                metric · ? keys · q quits
/// ┌ ▸ Search · offline ──┐┌ Forecast · daily ─────────────────────┐
/// │› lond                ││London, England, GB                     │
/// …
/// ```
public enum AppView {
  /// The smallest terminal the panes fit in; smaller ones show a message instead.
  public static let minimumSize = Size(width: 60, height: 16)

  /// The screen for `state` on a terminal of `size`.
  public static func screen(_ state: AppFeature.State, size: Size, context: ViewContext) -> Screen {
    var screen = Screen(size: size, ascii: context.ascii)
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
      TooSmallView.draw(
        size: size, minimum: minimumSize, words: Wording(context.language), screen: &screen)
      return screen
    }
    let interface = state.interface ?? InterfaceFeature.ScreenState()
    let words = Wording(context.language)
    drawHeader(state, size: size, words: words, screen: &screen)

    let layout = Layout(size: size)
    SearchPaneView.draw(state, interface, in: layout.search, context: context, screen: &screen)
    FollowingPaneView.draw(
      state, interface, in: layout.following, context: context, screen: &screen)
    ForecastPaneView.draw(state, interface, in: layout.forecast, context: context, screen: &screen)
    drawStatus(state, interface, size: size, words: words, screen: &screen)

    if interface.isShowingHelp {
      screen.cursor = nil
      HelpOverlayView.draw(size: size, ascii: context.ascii, words: words, screen: &screen)
    }
    if let confirmation = interface.confirmation {
      ConfirmationView.draw(
        ConfirmationView.Content(confirmation), highlighted: interface.confirmationButton,
        size: size, screen: &screen)
    }
    return screen
  }

  /// Where the panes are on a screen of a size (at least ``minimumSize``): what is drawn, and
  /// what a click hits.
  public struct Layout: Hashable, Sendable {
    /// The search pane, top left.
    public var search: Rect
    /// The following pane, bottom left.
    public var following: Rect
    /// The forecast pane, right.
    public var forecast: Rect

    /// The layout for `size`.
    public init(size: Size) {
      let leftWidth = min(max(size.width * 2 / 5, 26), 48)
      let bodyHeight = size.height - 2
      let searchHeight = max(bodyHeight / 2, 5)
      search = Rect(row: 1, column: 0, width: leftWidth, height: searchHeight)
      following = Rect(
        row: 1 + searchHeight, column: 0, width: leftWidth, height: bodyHeight - searchHeight)
      forecast = Rect(row: 1, column: leftWidth, width: size.width - leftWidth, height: bodyHeight)
    }
  }

  private static func drawHeader(
    _ state: AppFeature.State, size: Size, words: Wording, screen: inout Screen
  ) {
    let style = Style(reverse: true)
    screen.fill(row: 0, column: 0, width: size.width, style: style)
    screen.write(" weather", row: 0, column: 0, style: Style(bold: true, reverse: true))
    let right = words.phrase(.headerRight, state.units.rawValue) + " "
    screen.write(right, row: 0, column: size.width - right.terminalWidth, style: style)
  }

  /// The bottom line: the keys of a confirmation shown, else the undo offer, else the focused
  /// pane's keys.
  private static func drawStatus(
    _ state: AppFeature.State, _ interface: InterfaceFeature.ScreenState, size: Size,
    words: Wording, screen: inout Screen
  ) {
    let row = size.height - 1
    if interface.confirmation != nil {
      screen.write(
        (" " + words.phrase(.hintConfirmation)).truncated(to: size.width), row: row, column: 0,
        style: .dim)
      return
    }
    if let undo = interface.undo {
      screen.write(
        (" " + words.phrase(.undoOffer, TerminalText.clean(undo.city.city.name))).truncated(
          to: size.width),
        row: row, column: 0, style: .warning)
      return
    }
    let phrase: Wording.Phrase =
      switch interface.focus {
      case .search: interface.searchSelection == nil ? .hintSearch : .hintResults
      case .following: .hintFollowing
      case .forecast: .hintForecast
      }
    let hint = " " + words.phrase(phrase)
    screen.write(hint.truncated(to: size.width), row: row, column: 0, style: .dim)
  }
}
