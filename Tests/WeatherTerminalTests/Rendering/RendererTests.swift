import Testing
import WeatherTerminal

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct RendererTests {
  let size = Size(width: 10, height: 3)

  @Test func firstFrameIsWholeAndSynchronized() {
    var renderer = Renderer(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("hello", row: 1, column: 2, style: .bold)
    let output = text(renderer.render(screen))
    #expect(output.hasPrefix("\u{1B}[?2026h"))
    #expect(output.hasSuffix("\u{1B}[?25l\u{1B}[?2026l"))
    #expect(output.contains("\u{1B}[2J"))
    #expect(output.contains("\u{1B}[0;1mhello"))
  }

  @Test func withoutSynchronizedOutputNoFrameSwitchesTheMode() {
    var renderer = Renderer(colors: true)
    var screen = Screen(size: Size(width: 10, height: 3))
    screen.write("hello", row: 0, column: 0)
    let first = text(renderer.render(screen))
    screen.write("x", row: 1, column: 3)
    let second = text(renderer.render(screen))
    for frame in [first, second] {
      #expect(!frame.isEmpty)
      #expect(!frame.contains("\u{1B}[?2026"))
    }
    #expect(second == "\u{1B}[2;4H\u{1B}[0mx\u{1B}[0m\u{1B}[?25l")
  }

  @Test func unchangedScreenWritesNothing() {
    var renderer = Renderer(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("hello", row: 0, column: 0)
    _ = renderer.render(screen)
    #expect(renderer.render(screen).isEmpty)
  }

  @Test func onlyChangedCellsAreWritten() {
    var renderer = Renderer(colors: true, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("london", row: 1, column: 0)
    _ = renderer.render(screen)
    screen.write("x", row: 1, column: 3)
    screen.write("!", row: 2, column: 9)
    #expect(
      text(renderer.render(screen))
        == "\u{1B}[?2026h\u{1B}[2;4H\u{1B}[0mx\u{1B}[3;10H!\u{1B}[0m\u{1B}[?25l\u{1B}[?2026l")
  }

  @Test func adjacentChangesNeedNoCursorMove() {
    var renderer = Renderer(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    _ = renderer.render(screen)
    screen.write("abc", row: 0, column: 0)
    #expect(text(renderer.render(screen)).contains("\u{1B}[1;1H\u{1B}[0mabc\u{1B}[0m"))
  }

  @Test func wideCharacterIsRedrawnWholeAndNextCellAddressed() {
    var renderer = Renderer(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    _ = renderer.render(screen)
    screen.write("東x", row: 0, column: 0)
    let output = text(renderer.render(screen))
    #expect(output.contains("\u{1B}[1;1H\u{1B}[0m  \u{1B}[1;1H東\u{1B}[1;3Hx"))
  }

  @Test func resizeRedrawsWhole() {
    var renderer = Renderer(colors: false, synchronizedOutput: true)
    _ = renderer.render(Screen(size: size))
    let output = text(renderer.render(Screen(size: Size(width: 12, height: 3))))
    #expect(output.contains("\u{1B}[2J"))
  }

  @Test func invalidateRedrawsWhole() {
    var renderer = Renderer(colors: false, synchronizedOutput: true)
    let screen = Screen(size: size)
    _ = renderer.render(screen)
    renderer.invalidate()
    #expect(text(renderer.render(screen)).contains("\u{1B}[2J"))
  }

  @Test func colorsOffKeepsAttributes() {
    var colored = Renderer(colors: true, synchronizedOutput: true)
    var plain = Renderer(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.write("err", row: 0, column: 0, style: Style(foreground: .red, reverse: true))
    #expect(text(colored.render(screen)).contains("\u{1B}[0;7;31merr"))
    let output = text(plain.render(screen))
    #expect(output.contains("\u{1B}[0;7merr"))
    #expect(!output.contains("31m"))
  }

  @Test func cursorIsShownWhereTheScreenSays() {
    var renderer = Renderer(colors: false, synchronizedOutput: true)
    var screen = Screen(size: size)
    screen.cursor = Position(row: 1, column: 4)
    #expect(text(renderer.render(screen)).hasSuffix("\u{1B}[2;5H\u{1B}[?25h\u{1B}[?2026l"))
    screen.cursor = nil
    #expect(text(renderer.render(screen)).hasSuffix("\u{1B}[?25l\u{1B}[?2026l"))
  }
}
