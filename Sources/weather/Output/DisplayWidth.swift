extension String {
  /// Columns the text takes in a terminal: emoji and East Asian wide characters take two,
  /// combining marks and ANSI styling none.
  var displayWidth: Int {
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
      width += character.columns
    }
    return width
  }

  /// The text cut to at most `width` columns, ending in "…" when cut; styling (ANSI escape
  /// sequences) is kept, and reset after a cut so that it never leaks into what follows.
  func truncated(toWidth width: Int) -> String {
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
      let columns = character.columns
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…" + (styled ? "\u{1B}[0m" : "")
  }

  /// The text padded with spaces to `width` columns, on the right or (for numbers) the left.
  func padded(to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth))
    return right ? padding + self : self + padding
  }
}

extension Character {
  fileprivate var columns: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation
      || unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return first.properties.generalCategory == .nonspacingMark ? 0 : 1
    }
  }
}
