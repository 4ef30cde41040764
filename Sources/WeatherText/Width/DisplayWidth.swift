extension String {
  /// Columns the text takes in a terminal: emoji and East Asian wide characters take two,
  /// combining marks and ANSI styling none.
  package var displayWidth: Int {
    var width = 0
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      if inEscape {
        if character.isLetter { inEscape = false }
        continue
      }
      width += (character.terminalWidth ?? 0)
    }
    return width
  }

  /// The text cut to at most `width` columns, ending in "…" when cut; styling (ANSI escape
  /// sequences) is kept, and reset after a cut so that it never leaks into what follows.
  package func truncated(toWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    var inEscape = false
    var styled = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
        styled = true
        result.append(character)
        continue
      }
      if inEscape {
        if character.isLetter { inEscape = false }
        result.append(character)
        continue
      }
      let columns = (character.terminalWidth ?? 0)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…" + (styled ? "\u{1B}[0m" : "")
  }

  /// The text padded with spaces to `width` columns, on the right or (for numbers) the left.
  package func padded(to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth))
    return right ? padding + self : self + padding
  }
}
