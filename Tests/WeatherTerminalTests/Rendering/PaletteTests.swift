import Testing
import WeatherTerminal

/// Colours readable on the terminal's background, in the colours it says it has.
struct PaletteTests {
  @Test func depthIsWhatTheTerminalSays() {
    #expect(Palette.depth(environment: ["TERM": "xterm"]) == .basic)
    #expect(Palette.depth(environment: ["TERM": "xterm-256color"]) == .ansi256)
    #expect(
      Palette.depth(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor
    )
    #expect(Palette.depth(environment: ["TERM": "xterm-direct"]) == .truecolor)
    #expect(Palette.depth(environment: ["TERM": "linux", "COLORTERM": "yes"]) == .basic)
  }

  @Test func themeFromTheBackgroundElseCOLORFGBG() {
    #expect(Palette.theme(background: (1, 1, 1), environment: [:]) == .light)
    #expect(
      Palette.theme(background: (0.12, 0.12, 0.18), environment: ["COLORFGBG": "0;15"]) == .dark)
    #expect(Palette.theme(background: nil, environment: ["COLORFGBG": "0;15"]) == .light)
    #expect(Palette.theme(background: nil, environment: ["COLORFGBG": "15;default;0"]) == .dark)
    #expect(Palette.theme(background: nil, environment: [:]) == nil)
  }

  func frame(_ palette: Palette, colors: Bool = true, _ style: Style) -> String {
    var renderer = FrameEncoder(colors: colors)
    renderer.palette = palette
    var screen = Screen(size: Size(width: 4, height: 1))
    screen.write("w", row: 0, column: 0, style: style)
    return String(decoding: renderer.render(screen), as: UTF8.self)
  }

  /// A warning (yellow) and the focused pane (cyan) on white: dark orange and dark blue.
  @Test(arguments: [
    (Palette.Depth.basic, "35", "34"), (.ansi256, "38;5;130", "38;5;25"),
    (.truecolor, "38;2;175;95;0", "38;2;0;95;175"),
  ])
  func lightBackgrounds(_ depth: Palette.Depth, _ warning: String, _ focus: String) {
    let light = Palette(theme: .light, depth: depth)
    #expect(frame(light, .warning).contains("\u{1B}[0;\(warning)mw"))
    #expect(frame(light, Style(foreground: .cyan, bold: true)).contains("\u{1B}[0;1;\(focus)mw"))
    #expect(frame(light, .error).contains("\u{1B}[0;31mw"))
    #expect(frame(Palette(theme: .dark, depth: depth), .warning).contains("\u{1B}[0;33mw"))
  }

  /// NO_COLOR wins over any theme: attributes only.
  @Test func noColorWins() {
    let output = frame(
      Palette(theme: .light, depth: .truecolor), colors: false, Style(foreground: .cyan, bold: true)
    )
    #expect(output.contains("\u{1B}[0;1mw"))
    #expect(!output.contains("38;"))
  }
}
