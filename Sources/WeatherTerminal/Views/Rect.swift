import WeatherText

/// A rectangle of cells on a screen, where a pane or overlay is drawn.
public struct Rect: Hashable, Sendable {
  /// The top row.
  public var row: Int
  /// The left column.
  public var column: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle from its top-left corner and size.
  public init(row: Int, column: Int, width: Int, height: Int) {
    self.row = row
    self.column = column
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// Whether `position` is inside.
  public func contains(_ position: Position) -> Bool {
    (row..<(row + height)).contains(position.row)
      && (column..<(column + width)).contains(position.column)
  }

  /// The rectangle inside a one-cell border.
  public var inner: Rect {
    Rect(row: row + 1, column: column + 1, width: width - 2, height: height - 2)
  }
}

/// Which rows of a list show in a pane: the first ones, scrolled just enough that the selection
/// is the last row shown. The views draw with it and clicks are mapped with it.
enum ListScroll {
  /// The index of the first item shown in `rows` rows with the item at `selected` selected.
  static func first(selected: Int?, rows: Int) -> Int {
    max(0, (selected ?? 0) - rows + 1)
  }

  /// The id of the item shown on `row` (from 0) of a list of `ids`, if any.
  static func item<ID: Equatable>(
    on row: Int, of ids: [ID], selection: ID?, rows: Int
  ) -> ID? {
    guard row >= 0, row < rows else { return nil }
    let index = first(selected: selection.flatMap { ids.firstIndex(of: $0) }, rows: rows) + row
    return index < ids.count ? ids[index] : nil
  }
}

extension Screen {
  /// Draws a border around `rect` with `title` in its top edge; the focused pane's is bold and
  /// coloured (and its title marked, so focus shows without colour too).
  mutating func drawBox(_ rect: Rect, title: String, focused: Bool) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let style = focused ? Style(foreground: .cyan, bold: true) : Style.dim
    let horizontal = String(repeating: "─", count: rect.width - 2)
    write("┌" + horizontal + "┐", row: rect.row, column: rect.column, style: style)
    write(
      "└" + horizontal + "┘", row: rect.row + rect.height - 1, column: rect.column, style: style)
    for row in (rect.row + 1)..<(rect.row + rect.height - 1) {
      write("│", row: row, column: rect.column, style: style)
      write("│", row: row, column: rect.column + rect.width - 1, style: style)
    }
    let label = focused ? " ▸ \(title) " : " \(title) "
    write(
      label, row: rect.row, column: rect.column + 1,
      style: focused ? Style(foreground: .cyan, bold: true) : .bold, limit: rect.width - 2)
  }

  /// Writes `text` on `row` of `rect`, cut with "…" when it does not fit.
  mutating func line(
    _ text: String, in rect: Rect, row: Int, style: Style = .plain, indent: Int = 0
  ) {
    guard row >= 0, row < rect.height else { return }
    write(
      text.truncated(to: rect.width - indent), row: rect.row + row, column: rect.column + indent,
      style: style)
  }
}

extension String {
  /// The text cut to `width` columns, ending in "…" when cut.
  func truncated(to width: Int) -> String {
    guard width > 0 else { return "" }
    let safe = TerminalText.clean(self)
    guard safe.terminalWidth > width else { return safe }
    var result = ""
    var used = 0
    for character in safe {
      let columns = character.terminalWidth ?? 0
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// The text padded with spaces to `width` columns (on the left when `right`).
  func padded(to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - terminalWidth))
    return right ? padding + self : self + padding
  }

  /// The text in lines of at most `width` columns, broken at spaces where possible.
  func wrapped(to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in TerminalText.clean(self).split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.terminalWidth <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = String(word)
      while current.terminalWidth > width {
        var head = ""
        for character in current {
          if (head + String(character)).terminalWidth > width { break }
          head.append(character)
        }
        guard !head.isEmpty else { break }
        lines.append(head)
        current = String(current.dropFirst(head.count))
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
