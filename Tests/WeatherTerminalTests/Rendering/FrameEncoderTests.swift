import Testing
import WeatherTerminal

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct FrameEncoderTests {
  let size = Size(width: 10, height: 3)

  @Test func firstFrameIsWholeAndSynchronized() {
    var renderer = FrameEncoder(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("hello", row: 1, column: 2, style: .bold)
    let output = text(renderer.render(screen))
    #expect(output.hasPrefix("\u{1B}[?2026h"))
    #expect(output.hasSuffix("\u{1B}[?25l\u{1B}[?2026l"))
    #expect(output.contains("\u{1B}[2J"))
    #expect(output.contains("\u{1B}[0;1mhello"))
  }

  @Test func withoutSynchronizedOutputNoFrameSwitchesTheMode() {
    var renderer = FrameEncoder(colors: true)
    var screen = Screen(size: Size(width: 10, height: 3))
    screen.write("hello", row: 0, column: 0)
    let first = text(renderer.render(screen))
    screen.write("x", row: 1, column: 3)
    let second = text(renderer.render(screen))
    for frame in [first, second] {
      #expect(!frame.isEmpty)
      #expect(!frame.contains("\u{1B}[?2026"))
    }
    // The style and the hidden cursor are known from the first frame: only the move and the
    // character.
    #expect(second == "\u{1B}[2;4Hx")
  }

  @Test func unchangedScreenWritesNothing() {
    var renderer = FrameEncoder(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("hello", row: 0, column: 0)
    _ = renderer.render(screen)
    #expect(renderer.render(screen).isEmpty)
  }

  @Test func onlyChangedCellsAreWritten() {
    var renderer = FrameEncoder(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("london", row: 1, column: 0)
    _ = renderer.render(screen)
    screen.write("x", row: 1, column: 3)
    screen.write("!", row: 2, column: 9)
    #expect(
      text(renderer.render(screen))
        == "\u{1B}[?2026h\u{1B}[2;4Hx\u{1B}[3;10H!\u{1B}[?2026l")
  }

  @Test func adjacentChangesNeedNoCursorMove() {
    var renderer = FrameEncoder(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    _ = renderer.render(screen)
    screen.write("abc", row: 0, column: 0)
    #expect(text(renderer.render(screen)) == "\u{1B}[?2026h\u{1B}[1;1Habc\u{1B}[?2026l")
  }

  /// Terminals agree on the width of CJK and of the box drawing the layout uses: no move
  /// between them and the next cell.
  @Test func theCursorIsFollowedAcrossCharactersOfAgreedWidth() {
    var renderer = FrameEncoder(colors: false)
    var screen = Screen(size: size)
    _ = renderer.render(screen)
    screen.write("東─·°x", row: 0, column: 0)
    #expect(text(renderer.render(screen)) == "\u{1B}[1;1H東─·°x")
  }

  /// An emoji may be drawn one cell wide or two (U+FE0F): both cells blanked first, and the
  /// next cell addressed.
  @Test func anEmojiIsRedrawnWholeAndTheNextCellAddressed() {
    var renderer = FrameEncoder(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    _ = renderer.render(screen)
    screen.write("⛅x", row: 0, column: 0)
    let output = text(renderer.render(screen))
    #expect(output.contains("\u{1B}[1;1H  \u{1B}[1;1H⛅\u{1B}[1;3Hx"), "\(output)")
  }

  /// After the first frame nothing clears the screen (a clear shows as a flash) unless the frame
  /// is synchronized: a redraw writes every cell, blank row ends erased with EL.
  @Test func aRedrawWithoutSynchronizedOutputOverwritesInsteadOfClearing() {
    var renderer = FrameEncoder(colors: false)
    var screen = Screen(size: size)
    screen.write("hello", row: 1, column: 0)
    #expect(text(renderer.render(screen)).contains("\u{1B}[2J"))
    renderer.invalidate()
    let redraw = text(renderer.render(screen))
    #expect(!redraw.contains("\u{1B}[2J"))
    #expect(
      redraw
        == "\u{1B}[1;1H\u{1B}[0m\u{1B}[K\u{1B}[2;1Hhello\u{1B}[K\u{1B}[3;1H\u{1B}[K\u{1B}[?25l")
    let resized = text(renderer.render(Screen(size: Size(width: 12, height: 2))))
    #expect(!resized.contains("\u{1B}[2J"))
    #expect(resized.components(separatedBy: "\u{1B}[K").count == 3)
  }

  /// Blanks at the end of a changed row cost one erase, not a space each.
  @Test func aRowEndingInBlanksIsErased() {
    var renderer = FrameEncoder(colors: false)
    var screen = Screen(size: size)
    screen.write("abcdefghij", row: 0, column: 0)
    _ = renderer.render(screen)
    screen.fill(row: 0, column: 2, width: 8)
    #expect(text(renderer.render(screen)) == "\u{1B}[1;3H\u{1B}[K")
  }

  /// The hidden cursor rests on the selection, for screen readers and braille displays.
  @Test func theHiddenCursorIsParkedOnTheFocus() {
    var renderer = FrameEncoder(colors: false)
    var screen = Screen(size: size)
    screen.focus = Position(row: 2, column: 1)
    #expect(text(renderer.render(screen)).hasSuffix("\u{1B}[?25l\u{1B}[3;2H"))
    screen.write("x", row: 0, column: 0)
    #expect(text(renderer.render(screen)) == "\u{1B}[1;1Hx\u{1B}[3;2H")
    screen.focus = Position(row: 1, column: 1)
    #expect(text(renderer.render(screen)) == "\u{1B}[2;2H")
  }

  @Test func resizeRedrawsWhole() {
    var renderer = FrameEncoder(colors: false, synchronizedOutput: true)
    _ = renderer.render(Screen(size: size))
    let output = text(renderer.render(Screen(size: Size(width: 12, height: 3))))
    #expect(output.contains("\u{1B}[2J"))
  }

  @Test func invalidateRedrawsWhole() {
    var renderer = FrameEncoder(colors: false, synchronizedOutput: true)
    let screen = Screen(size: size)
    _ = renderer.render(screen)
    renderer.invalidate()
    #expect(text(renderer.render(screen)).contains("\u{1B}[2J"))
  }

  @Test func colorsOffKeepsAttributes() {
    var colored = FrameEncoder(colors: true, synchronizedOutput: true)
    var plain = FrameEncoder(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("err", row: 0, column: 0, style: Style(foreground: .red, reverse: true))
    #expect(text(colored.render(screen)).contains("\u{1B}[0;7;31merr"))
    let output = text(plain.render(screen))
    #expect(output.contains("\u{1B}[0;7merr"))
    #expect(!output.contains("31m"))
  }

  @Test func cursorIsShownWhereTheScreenSays() {
    var renderer = FrameEncoder(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.cursor = Position(row: 1, column: 4)
    #expect(text(renderer.render(screen)).hasSuffix("\u{1B}[2;5H\u{1B}[?25h\u{1B}[?2026l"))
    screen.cursor = nil
    #expect(text(renderer.render(screen)).hasSuffix("\u{1B}[?25l\u{1B}[?2026l"))
  }

  @Test func theWayOutUndoesTheWayIn() {
    let modes = TerminalModes(synchronizedOutput: true, mouse: true)
    let enter = text(modes.enter)
    let leave = text(modes.leave)
    #expect(enter.contains("\u{1B}[?7l") && leave.contains("\u{1B}[?7h"))
    #expect(enter.contains("\u{1B}[?1049h") && leave.hasSuffix("\u{1B}[?1049l"))
    #expect(enter.contains("\u{1B}[?1006h") && leave.contains("\u{1B}[?1006l\u{1B}[?1000l"))
    #expect(leave.hasPrefix("\u{1B}[?2026l"))
    #expect(modes.leave.count <= TerminalModes.leaveCapacity)
    #expect(!text(TerminalModes().leave).contains("2026"))
    #expect(!text(TerminalModes().leave).contains("1006"))
  }
}
