import Testing
import WeatherTerminal
import WeatherText

/// The package's one control-character sanitizer, used by the app's screens and by the command
/// line's output.
struct TerminalTextTests {
  static let hostile =
    "Ev\u{1B}[31mil\u{1B}]0;owned\u{07}Ci\u{1B}]8;;http://x\u{1B}\\ty\u{1B}[2J\u{9B}1A\u{202E}"

  @Test func cleanDropsEveryControlAndBidiCharacter() {
    #expect(TerminalText.clean(Self.hostile) == "Ev[31mil]0;ownedCi]8;;http://x\\ty[2J1A")
    #expect(TerminalText.clean("a\u{0}b\u{7F}c\u{80}d\u{9F}e") == "abcde")
    #expect(
      TerminalText.clean("\u{202A}\u{202B}\u{202C}\u{202D}x\u{2066}\u{2067}\u{2068}\u{2069}") == "x"
    )
    #expect(TerminalText.clean("left\u{200F}right\u{200B}") == "leftright")
  }

  @Test func cleanKeepsLineBreaksAndTabsAsSpaces() {
    #expect(TerminalText.clean("Lon\u{1B}[31mdon\r\nTown\u{0}") == "Lon[31mdon Town")
    #expect(TerminalText.clean("a\tb\nc\u{2028}d\u{85}e") == "a b c d e")
  }

  @Test func cleanKeepsWhatATerminalDraws() {
    let names = ["São Paulo", "e\u{301}", "東京", "서울", "☀️ Zürich", "🇬🇧", "Ｗ"]
    for name in names { #expect(TerminalText.clean(name) == name) }
    #expect(TerminalText.clean(Substring("Paris")) == "Paris")
  }

  @Test func outputKeepsLineBreaksAndOnlyItsOwnColours() {
    let text = "\u{1B}[1mLondon\u{1B}[0m\n\u{1B}[38;5;208mhot\u{1B}[0m\u{1B}]0;t\u{07}\u{1B}[2J\t!"
    #expect(
      TerminalText.output(text, keepingStyles: true)
        == "\u{1B}[1mLondon\u{1B}[0m\n\u{1B}[38;5;208mhot\u{1B}[0m]0;t[2J!")
    #expect(
      TerminalText.output(text, keepingStyles: false) == "[1mLondon[0m\n[38;5;208mhot[0m]0;t[2J!")
  }

  @Test func outputDropsAnUnfinishedOrOverlongColourSequence() {
    #expect(TerminalText.output("a\u{1B}[31", keepingStyles: true) == "a[31")
    let long = "\u{1B}[" + String(repeating: "1;", count: 10) + "m"
    #expect(TerminalText.output(long, keepingStyles: true) == String(long.dropFirst()))
    #expect(TerminalText.output("plain\n", keepingStyles: true) == "plain\n")
  }

  /// A prepended format character (U+06DD, U+0600, U+110BD) joins the character after it into
  /// one grapheme: the format character goes, what it joined stays.
  @Test func aPrependedFormatCharacterGoesButWhatItJoinedStays() {
    #expect(TerminalText.clean("\u{6DD}3") == "3")
    #expect(TerminalText.clean("a\u{600}\u{600}12 b") == "a12 b")
    #expect(TerminalText.clean("\u{110BD}x\u{301}") == "x\u{301}")
    #expect(TerminalText.clean("x\u{6DD}\u{301}y") == "xy")
    #expect(TerminalText.clean(String(repeating: "\u{6DD}", count: 10_000) + "3") == "3")
    #expect(TerminalText.output("\u{6DD}3\n\u{6DD}4", keepingStyles: false) == "3\n4")
    #expect(TerminalText.output("\u{6DD}3\u{1B}[1m", keepingStyles: true) == "3\u{1B}[1m")
  }

  /// A mark with nothing of its own to join (after a removed control) goes: kept, it joined the
  /// `m` of a colour sequence when cleaned again. The fuzz target's input, minimized.
  @Test func aMarkWithNothingToJoinGoesSoCleaningTwiceChangesNothing() {
    #expect(TerminalText.clean("r\u{16}\u{302E} e") == "r e")
    #expect(TerminalText.clean("\u{301}x") == "x")
    #expect(TerminalText.clean("e\u{301}") == "e\u{301}")
    let styled = "evi\u{1B}[0m\u{16}\u{302E} evi"
    let once = TerminalText.output(styled, keepingStyles: true)
    #expect(once == "evi\u{1B}[0m evi")
    #expect(TerminalText.output(once, keepingStyles: true) == once)
  }

  @Test func aPrependedFormatCharacterNeverLetsAControlThrough() {
    #expect(TerminalText.clean("\u{6DD}\u{1B}[2J\u{6DD}\u{202E}z") == "[2Jz")
    #expect(TerminalText.clean("\u{6DD}\u{200B}\u{6DD}") == "")
  }
}
