/// Rows of text in aligned columns under a header, fitted to a width: never wrapped mid-row.
///
/// When the rows are wider than the width, shrinkable columns (those with a `minimumWidth`) are
/// cut with "…" down to that minimum, then the gap between columns narrows from two spaces to
/// one, then whole columns are dropped, the lowest `priority` first (the rightmost of equals
/// first), until the rest fits. A column whose cells are all empty is left out: a header over
/// nothing says nothing.
package struct TextTable {
  package struct Column {
    package var title: String
    package var alignRight = false
    /// Columns with a lower priority are dropped first when the table is too wide.
    package var priority = 0
    /// How narrow a long cell may be cut (with "…"); `nil` never cuts the column.
    package var minimumWidth: Int?

    /// A column titled `title`.
    package init(
      title: String, alignRight: Bool = false, priority: Int = 0, minimumWidth: Int? = nil
    ) {
      self.title = title
      self.alignRight = alignRight
      self.priority = priority
      self.minimumWidth = minimumWidth
    }
  }

  package var columns: [Column]
  package var rows: [[String]]

  /// A table of `rows` under `columns`.
  package init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// Two spaces between columns, one when that makes the table fit.
  package static let gaps = [2, 1]

  package func render(width: Int = .max, header style: (String) -> String = { $0 }) -> String {
    let (shown, widths, gap) = layout(width: width)
    func line(_ cells: [String]) -> String {
      zip(shown, widths).map { index, columnWidth in
        let cell = index < cells.count ? cells[index] : ""
        return cell.truncated(toWidth: columnWidth)
          .padded(to: columnWidth, right: columns[index].alignRight)
      }
      .joined(separator: String(repeating: " ", count: gap))
      .trailingSpacesTrimmed
      // Even a single column wider than the terminal is cut, never wrapped.
      .truncated(toWidth: width)
    }
    let header = style(line(columns.map(\.title)))
    return ([header] + rows.map(line)).joined(separator: "\n")
  }

  /// The columns shown, in order, their widths, and the gap between them.
  package func layout(width: Int) -> (columns: [Int], widths: [Int], gap: Int) {
    var shown = columns.indices.filter { index in
      rows.contains { index < $0.count && !$0[index].isEmpty }
    }
    while true {
      for gap in Self.gaps {
        let (widths, excess) = fitted(shown, width: width, gap: gap)
        if excess <= 0 || (shown.count <= 1 && gap == Self.gaps.last) {
          return (shown, widths, gap)
        }
      }
      // Drop the least important column (the rightmost of equals) and try again.
      guard
        let drop = shown.indices.min(by: { a, b in
          let (pa, pb) = (columns[shown[a]].priority, columns[shown[b]].priority)
          return pa != pb ? pa < pb : a > b
        })
      else { return (shown, [], Self.gaps[0]) }
      shown.remove(at: drop)
    }
  }

  /// Widths for `shown` with the widest shrinkable columns cut first, and how far the table
  /// still exceeds `width`.
  private func fitted(_ shown: [Int], width: Int, gap: Int) -> (widths: [Int], excess: Int) {
    var widths = shown.map(naturalWidth)
    var excess = widths.reduce(0, +) + gap * max(shown.count - 1, 0) - width
    for position in shown.indices.sorted(by: { widths[$0] > widths[$1] }) where excess > 0 {
      guard let minimum = columns[shown[position]].minimumWidth else { continue }
      let floor = max(minimum, columns[shown[position]].title.displayWidth)
      let cut = min(excess, max(widths[position] - floor, 0))
      widths[position] -= cut
      excess -= cut
    }
    return (widths, excess)
  }

  private func naturalWidth(_ index: Int) -> Int {
    ([columns[index].title] + rows.map { index < $0.count ? $0[index] : "" })
      .map(\.displayWidth).max() ?? 0
  }
}

extension String {
  package var trailingSpacesTrimmed: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
