/// Items joined on lines no wider than a width, breaking only between items: a details line
/// that fits 100 columns becomes two lines at 60, never a line the terminal wraps mid-word.
package enum FlowText {
  /// `items` joined with `separator` on lines of at most `width` columns, each starting with
  /// `indent`; an item too long for a line of its own is cut with "…".
  package static func lines(
    _ items: [String], width: Int, indent: String = "", separator: String = " · "
  ) -> [String] {
    var lines: [String] = []
    var current = ""
    for item in items where !item.isEmpty {
      if current.isEmpty {
        current = indent + item
      } else if (current + separator + item).displayWidth <= width {
        current += separator + item
      } else {
        lines.append(current)
        current = indent + item
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { $0.truncated(toWidth: width) }
  }
}
