/// Rows of text in aligned columns, with a header.
struct TextTable {
  struct Column {
    var title: String
    var alignRight = false
  }

  var columns: [Column]
  var rows: [[String]]

  func render(header style: (String) -> String = { $0 }) -> String {
    let widths = columns.indices.map { index in
      ([columns[index].title] + rows.map { index < $0.count ? $0[index] : "" })
        .map(\.displayWidth).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      columns.indices.map { index in
        let cell = index < cells.count ? cells[index] : ""
        return cell.padded(to: widths[index], right: columns[index].alignRight)
      }
      .joined(separator: "  ")
      .trailingSpacesTrimmed
    }
    let header = style(line(columns.map(\.title)))
    return ([header] + rows.map(line)).joined(separator: "\n")
  }
}

extension String {
  var trailingSpacesTrimmed: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
