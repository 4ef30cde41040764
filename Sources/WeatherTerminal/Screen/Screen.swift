import WeatherText

/// What the terminal should show: a grid of styled cells and where the cursor is.
///
/// Views build screens and never write to the terminal; the ``FrameEncoder`` turns the difference
/// between two screens into bytes. Every text goes in through ``write(_:row:column:style:limit:)``,
/// which drops control characters and gives wide characters two cells, so no screen can hold
/// anything that would move the terminal's cursor or change its state.
public struct Screen: Hashable, Sendable {
  /// The screen's size.
  public let size: Size
  /// The cells, row after row.
  public private(set) var cells: [Cell]
  /// Where the cursor shows (a text field's insertion point), or `nil` to hide it.
  public var cursor: Position?
  /// Where the hidden cursor rests when ``cursor`` is `nil`: the start of the selected row or
  /// of the focused pane. Screen readers, braille displays and magnifiers follow the terminal's
  /// cursor, hidden or not, so this is how they find the selection.
  public var focus: Position?
  /// Whether every character written is drawn in ASCII (``Swift/Character/asciiFallback``).
  public let ascii: Bool

  /// A blank screen of `size`; with `ascii`, one that turns what is written into ASCII.
  public init(size: Size, ascii: Bool = false) {
    self.size = size
    self.ascii = ascii
    self.cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// The cell at `row`, `column`.
  public subscript(row: Int, column: Int) -> Cell {
    cells[row * size.width + column]
  }

  /// Writes `text` from `row`, `column` in `style`, at most `limit` columns wide (to the right
  /// edge by default), and returns the column after the last cell written.
  ///
  /// A wide character that does not fit in what is left is replaced by spaces rather than cut in
  /// half; text past the limit is dropped.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, row: Int, column: Int, style: Style = .plain, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < size.height, column >= 0 else { return column }
    let end = min(size.width, column + (limit ?? size.width))
    var x = column
    for original in text {
      guard x < end else { break }
      let character = ascii ? original.asciiFallback : original
      let width: Int
      if let known = character.terminalWidth {
        width = known
      } else if character.isNewline || character == "\t" {
        width = 1
        put(" ", width: 1, row: row, column: x, style: style)
        x += 1
        continue
      } else {
        // A grapheme led by a prepended format character still holds what follows it.
        x = write(
          TerminalText.shownPart(of: original), row: row, column: x, style: style, limit: end - x)
        continue
      }
      if x + width > end {
        while x < end {
          put(" ", width: 1, row: row, column: x, style: style)
          x += 1
        }
        break
      }
      put(character, width: width, row: row, column: x, style: style)
      x += width
    }
    return x
  }

  /// Fills `width` cells from `row`, `column` with spaces in `style`.
  public mutating func fill(row: Int, column: Int, width: Int, style: Style = .plain) {
    guard row >= 0, row < size.height else { return }
    let start = max(column, 0)
    let end = min(size.width, column + width)
    guard start < end else { return }
    for x in start..<end { put(" ", width: 1, row: row, column: x, style: style) }
  }

  /// The screen as plain text, one line per row with trailing spaces removed: what a snapshot
  /// test compares and what `tmux capture-pane` shows.
  public var text: String {
    var lines: [String] = []
    lines.reserveCapacity(size.height)
    for row in 0..<size.height {
      var line = ""
      for column in 0..<size.width {
        if let character = self[row, column].character { line.append(character) }
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private mutating func put(_ character: Character, width: Int, row: Int, column: Int, style: Style)
  {
    let index = row * size.width + column
    // Overwriting half of a wide character blanks its other half.
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    let old = cells[index]
    if old.character.map({ ($0.terminalWidth ?? 1) == 2 }) == true, column + 1 < size.width,
      width == 1
    {
      cells[index + 1] = Cell(" ", style: old.style)
    }
    cells[index] = Cell(character, style: style)
    if width == 2, column + 1 < size.width {
      let next = index + 1
      if column + 2 < size.width,
        cells[next].character.map({ ($0.terminalWidth ?? 1) == 2 }) == true
      {
        cells[next + 1] = Cell(" ", style: cells[next].style)
      }
      cells[next] = Cell(nil, style: style)
    }
  }
}
