import Testing
import WeatherTerminal
import WeatherText

@Suite struct ScreenTests {
  @Test func wideCharactersTakeTwoCells() {
    var screen = Screen(size: Size(width: 10, height: 1))
    let end = screen.write("東京a🌧", row: 0, column: 0)
    #expect(end == 7)
    #expect(screen[0, 0].character == "東")
    #expect(screen[0, 1].isContinuation)
    #expect(screen[0, 2].character == "京")
    #expect(screen[0, 4].character == "a")
    #expect(screen[0, 5].character == "🌧")
    #expect(screen[0, 6].isContinuation)
    #expect(screen.text == "東京a🌧")
  }

  @Test func widths() {
    #expect(Character("a").terminalWidth == 1)
    #expect(Character("é").terminalWidth == 1)
    #expect(Character("e\u{301}").terminalWidth == 1)
    #expect(Character("東").terminalWidth == 2)
    #expect(Character("한").terminalWidth == 2)
    #expect(Character("☀️").terminalWidth == 2)
    #expect(Character("⛅").terminalWidth == 2)
    #expect(Character("🇬🇧").terminalWidth == 2)
    #expect(Character("Ｗ").terminalWidth == 2)
    #expect(Character("\u{1B}").terminalWidth == nil)
    #expect(Character("\u{9B}").terminalWidth == nil)
    #expect(Character("\u{202E}").terminalWidth == nil)
    #expect("São Paulo 東京".terminalWidth == 14)
  }

  @Test func controlCharactersNeverReachTheScreen() {
    var screen = Screen(size: Size(width: 20, height: 1))
    screen.write("a\u{1B}[2Jb\u{07}c\u{9B}31md\u{202E}e", row: 0, column: 0)
    #expect(screen.text == "a[2Jbc31mde")
    #expect(screen.cells.allSatisfy { $0.character.map { $0.terminalWidth != nil } ?? true })
  }

  @Test func aPrependedFormatCharacterDoesNotHideTheCharacterAfterIt() {
    var screen = Screen(size: Size(width: 6, height: 1))
    #expect(screen.write("\u{6DD}3\u{600}東", row: 0, column: 0) == 3)
    #expect(screen.text == "3東")
    var narrow = Screen(size: Size(width: 2, height: 1))
    #expect(narrow.write("a\u{6DD}東", row: 0, column: 0) == 2)
    #expect(narrow.text == "a")
  }

  @Test func lineBreaksInTextBecomeSpaces() {
    var screen = Screen(size: Size(width: 10, height: 2))
    screen.write("a\nb\r\nc\td", row: 0, column: 0)
    #expect(screen.text == "a b c d\n")
  }

  @Test func wideCharacterThatDoesNotFitIsNotCutInHalf() {
    var screen = Screen(size: Size(width: 3, height: 1))
    #expect(screen.write("ab東", row: 0, column: 0) == 3)
    #expect(screen.text == "ab")
    #expect(screen[0, 2].character == " ")
    var limited = Screen(size: Size(width: 10, height: 1))
    #expect(limited.write("a東", row: 0, column: 0, limit: 2) == 2)
    #expect(limited.text == "a")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var screen = Screen(size: Size(width: 6, height: 1))
    screen.write("東京", row: 0, column: 0)
    screen.write("x", row: 0, column: 1)
    #expect(screen.text == " x京")
    screen.write("y", row: 0, column: 2)
    #expect(screen.text == " xy")
    #expect(!screen[0, 3].isContinuation)
  }

  @Test func writesOutsideTheScreenAreIgnored() {
    var screen = Screen(size: Size(width: 4, height: 2))
    screen.write("abcdef", row: 1, column: 2)
    screen.write("zz", row: 2, column: 0)
    screen.write("zz", row: -1, column: 0)
    #expect(screen.text == "\n  ab")
  }
}
