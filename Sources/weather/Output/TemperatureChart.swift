/// A bar chart of temperatures drawn with Unicode blocks, eighth-of-a-row precise.
///
/// ```
///  22° ▁▃█▆
///      ████
///  13° ████
///      Mo Tu We Th
/// ```
struct TemperatureChart {
  var values: [Double]
  var labels: [String]
  var unit: String
  var height = 6

  func render() -> String {
    // Values a chart cannot place (the live client rejects them anyway) draw no chart.
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1_000_000 }),
      let low = values.min(), let high = values.max()
    else { return "" }
    // Bars start a little below the lowest value, so the lowest still shows.
    let floor = low - max((high - low) * 0.15, 1)
    let span = max(high - floor, 0.1)
    let eighths = values.map { Int((($0 - floor) / span * Double(height * 8)).rounded()) }
    let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    let columnWidth = max(labels.map(\.count).max() ?? 1, 1)
    let topLabel = "\(Measurement.whole(high))\(unit)"
    let bottomLabel = "\(Measurement.whole(low))\(unit)"
    let axisWidth = max(topLabel.count, bottomLabel.count)
    var lines: [String] = []
    for row in (0..<height).reversed() {
      let axis = row == height - 1 ? topLabel : row == 0 ? bottomLabel : ""
      let bars = eighths.map { filled -> String in
        let level = min(max(filled - row * 8, 0), 8)
        return String(repeating: String(blocks[level]), count: columnWidth)
      }
      lines.append(axis.padded(to: axisWidth, right: true) + " " + bars.joined(separator: " "))
    }
    let footer = labels.map { $0.padded(to: columnWidth) }.joined(separator: " ")
    lines.append(String(repeating: " ", count: axisWidth + 1) + footer)
    return lines.map(\.trailingSpacesTrimmed).joined(separator: "\n")
  }
}
