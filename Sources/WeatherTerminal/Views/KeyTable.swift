public import WeatherFeatures
import WeatherText

/// The app's keys and what they do: shown by the help overlay, and the README's key table.
public enum KeyTable {
  /// One line of the table.
  public struct Entry: Hashable, Sendable {
    /// The keys, e.g. "Tab / Shift-Tab".
    public var keys: String
    /// What they do.
    public var meaning: String
  }

  /// Every key, grouped as the help shows them.
  public static let entries: [Entry] = [
    Entry(keys: "Tab  Shift-Tab", meaning: "next / previous pane"),
    Entry(keys: "letters  ⌫", meaning: "search (in the search pane)"),
    Entry(keys: "↑ ↓  PgUp PgDn", meaning: "move the selection, scroll"),
    Entry(keys: "Enter  f", meaning: "follow a result / show a city"),
    Entry(keys: "Esc", meaning: "back to the search box, clear it"),
    Entry(keys: "d  u", meaning: "unfollow / undo while offered"),
    Entry(keys: "K  J", meaning: "move a followed city up / down"),
    Entry(keys: "r", meaning: "refresh conditions and forecast"),
    Entry(keys: "h  m", meaning: "hourly or daily / metric or imperial"),
    Entry(keys: "?  F1", meaning: "this help"),
    Entry(keys: "q  Ctrl-C  Ctrl-Z", meaning: "quit / quit / suspend (fg resumes)"),
  ]

  /// The entries with their meanings in `language` (the keys are the keys).
  public static func entries(_ language: Language) -> [Entry] {
    let words = Wording(language)
    let meanings: [Wording.Phrase] = [
      .keyPanes, .keySearch, .keyMove, .keyFollow, .keyBack, .keyUnfollow, .keyReorder,
      .keyRefresh, .keyToggle, .keyHelp, .keyQuit,
    ]
    return zip(entries, meanings).map { entry, meaning in
      Entry(
        keys: entry.keys.replacingOccurrences(of: "letters", with: words.phrase(.keyLetters)),
        meaning: words.phrase(meaning))
    }
  }
}
