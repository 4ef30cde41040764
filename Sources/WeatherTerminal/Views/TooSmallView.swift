import WeatherText

/// What shows instead of the panes when the terminal is smaller than the layout needs.
enum TooSmallView {
  static func draw(size: Size, minimum: Size, words: Wording, screen: inout Screen) {
    let message = words.phrase(.tooSmall, "\(minimum.width)×\(minimum.height)")
    let detail = words.phrase(.tooSmallNow, "\(size.width)×\(size.height)")
    let messageLines = message.wrapped(to: size.width)
    let lines = messageLines + detail.wrapped(to: size.width)
    let top = max((size.height - lines.count) / 2, 0)
    screen.focus = Position(row: min(top, max(size.height - 1, 0)), column: 0)
    for (index, line) in lines.prefix(size.height).enumerated() {
      let column = max((size.width - line.terminalWidth) / 2, 0)
      screen.write(
        line, row: top + index, column: column, style: index < messageLines.count ? .bold : .dim)
    }
  }
}
