/// Text made safe for a terminal: what came from outside (a query, a provider's message, a city
/// name from the network or from `following.json`, a config value) must not be able to move the
/// cursor, retitle the window, ring the bell, plant a hyperlink or reorder what is shown.
///
/// The one sanitizer of the package: the full-screen app's screens and the command line's output
/// both go through it. A character is kept when a terminal draws it in a cell of its own
/// (``Swift/Character/terminalWidth``): C0 and C1 controls, DEL, and zero-width format
/// characters such as the bidirectional overrides and isolates are not.
///
/// JSON output never goes through here: the encoder escapes control characters, so it stays
/// exact.
public enum TerminalText {
  /// A piece of outside text for one line: without what a terminal must not be sent, and with
  /// line breaks and tabs turned into spaces, so that it stays on its line (a table's row, a
  /// message) and its words stay apart.
  public static func clean(_ text: some StringProtocol) -> String {
    guard text.contains(where: { !isShown($0) }) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if isShown(character) {
        result.append(character)
      } else if character.isNewline || character == "\t" {
        result.append(" ")
      } else {
        result += shownPart(of: character)
      }
    }
    return result
  }

  /// Finished output, as a last line of defence: everything ``clean(_:)`` removes goes, except
  /// line breaks and, when `keepingStyles`, the colour sequences this program writes itself
  /// (`ESC [ digits m`).
  public static func output(_ text: String, keepingStyles: Bool) -> String {
    guard text.contains(where: { $0 != "\n" && !isShown($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" || isShown(character) {
        result.append(character)
      } else if keepingStyles, character == "\u{1B}",
        let end = styleEnd(in: characters, from: index)
      {
        result.append(contentsOf: characters[index...end])
        index = end
      } else {
        result += shownPart(of: character)
      }
      index += 1
    }
    return result
  }

  /// Whether a terminal draws `character` in cells of its own. A grapheme led by a combining
  /// mark is not: it follows a control, a break or a colour sequence, and a terminal would put
  /// the mark on whatever cell came before. Kept, it also joined what came before once that was
  /// removed (`m` + U+302E once `ESC [ 0 m` and a control were in between), so cleaning twice
  /// differed from cleaning once (the terminal-text fuzz target, in CI).
  private static func isShown(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: return character.terminalWidth != nil
    }
  }

  /// What a terminal draws of `character`: all of it when it draws it whole, else the
  /// characters it holds after its leading format characters. A prepended format character
  /// (U+0600–U+0605, U+06DD, U+070F, U+08E2, U+110BD) joins the character after it into one
  /// grapheme, so dropping the grapheme dropped that character too: `۝3` lost its `3`. Iterative,
  /// since a grapheme may hold any number of prepended characters.
  package static func shownPart(of character: Character) -> String {
    if isShown(character) { return String(character) }
    var shown = ""
    var pending = [character]
    while let next = pending.popLast() {
      if isShown(next) {
        shown.append(next)
        continue
      }
      let scalars = next.unicodeScalars
      let rest = scalars.drop { $0.properties.generalCategory == .format }
      // Led by a control or a mark: nothing in it is drawn.
      guard !rest.isEmpty, rest.count < scalars.count else { continue }
      pending.append(contentsOf: String(String.UnicodeScalarView(rest)).reversed())
    }
    return shown
  }

  /// The index of the `m` closing a colour sequence `ESC [ digits;digits m` starting at `start`.
  private static func styleEnd(in characters: [Character], from start: Int) -> Int? {
    guard start + 2 < characters.count, characters[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < characters.count, index - start < 16 {
      let character = characters[index]
      if character == "m" { return index }
      guard character.isASCII, character.isNumber || character == ";" else { return nil }
      index += 1
    }
    return nil
  }
}
