import WeatherText

/// The key help, drawn in a box over the middle of the screen.
enum HelpOverlayView {
  static func draw(size: Size, ascii: Bool, words: Wording, screen: inout Screen) {
    // The one key name an ASCII screen cannot show as a symbol.
    let entries = KeyTable.entries(words.language)
    let keys = entries.map {
      ascii ? $0.keys.replacingOccurrences(of: "⌫", with: "Bksp") : $0.keys
    }
    let keysWidth = keys.map(\.terminalWidth).max() ?? 0
    let lines = zip(keys, entries).map {
      $0.padded(to: keysWidth) + "  " + $1.meaning
    }
    let footer = words.phrase(.helpFooter)
    let contentWidth = max(lines.map(\.terminalWidth).max() ?? 0, footer.terminalWidth)
    let width = min(contentWidth + 4, size.width - 2)
    let height = min(lines.count + 4, size.height - 2)
    let rect = Rect(
      row: (size.height - height) / 2, column: (size.width - width) / 2, width: width,
      height: height)
    for row in rect.row..<(rect.row + rect.height) {
      screen.fill(row: row, column: rect.column, width: rect.width)
    }
    screen.drawBox(rect, title: words.phrase(.keysTitle), focused: true)
    let inner = Rect(
      row: rect.row + 1, column: rect.column + 2, width: rect.width - 4, height: rect.height - 2)
    screen.focus = Position(row: inner.row, column: inner.column)
    // A blank line before the footer when there is room for it.
    let room = inner.height - (inner.height > lines.count + 1 ? 2 : 1)
    for (index, line) in lines.prefix(room).enumerated() {
      screen.line(line, in: inner, row: index)
    }
    screen.line(footer, in: inner, row: inner.height - 1, style: .dim)
  }
}
