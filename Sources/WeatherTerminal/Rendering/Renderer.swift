/// Turns screens into the bytes that make a terminal show them, writing only what changed.
///
/// The first frame, and the first after ``invalidate()`` (a resize, a resume from Ctrl-Z), is
/// drawn whole; after that each frame writes only the cells that differ from the frame before,
/// moving the cursor where needed. Where the terminal supports synchronized output (DECSET
/// 2026, asked with ``SynchronizedOutputQuery``), a frame is wrapped in it, so that the terminal
/// shows it at once, never half-drawn. A frame with no change is no bytes at all.
public struct Renderer: Sendable {
  /// Whether colours are used (`NO_COLOR` and `--no-color` turn them off, not attributes).
  public var colors: Bool
  /// Whether frames are wrapped in synchronized output: only for a terminal that said it
  /// supports it (others may show the mode switches, or treat them in their own way).
  public var synchronizedOutput: Bool
  private var last: Screen?

  /// A renderer for a terminal whose contents are unknown.
  public init(colors: Bool, synchronizedOutput: Bool = false) {
    self.colors = colors
    self.synchronizedOutput = synchronizedOutput
  }

  /// Forgets what the terminal shows, so the next frame is drawn whole.
  public mutating func invalidate() {
    last = nil
  }

  /// The bytes that change what the terminal shows into `screen`; empty when nothing changed.
  public mutating func render(_ screen: Screen) -> [UInt8] {
    var output = Output(colors: colors)
    output.bytes.reserveCapacity(256)
    if synchronizedOutput { output.append("\u{1B}[?2026h") }
    let previous = last.flatMap { $0.size == screen.size ? $0 : nil }
    if previous == nil {
      output.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
    }
    let width = screen.size.width
    var changed = false
    for row in 0..<screen.size.height {
      var column = 0
      while column < width {
        let cell = screen[row, column]
        if let previous, previous[row, column] == cell {
          column += 1
          continue
        }
        // A changed right half is redrawn from its left half.
        let start = cell.isContinuation && column > 0 ? column - 1 : column
        column = output.draw(screen, row: row, column: start)
        changed = true
      }
    }
    let cursorChanged = previous == nil || previous?.cursor != screen.cursor
    if !changed && !cursorChanged {
      last = screen
      return []
    }
    output.append("\u{1B}[0m")
    if let cursor = screen.cursor {
      output.append("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h")
    } else {
      output.append("\u{1B}[?25l")
    }
    if synchronizedOutput { output.append("\u{1B}[?2026l") }
    last = screen
    return output.bytes
  }

  /// The bytes of a frame being built, and what the terminal's cursor and style are meanwhile.
  private struct Output {
    let colors: Bool
    var bytes: [UInt8] = []
    var cursor: Position?
    var style: Style?

    init(colors: Bool) {
      self.colors = colors
    }

    mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// Draws the cell at `row`, `column` and returns the column after it.
    mutating func draw(_ screen: Screen, row: Int, column: Int) -> Int {
      let cell = screen[row, column]
      if cursor != Position(row: row, column: column) {
        append("\u{1B}[\(row + 1);\(column + 1)H")
      }
      if style != cell.style {
        let parameters = ["0"] + cell.style.sgrParameters(colors: colors)
        append("\u{1B}[\(parameters.joined(separator: ";"))m")
        style = cell.style
      }
      let character = cell.character ?? " "
      let next = column + 1
      var end = next
      while end < screen.size.width, screen[row, end].isContinuation { end += 1 }
      if end - column == 2 {
        // Terminals disagree about the width of some emoji (a symbol made wide by U+FE0F):
        // both cells are blanked first, so one that draws it narrow leaves no stale half.
        append("  \u{1B}[\(row + 1);\(column + 1)H")
      }
      append(String(character))
      // ASCII moves the cursor one cell everywhere; for anything else terminals disagree about
      // widths (emoji with a variation selector, ambiguous characters), so the next cell is
      // addressed explicitly rather than trusted.
      cursor = character.isASCII ? Position(row: row, column: end) : nil
      return end
    }
  }
}
