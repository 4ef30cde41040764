extension Character {
  /// Columns this grapheme takes in a terminal: 2 for emoji and East Asian wide characters, 1 for
  /// the rest, and `nil` for what must never reach a terminal (control characters, which could
  /// move the cursor or change its state, and zero-width format characters such as bidi
  /// overrides, which have no cell of their own).
  public var terminalWidth: Int? {
    guard let first = unicodeScalars.first else { return nil }
    let value = first.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return nil }
    switch first.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      // A format character leading a grapheme (zero width space, bidi controls) draws nothing.
      return nil
    case .nonspacingMark, .enclosingMark:
      return nil
    default:
      break
    }
    if first.properties.isEmojiPresentation
      || unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension StringProtocol {
  /// Columns the text takes in a terminal once characters it cannot show are removed.
  public var terminalWidth: Int {
    var width = 0
    for character in self { width += character.terminalWidth ?? 0 }
    return width
  }
}
