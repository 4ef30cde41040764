import WeatherText

/// Turns screens into the bytes that make a terminal show them, writing only what changed.
///
/// The first frame, and the first after ``invalidate()`` (a resize, a resume from Ctrl-Z), is
/// drawn whole; after that each frame writes only the cells that differ from the frame before,
/// moving the cursor where needed. Where the terminal supports synchronized output (DECSET
/// 2026, asked with ``TerminalQuery``), a frame is wrapped in it, so that the terminal
/// shows it at once, never half-drawn. A frame with no change is no bytes at all.
///
/// Only the very first frame, or a frame inside synchronized output, clears the screen
/// (`ESC [2J`): elsewhere a clear shows as a blank flash before the frame, so a redraw overwrites
/// every cell instead (rows ending in blanks with one erase-to-end-of-line). The encoder knows
/// where the terminal's cursor is and which attributes are set from one frame to the next, and
/// follows the cursor across every character whose width terminals agree on, so that a frame
/// spends its bytes on text rather than cursor moves.
public struct FrameEncoder: Sendable {
  /// Whether colours are used (`NO_COLOR` and `--no-color` turn them off, not attributes).
  public var colors: Bool
  /// Whether frames are wrapped in synchronized output: only for a terminal that said it
  /// supports it (others may show the mode switches, or treat them in their own way).
  public var synchronizedOutput: Bool
  /// How colours are written: for a light or dark background, in 8, 256 or 24-bit colours.
  public var palette = Palette()
  private var last: Screen?
  /// What the terminal is known to show, besides its cells: where its cursor is, which style is
  /// set, whether the cursor is visible. `nil` when unknown.
  private var terminal = TerminalState()
  private var hasDrawn = false

  /// An encoder for a terminal whose contents are unknown.
  public init(colors: Bool, synchronizedOutput: Bool = false) {
    self.colors = colors
    self.synchronizedOutput = synchronizedOutput
  }

  /// Forgets what the terminal shows, so the next frame is drawn whole.
  public mutating func invalidate() {
    last = nil
    terminal = TerminalState()
  }

  /// The bytes that change what the terminal shows into `screen`; empty when nothing changed.
  public mutating func render(_ screen: Screen) -> [UInt8] {
    // A terminal that changed size may have moved the cursor (clamped it to the new edges).
    if last?.size != screen.size { terminal = TerminalState() }
    var output = Output(colors: colors, palette: palette, terminal: terminal)
    output.bytes.reserveCapacity(256)
    if synchronizedOutput { output.append("\u{1B}[?2026h") }
    var previous = last.flatMap { $0.size == screen.size ? $0 : nil }
    if previous == nil, !hasDrawn || synchronizedOutput {
      // Cleared, then compared with a blank screen: blank cells cost nothing.
      output.append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
      output.terminal.style = .plain
      previous = Screen(size: screen.size)
    }
    hasDrawn = true
    let width = screen.size.width
    var changed = false
    for row in 0..<screen.size.height {
      let blankFrom = Self.trailingBlanks(of: screen, row: row)
      var column = 0
      while column < width {
        let cell = screen[row, column]
        if let previous, previous[row, column] == cell {
          // A short run of unchanged cells between changes is written again: cheaper than
          // the cursor move that would skip it.
          if output.canBridge(screen, previous, row: row, from: column) {
            column = output.draw(screen, row: row, column: column)
          } else {
            column += 1
          }
          continue
        }
        changed = true
        if column >= blankFrom, width - column >= 3 {
          output.eraseToEndOfLine(row: row, column: column)
          break
        }
        // A changed right half is redrawn from its left half.
        let start = cell.isContinuation && column > 0 ? column - 1 : column
        column = output.draw(screen, row: row, column: start)
      }
    }
    let visibilityChanged = output.terminal.cursorVisible != (screen.cursor != nil)
    let resting = screen.cursor ?? screen.focus
    let cursorMoves = resting != nil && output.terminal.cursor != resting
    if !changed && !visibilityChanged && !cursorMoves {
      last = screen
      return []
    }
    if screen.cursor == nil, output.terminal.cursorVisible != false {
      output.append("\u{1B}[?25l")
    }
    if let resting { output.move(to: resting) }
    if screen.cursor != nil, output.terminal.cursorVisible != true {
      output.append("\u{1B}[?25h")
    }
    output.terminal.cursorVisible = screen.cursor != nil
    if synchronizedOutput { output.append("\u{1B}[?2026l") }
    last = screen
    terminal = output.terminal
    return output.bytes
  }

  /// The column from which `row` is blank in the plain style to its end.
  private static func trailingBlanks(of screen: Screen, row: Int) -> Int {
    var column = screen.size.width
    while column > 0, screen[row, column - 1] == .blank { column -= 1 }
    return column
  }

  /// The terminal's cursor and style as the encoder last left them.
  private struct TerminalState: Sendable {
    var cursor: Position?
    var style: Style?
    var cursorVisible: Bool?
  }

  /// The bytes of a frame being built, and what the terminal's cursor and style are meanwhile.
  private struct Output {
    let colors: Bool
    let palette: Palette
    var bytes: [UInt8] = []
    var terminal: TerminalState

    init(colors: Bool, palette: Palette, terminal: TerminalState) {
      self.colors = colors
      self.palette = palette
      self.terminal = terminal
    }

    mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    mutating func move(to position: Position) {
      guard terminal.cursor != position else { return }
      append("\u{1B}[\(position.row + 1);\(position.column + 1)H")
      terminal.cursor = position
    }

    mutating func setStyle(_ style: Style) {
      guard terminal.style != style else { return }
      let parameters = ["0"] + style.sgrParameters(colors: colors, palette: palette)
      append("\u{1B}[\(parameters.joined(separator: ";"))m")
      terminal.style = style
    }

    /// The most unchanged cells written again rather than skipped with a cursor move (which
    /// takes 6 to 8 bytes).
    static let longestBridge = 4

    /// Whether the unchanged cells from `column` are better written than skipped: the cursor
    /// is already there, and within ``longestBridge`` cells of ASCII in the style already set a
    /// changed cell follows on the same row.
    func canBridge(_ screen: Screen, _ previous: Screen, row: Int, from column: Int) -> Bool {
      guard terminal.cursor == Position(row: row, column: column) else { return false }
      var next = column
      while next < screen.size.width, next - column < Self.longestBridge {
        let cell = screen[row, next]
        if previous[row, next] != cell { return next > column }
        guard cell.style == terminal.style, cell.character?.isASCII == true else { return false }
        next += 1
      }
      return next < screen.size.width && previous[row, next] != screen[row, next]
    }

    /// Blanks the row from `column` on, in the plain style (EL erases with the current
    /// background, so the style is reset first); the cursor stays where it is.
    mutating func eraseToEndOfLine(row: Int, column: Int) {
      move(to: Position(row: row, column: column))
      setStyle(.plain)
      append("\u{1B}[K")
    }

    /// Draws the cell at `row`, `column` and returns the column after it.
    mutating func draw(_ screen: Screen, row: Int, column: Int) -> Int {
      let cell = screen[row, column]
      move(to: Position(row: row, column: column))
      setStyle(cell.style)
      let character = cell.character ?? " "
      var end = column + 1
      while end < screen.size.width, screen[row, end].isContinuation { end += 1 }
      if end - column == 2, !Self.widthIsAgreed(character) {
        // Terminals disagree about the width of some emoji (a symbol made wide by U+FE0F):
        // both cells are blanked first, so one that draws it narrow leaves no stale half.
        append("  \u{1B}[\(row + 1);\(column + 1)H")
      }
      append(String(character))
      // Past a character whose width terminals agree on, the cursor is where the screen says;
      // past one they draw in different widths, it is addressed again before the next cell.
      terminal.cursor = Self.widthIsAgreed(character) ? Position(row: row, column: end) : nil
      return end
    }

    /// Whether terminals draw `character` in the cells ``Swift/Character/terminalWidth`` gives
    /// it: everything but emoji (one scalar or a sequence: presentation selectors, skin tones,
    /// ZWJ sequences and flags are where terminals and fonts differ).
    ///
    /// East-Asian-ambiguous characters (box drawing, `·`, `°`, arrows) are drawn one cell wide
    /// by the layout itself; a terminal that makes them wide breaks the layout with or without
    /// cursor moves, and `--ascii` (automatic on `TERM=linux`) draws none of them.
    static func widthIsAgreed(_ character: Character) -> Bool {
      if character.isASCII { return true }
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first else { return false }
      return !scalar.properties.isEmoji
    }
  }
}
