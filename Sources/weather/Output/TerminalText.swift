/// Text made safe for a terminal: what came from outside (a query, a provider's message, a city
/// name from the network or from `following.json`, a config value) must not be able to move the
/// cursor, retitle the window, ring the bell or plant a hyperlink.
///
/// JSON output never goes through here: the encoder escapes control characters, so it stays
/// exact.
enum TerminalText {
  /// A piece of outside text for one line: without control characters (C0, DEL and C1, so ESC
  /// and BEL, but also line breaks and tabs, which would break a table or a message) and without
  /// the invisible bidirectional controls that reorder what is shown.
  static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isUnsafe($0) })
    return String(scalars)
  }

  /// Finished output, as a last line of defence: every control character goes except line
  /// breaks and, when `keepingStyles`, the colour sequences this program writes itself
  /// (`ESC [ digits m`).
  static func output(_ text: String, keepingStyles: Bool) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) && $0 != "\n" }) else { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" || !isUnsafe(scalar) {
        result.append(scalar)
      } else if keepingStyles, scalar == "\u{1B}", let end = styleEnd(in: scalars, from: index) {
        result.append(contentsOf: scalars[index...end])
        index = end
      }
      index += 1
    }
    return String(result)
  }

  /// The index of the `m` closing a colour sequence `ESC [ digits;digits m` starting at `start`.
  private static func styleEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start < 16 {
      let scalar = scalars[index]
      if scalar == "m" { return index }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }

  /// C0 controls, DEL, C1 controls, and the bidirectional embedding, override and isolate marks.
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
