/// A bar chart of temperatures in Unicode blocks, an eighth of a row precise, with its range.
enum TemperatureChartView {
  private static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  static func draw(
    values: [Double], in rect: Rect, label: String, ascii: Bool, screen: inout Screen
  ) {
    // Values a chart cannot place draw no chart (the live client rejects them anyway).
    guard rect.height >= 3, values.allSatisfy({ $0.isFinite && abs($0) < 1_000_000 }),
      let low = values.min(), let high = values.max()
    else { return }
    let top = MeasurementText.degrees(high, ascii: ascii)
    let bottom = MeasurementText.degrees(low, ascii: ascii)
    let axis = max(top.terminalWidth, bottom.terminalWidth)
    let barRows = rect.height - 1
    let columns = max(rect.width - axis - 1, 0)
    // Daily bars are two cells and a gap apart; hourly ones one cell each.
    let barWidth = values.count * 3 <= columns ? 2 : 1
    let step = barWidth == 2 ? 3 : 1
    let shown = Array(values.prefix(columns / step))
    let floor = low - max((high - low) * 0.15, 1)
    let span = max(high - floor, 0.1)
    screen.write(label, row: rect.row, column: rect.column + axis + 1, style: .dim)
    for barRow in 0..<barRows {
      let y = rect.row + 1 + barRow
      let level = barRows - 1 - barRow
      if barRow == 0 {
        screen.write(top.padded(to: axis, right: true), row: y, column: rect.column, style: .dim)
      }
      if barRow == barRows - 1 {
        screen.write(bottom.padded(to: axis, right: true), row: y, column: rect.column, style: .dim)
      }
      for (index, value) in shown.enumerated() {
        let eighths = Int(((value - floor) / span * Double(barRows * 8)).rounded())
        let fill = min(max(eighths - level * 8, 0), 8)
        let bar = String(repeating: String(blocks[fill]), count: barWidth)
        screen.write(
          bar, row: y, column: rect.column + axis + 1 + index * step,
          style: Style(foreground: .yellow))
      }
    }
  }
}
