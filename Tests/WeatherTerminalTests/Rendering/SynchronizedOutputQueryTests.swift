import Testing
import WeatherTerminal

/// Reading a terminal's answer to "do you support synchronized output?" (DECRQM 2026 + DA1).
struct SynchronizedOutputQueryTests {
  static let attributes = "\u{1B}[?62;22c"

  func answer(_ text: String) -> (query: SynchronizedOutputQuery, typed: String) {
    var query = SynchronizedOutputQuery()
    query.receive(Array(text.utf8))
    let typed = query.finish()
    return (query, String(decoding: typed, as: UTF8.self))
  }

  @Test func theRequestIsDECRQMForMode2026ThenDA1() {
    #expect(SynchronizedOutputQuery.request == Array("\u{1B}[?2026$p\u{1B}[c".utf8))
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
    var query = SynchronizedOutputQuery()
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
    var query = SynchronizedOutputQuery()
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
