import WeatherText

extension Character {
  /// What an ASCII screen (`--ascii`) draws instead of this character: box drawing as `+ - |`,
  /// arrows as `^ v < >`, blocks as `_ = #`, other symbols and punctuation as their nearest
  /// ASCII, and `?` for any symbol left (an emoji). Letters and digits are kept, whatever their
  /// script: they are the names of places, and a console or CJK terminal shows its own.
  public var asciiFallback: Character {
    // What no screen draws (controls, format characters) is left for `write` to drop.
    if isASCII || terminalWidth == nil { return self }
    guard let first = unicodeScalars.first else { return self }
    let properties = first.properties
    if properties.isAlphabetic || properties.numericType != nil { return self }
    switch first.value {
    // Box drawing: light, heavy, double and dashed lines, then corners, tees and crosses.
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576,
      0x2578, 0x257A, 0x257C, 0x257E:
      return "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577,
      0x2579, 0x257B, 0x257D, 0x257F:
      return "|"
    case 0x2500...0x257F: return "+"
    // Block elements, as a bar chart's tops: low, middle, full.
    case 0x2581, 0x2582: return "_"
    case 0x2583...0x2585: return "="
    case 0x2580...0x259F: return "#"
    case 0x2190, 0x2039, 0x25C0, 0x25C2, 0x25C4: return "<"
    case 0x2192, 0x203A, 0x25B6, 0x25B8, 0x25BA: return ">"
    case 0x2191, 0x25B2, 0x25B4: return "^"
    case 0x2193, 0x25BC, 0x25BE: return "v"
    case 0x00B7, 0x2022, 0x2219, 0x2010...0x2015, 0x2212: return "-"
    case 0x2026: return "~"
    case 0x00D7: return "x"
    case 0x00B0: return "o"
    case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
    case 0x201C, 0x201D, 0x201E, 0x2033, 0x00AB, 0x00BB: return "\""
    case 0x00A0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return " "
    case 0x232B: return "<"
    default: return "?"
    }
  }
}
