import WeatherText

/// A bar chart of temperatures in Unicode blocks, an eighth of a row precise, with its range,
/// drawn into a screen's rectangle: the app's layout (bars of two cells or one) and styles
/// around the blocks ``TemperatureChart`` draws for both charts.
enum TemperatureChartView {
  static func draw(
    values: [Double], in rect: Rect, label: String, ascii: Bool, screen: inout Screen
  ) {
    // Values a chart cannot place draw no chart (the live client rejects them anyway).
    guard rect.height >= 3, TemperatureChart.canPlace(values),
      let low = values.min(), let high = values.max()
    else { return }
    let top = Measurement.degrees(high, ascii: ascii)
    let bottom = Measurement.degrees(low, ascii: ascii)
    let axis = max(top.terminalWidth, bottom.terminalWidth)
    let barRows = rect.height - 1
    let columns = max(rect.width - axis - 1, 0)
    // Daily bars are two cells and a gap apart; hourly ones one cell each.
    let barWidth = values.count * 3 <= columns ? 2 : 1
    let step = barWidth == 2 ? 3 : 1
    let blocks = TemperatureChart.blockRows(
      Array(values.prefix(columns / step)), low: low, high: high, rows: barRows,
      barWidth: barWidth)
    screen.write(label, row: rect.row, column: rect.column + axis + 1, style: .dim)
    for barRow in 0..<barRows {
      let y = rect.row + 1 + barRow
      if barRow == 0 {
        screen.write(top.padded(to: axis, right: true), row: y, column: rect.column, style: .dim)
      }
      if barRow == barRows - 1 {
        screen.write(bottom.padded(to: axis, right: true), row: y, column: rect.column, style: .dim)
      }
      for (index, bar) in blocks[barRow].enumerated() {
        screen.write(
          bar, row: y, column: rect.column + axis + 1 + index * step,
          style: Style(foreground: .yellow))
      }
    }
  }
}
