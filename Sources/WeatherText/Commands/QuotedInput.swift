/// What a user typed, as a message quotes it: cut at ``limit`` characters with "…", so that a
/// pasted blob is named in one readable line instead of filling the terminal.
package enum QuotedInput {
  /// The most characters of the input a message shows.
  package static let limit = 60

  /// `text` as quoted in a message.
  package static func shown(_ text: String) -> String {
    isCut(text) ? String(text.prefix(limit)) + "…" : text
  }

  /// Whether ``shown(_:)`` cuts `text` (a command suggested with it could not be run as shown).
  package static func isCut(_ text: String) -> Bool { text.count > limit }
}
