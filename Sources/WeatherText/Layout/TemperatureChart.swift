import Foundation

/// A bar chart of temperatures drawn with Unicode blocks, eighth-of-a-row precise, fitted to a
/// width.
///
/// ```
///  22° ▁▃█▆
///      ████
///  13° ████
///      Mo Tu We Th
/// ```
///
/// Bars widen to use the width (up to ``widestBar`` columns); when even one-column bars with a
/// gap do not fit, the gaps go, and then neighbouring values are merged (each bar the highest of
/// `step` values, its label the first non-blank one), so the chart never wraps.
package struct TemperatureChart {
  package var values: [Double]
  package var labels: [String]
  package var unit: String
  package var height = 6
  package var width = Int.max

  /// A chart of `values` over `labels`, with `unit` after the axis numbers.
  package init(
    values: [Double], labels: [String], unit: String, height: Int = 6, width: Int = .max
  ) {
    self.values = values
    self.labels = labels
    self.unit = unit
    self.height = height
    self.width = width
  }

  /// The widest a bar grows on a wide terminal.
  package static let widestBar = 8

  /// How the values are drawn: bar width, gap, and how many values each bar stands for.
  package struct Layout: Equatable {
    package var barWidth: Int
    package var gap: Int
    package var step: Int
  }

  private var topLabel: String { values.max().map { "\(Measurement.whole($0))\(unit)" } ?? "" }
  private var bottomLabel: String { values.min().map { "\(Measurement.whole($0))\(unit)" } ?? "" }
  private var axisWidth: Int { max(topLabel.count, bottomLabel.count) }

  /// The layout for this width.
  package var layout: Layout {
    let labelWidth = max(labels.map(\.displayWidth).max() ?? 1, 1)
    let available = max(width - axisWidth - 1, 1)
    var step = 1
    while true {
      let count = (values.count + step - 1) / step
      guard count > 0 else { return Layout(barWidth: labelWidth, gap: 1, step: 1) }
      let withGap = min((available + 1) / count - 1, max(Self.widestBar, labelWidth))
      if withGap >= labelWidth { return Layout(barWidth: withGap, gap: 1, step: step) }
      if available / count >= labelWidth {
        return Layout(barWidth: labelWidth, gap: 0, step: step)
      }
      step += 1
    }
  }

  package func render() -> String {
    // Values a chart cannot place (the live client rejects them anyway) draw no chart.
    guard Self.canPlace(values), let low = values.min(), let high = values.max() else {
      return ""
    }
    let layout = layout
    let (bars, barLabels) = merged(step: layout.step)
    let separator = String(repeating: " ", count: layout.gap)
    let rows = Self.blockRows(bars, low: low, high: high, rows: height, barWidth: layout.barWidth)
    let lines = rows.enumerated().map { index, cells in
      let axis = index == 0 ? topLabel : index == height - 1 ? bottomLabel : ""
      return axis.padded(to: axisWidth, right: true) + " " + cells.joined(separator: separator)
    }
    let footer = barLabels.map { $0.padded(to: layout.barWidth) }.joined(separator: separator)
    return (lines + [String(repeating: " ", count: axisWidth + 1) + footer])
      .map(\.trailingSpacesTrimmed).joined(separator: "\n")
  }

  /// The bars' blocks, row by row from the top: `rows` rows of one string per bar, each
  /// `barWidth` columns wide, on the scale from `low` to `high`. The one drawing of both charts:
  /// the command line joins a row's bars with its gap and puts its axis and labels around them;
  /// the app writes each bar into its screen's cells, in its own style and layout.
  package static func blockRows(
    _ bars: [Double], low: Double, high: Double, rows: Int, barWidth: Int
  ) -> [[String]] {
    let filled = eighths(bars, low: low, high: high, rows: rows)
    return (0..<rows).reversed().map { row in
      filled.map { String(repeating: String(block($0, row: row)), count: barWidth) }
    }
  }

  /// Each bar's height in eighths of a row on a chart `rows` high whose values run from `low`
  /// to `high`: bars start a little below the lowest value, so that the lowest still shows.
  private static func eighths(_ bars: [Double], low: Double, high: Double, rows: Int) -> [Int] {
    let floor = low - max((high - low) * 0.15, 1)
    let span = max(high - floor, 0.1)
    return bars.map { Int((($0 - floor) / span * Double(rows * 8)).rounded()) }
  }

  /// Whether a chart can place `values`: finite and not absurd (the live client rejects such
  /// answers anyway; this only keeps a chart from trapping).
  package static func canPlace(_ values: [Double]) -> Bool {
    values.allSatisfy { $0.isFinite && abs($0) < 1_000_000 }
  }

  /// The block drawn in row `row` (0 the bottom) of a bar `filled` eighths high.
  private static func block(_ filled: Int, row: Int) -> Character {
    let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    return blocks[min(max(filled - row * 8, 0), 8)]
  }

  /// Values and labels merged `step` at a time: the highest value, the first non-blank label.
  private func merged(step: Int) -> ([Double], [String]) {
    guard step > 1 else { return (values, labels) }
    var bars: [Double] = []
    var barLabels: [String] = []
    for start in stride(from: 0, to: values.count, by: step) {
      let range = start..<min(start + step, values.count)
      bars.append(values[range].max() ?? 0)
      let group = range.map { $0 < labels.count ? labels[$0] : "" }
      barLabels.append(
        group.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? group.first ?? "")
    }
    return (bars, barLabels)
  }
}
