import Testing
import WeatherTerminal

/// Reading a terminal's answer to "do you support synchronized output?" (DECRQM 2026 + DA1).
struct TerminalQueryTests {
  static let attributes = "\u{1B}[?62;22c"

  func answer(_ text: String) -> (query: TerminalQuery, typed: String) {
    var query = TerminalQuery()
    query.receive(Array(text.utf8))
    let typed = query.finish()
    return (query, String(decoding: typed, as: UTF8.self))
  }

  @Test func theRequestIsDECRQMForMode2026ThenTheBackgroundThenDA1() {
    #expect(
      TerminalQuery.request == Array("\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8))
  }

  /// OSC 11's answer, ended by ST or BEL, in 1 to 4 hex digits a channel, in pieces.
  @Test func theBackgroundColourIsRead() throws {
    let white = answer("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\" + Self.attributes)
    let colour = try #require(white.query.background)
    #expect(colour.red == 1 && colour.green == 1 && colour.blue == 1)
    #expect(white.typed == "")
    let dark = answer("\u{1B}]11;rgb:1e/1e/2e\u{07}" + Self.attributes)
    #expect(try #require(dark.query.background).blue == Double(0x2e) / 255)
    var query = TerminalQuery()
    for piece in ["\u{1B}]11;rgb:00", "00/0000/ff", "ff\u{1B}", "\\x", Self.attributes] {
      query.receive(Array(piece.utf8))
    }
    #expect(try #require(query.background).blue == 1)
    #expect(String(decoding: query.finish(), as: UTF8.self) == "x")
  }

  /// Another OSC, or a malformed colour, is not the answer: it goes on to the key decoder (which
  /// drops control strings).
  @Test func otherControlStringsAreLeftForTheDecoder() {
    let (query, typed) = answer(
      "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}]11;rgb:zz/00/00\u{07}" + Self.attributes)
    #expect(query.background == nil)
    #expect(typed == "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}\u{1B}]11;rgb:zz/00/00\u{07}")
  }

  @Test(arguments: [(1, true), (2, true), (0, false), (3, false), (4, false)])
  func modeStatus(_ status: Int, supported: Bool) {
    let (query, typed) = answer("\u{1B}[?2026;\(status)$y" + Self.attributes)
    #expect(query.isSupported == supported)
    #expect(query.isAnswered)
    #expect(typed == "")
  }

  @Test func aTerminalThatIgnoresDECRQMAnswersOnlyDA1() {
    let (query, typed) = answer("\u{1B}[?1;2c")
    #expect(!query.isSupported)
    #expect(query.isAnswered, "the DA1 answer ends the wait at once")
    #expect(typed == "")
  }

  @Test func anotherModesReportDoesNotCount() {
    let (query, _) = answer("\u{1B}[?2004;1$y" + Self.attributes)
    #expect(!query.isSupported)
  }

  @Test func anAnswerSplitAcrossReadsIsPieced() {
    let bytes = Array(("\u{1B}[?2026;2$y" + Self.attributes).utf8)
    var query = TerminalQuery()
    for byte in bytes {
      #expect(!query.isAnswered)
      query.receive([byte])
    }
    #expect(query.isSupported)
    #expect(query.isAnswered)
    #expect(query.finish() == [])
  }

  @Test func keysTypedMeanwhileAreKeptInOrder() {
    let (query, typed) = answer(
      "l\u{1B}[A\u{1B}[?2026;1$yo\u{1B}x" + Self.attributes + "n\u{1B}[1;5D")
    #expect(query.isSupported)
    #expect(typed == "l\u{1B}[Ao\u{1B}xn\u{1B}[1;5D")
  }

  @Test func withoutAnAnswerNothingIsSupportedAndAnUnfinishedSequenceIsKept() {
    var query = TerminalQuery()
    query.receive(Array("q\u{1B}[?20".utf8))
    #expect(!query.isAnswered)
    #expect(!query.isSupported)
    #expect(query.bufferedCount == 6)
    #expect(query.finish() == Array("q\u{1B}[?20".utf8))
  }

  @Test func anOverlongSequenceIsNoAnswer() {
    let long = "\u{1B}[?" + String(repeating: "1;", count: 20) + "c"
    let (query, typed) = answer(long)
    #expect(!query.isAnswered)
    #expect(typed == long)
  }
}
