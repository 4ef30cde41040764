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
    Entry(keys: "Tab / Shift-Tab", meaning: "next / previous pane"),
    Entry(keys: "letters", meaning: "search (in the search pane)"),
    Entry(keys: "↑ ↓ PgUp PgDn", meaning: "move the selection, scroll"),
    Entry(keys: "Enter or f", meaning: "follow the result (f once in the list)"),
    Entry(keys: "Esc", meaning: "back to the box, clear the search"),
    Entry(keys: "Enter", meaning: "show a followed city's forecast"),
    Entry(keys: "d / u", meaning: "unfollow / undo while shown"),
    Entry(keys: "K / J", meaning: "move a followed city up / down"),
    Entry(keys: "r", meaning: "refresh conditions and forecast"),
    Entry(keys: "h", meaning: "hourly / daily forecast"),
    Entry(keys: "m", meaning: "metric / imperial units"),
    Entry(keys: "? or F1", meaning: "this help"),
    Entry(keys: "q or Ctrl-C", meaning: "quit (q outside the search box)"),
    Entry(keys: "Ctrl-Z", meaning: "suspend (fg resumes)"),
  ]
}
