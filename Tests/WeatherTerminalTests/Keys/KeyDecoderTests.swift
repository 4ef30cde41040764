import Testing
import WeatherTerminal

/// Decodes `input` in one read and flushes, as the terminal layer does after a quiet pause.
private func decodeAll(_ input: String) -> [InputEvent] {
  var decoder = KeyDecoder()
  return decoder.decode(Array(input.utf8)) + decoder.flush()
}

/// Decodes `input` one byte per read: every sequence split at every place.
private func decodeByteByByte(_ input: String) -> [InputEvent] {
  var decoder = KeyDecoder()
  var events: [InputEvent] = []
  for byte in input.utf8 { events += decoder.decode([byte]) }
  return events + decoder.flush()
}

private let esc = "\u{1B}"

@Suite struct KeyDecoderTests {
  /// The terminal's answers to the start-up query, arriving after the wait for them ended, are
  /// dropped whole: never typed into the search box.
  @Test func lateCapabilityAnswersAreNoKeys() {
    let answers = "\(esc)[?2026;2$y\(esc)[?62;22c"
    #expect(decodeAll(answers + "l") == [.key(.character("l"))])
    #expect(decodeByteByByte(answers + "l") == [.key(.character("l"))])
  }

  @Test func asciiText() {
    #expect(decodeAll("lond") == "lond".map { .key(.character($0)) })
  }

  @Test func utf8TextOfEveryLength() {
    // 2, 3 and 4 bytes.
    let text = "é東🌧"
    #expect(decodeAll(text) == text.unicodeScalars.map { .key(.character(Character($0))) })
    #expect(decodeByteByByte(text) == decodeAll(text))
  }

  @Test func invalidUTF8IsDroppedNotTyped() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0xFF, 0x61, 0xC3, 0x28]) == [.key(.character("a")), .key(.character("("))])
    #expect(decoder.flush() == [])
  }

  @Test func controlKeys() {
    #expect(decodeAll("\r") == [.key(.enter)])
    #expect(decodeAll("\n") == [.key(.enter)])
    #expect(decodeAll("\t") == [.key(.tab)])
    #expect(decodeAll("\u{7F}") == [.key(.backspace)])
    #expect(decodeAll("\u{08}") == [.key(.backspace)])
    #expect(decodeAll("\u{03}") == [.key(.character("c"), .control)])
    #expect(decodeAll("\u{1A}") == [.key(.character("z"), .control)])
    #expect(decodeAll("\u{01}") == [.key(.character("a"), .control)])
    #expect(decodeAll("\u{00}") == [.key(.character(" "), .control)])
    #expect(decodeAll("\u{1C}") == [.key(.character("\\"), .control)])
  }

  @Test func loneEscapeIsHeldUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func escapeThenSequenceInLaterReadIsTheSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[A".utf8)) == [.key(.up)])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func doubleEscapeIsTwoEscapeKeys() {
    #expect(decodeAll(esc + esc) == [.key(.escape), .key(.escape)])
  }

  @Test func altIsAnEscapePrefix() {
    #expect(decodeAll(esc + "f") == [.key(.character("f"), .alt)])
    #expect(decodeAll(esc + "\u{7F}") == [.key(.backspace, .alt)])
    #expect(decodeAll(esc + "é") == [.key(.character("é"), .alt)])
  }

  @Test func csiCursorKeys() {
    let cases: [(String, Key)] = [
      ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
      ("[1~", .home), ("[2~", .insert), ("[3~", .delete), ("[4~", .end), ("[5~", .pageUp),
      ("[6~", .pageDown), ("[7~", .home), ("[8~", .end),
    ]
    for (sequence, key) in cases {
      #expect(decodeAll(esc + sequence) == [.key(key)], "\(sequence)")
      #expect(decodeByteByByte(esc + sequence) == [.key(key)], "\(sequence) split")
    }
  }

  @Test func ss3Keys() {
    let cases: [(String, Key)] = [
      ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left), ("OH", .home), ("OF", .end),
      ("OP", .function(1)), ("OQ", .function(2)), ("OR", .function(3)), ("OS", .function(4)),
      ("OM", .enter),
    ]
    for (sequence, key) in cases {
      #expect(decodeAll(esc + sequence) == [.key(key)], "\(sequence)")
      #expect(decodeByteByByte(esc + sequence) == [.key(key)], "\(sequence) split")
    }
  }

  @Test func functionKeys() {
    let cases: [(String, Int)] = [
      ("[11~", 1), ("[12~", 2), ("[13~", 3), ("[14~", 4), ("[15~", 5), ("[17~", 6), ("[18~", 7),
      ("[19~", 8), ("[20~", 9), ("[21~", 10), ("[23~", 11), ("[24~", 12), ("[1;2P", 1),
    ]
    for (sequence, number) in cases {
      let expected: Modifiers = sequence == "[1;2P" ? .shift : []
      #expect(decodeAll(esc + sequence) == [.key(.function(number), expected)], "\(sequence)")
    }
  }

  @Test func xtermModifiers() {
    #expect(decodeAll(esc + "[1;2A") == [.key(.up, .shift)])
    #expect(decodeAll(esc + "[1;3B") == [.key(.down, .alt)])
    #expect(decodeAll(esc + "[1;5C") == [.key(.right, .control)])
    #expect(decodeAll(esc + "[1;6D") == [.key(.left, [.shift, .control])])
    #expect(decodeAll(esc + "[1;8H") == [.key(.home, [.shift, .alt, .control])])
    #expect(decodeAll(esc + "[3;5~") == [.key(.delete, .control)])
    #expect(decodeAll(esc + "[5;3~") == [.key(.pageUp, .alt)])
    #expect(decodeByteByByte(esc + "[1;5C") == [.key(.right, .control)])
  }

  @Test func shiftTab() {
    #expect(decodeAll(esc + "[Z") == [.key(.tab, .shift)])
  }

  @Test func csiUForm() {
    #expect(decodeAll(esc + "[99;5u") == [.key(.character("c"), .control)])
    #expect(decodeAll(esc + "[13u") == [.key(.enter)])
    #expect(decodeAll(esc + "[9;2u") == [.key(.tab, .shift)])
    #expect(decodeAll(esc + "[27u") == [.key(.escape)])
    #expect(decodeAll(esc + "[127u") == [.key(.backspace)])
    #expect(decodeAll(esc + "[97:65;2u") == [.key(.character("a"), .shift)])
  }

  /// SGR (1006) mouse reports: x and y from 1, buttons, the wheel, modifiers; motions dropped.
  @Test func mouseReports() {
    #expect(
      decodeAll(esc + "[<0;10;5M" + "x")
        == [
          .mouse(MouseEvent(.press(button: 0), at: Position(row: 4, column: 9))),
          .key(.character("x")),
        ])
    #expect(
      decodeAll(esc + "[<0;10;5m") == [
        .mouse(MouseEvent(.release(button: 0), at: Position(row: 4, column: 9)))
      ])
    #expect(
      decodeAll(esc + "[<64;1;1M") == [
        .mouse(MouseEvent(.wheelUp, at: Position(row: 0, column: 0)))
      ])
    #expect(
      decodeAll(esc + "[<65;3;2M") == [
        .mouse(MouseEvent(.wheelDown, at: Position(row: 1, column: 2)))
      ])
    #expect(
      decodeAll(esc + "[<20;200;100M")
        == [
          .mouse(
            MouseEvent(
              .press(button: 0), at: Position(row: 99, column: 199), modifiers: [.shift, .control]))
        ])
    #expect(decodeAll(esc + "[<32;10;5M" + "x") == [.key(.character("x"))], "a motion")
    #expect(decodeAll(esc + "[<0;0;5M" + "x") == [.key(.character("x"))], "no column 0")
    #expect(decodeAll(esc + "[<0;9999999;5M" + "x") == [.key(.character("x"))], "too large")
  }

  @Test func unknownAndPrivateSequencesAreDroppedWhole() {
    // A focus event, an unknown `~` key, a device-attributes reply.
    #expect(decodeAll(esc + "[I" + "x") == [.key(.character("x"))])
    #expect(decodeAll(esc + "[99~" + "x") == [.key(.character("x"))])
    #expect(decodeAll(esc + "[?1;2c" + "x") == [.key(.character("x"))])
  }

  /// A terminal's answers that are control strings (an OSC 11 background colour, a DECRQSS
  /// setting, APC, PM, SOS), ended by ST or BEL, are dropped whole in any split: they were
  /// typed into the search box ("11;rgb:00/00/00").
  @Test(arguments: [
    esc + "]11;rgb:0000/0000/0000" + esc + "\\", esc + "]11;rgb:0000/0000/0000\u{07}",
    esc + "P1$r0m" + esc + "\\", esc + "_apc" + esc + "\\", esc + "^pm" + esc + "\\",
    esc + "Xsos\u{07}", esc + "]52;c;" + String(repeating: "QUJD", count: 500) + "\u{07}",
  ])
  func controlStringsAreDroppedWhole(_ answer: String) {
    #expect(decodeAll(answer + "l") == [.key(.character("l"))])
    #expect(decodeByteByByte(answer + "l") == [.key(.character("l"))])
    #expect(decodeAll("a" + answer + esc + "[B") == [.key(.character("a")), .key(.down)])
  }

  /// The same two bytes alone, or followed by keys without an end, are what the user typed:
  /// Alt and the key, then the keys.
  @Test func aControlStringWithoutItsEndIsKeys() {
    #expect(decodeAll(esc + "]") == [.key(.character("]"), .alt)])
    #expect(decodeAll(esc + "P") == [.key(.character("P"), .alt)])
    #expect(
      decodeAll(esc + "Par") == [
        .key(.character("P"), .alt), .key(.character("a")), .key(.character("r")),
      ])
    // An Esc inside ends the string: what follows it is read again.
    #expect(decodeAll(esc + "]0;x" + esc + "[A") == [.key(.up)])
    // Past the longest string waited for, the bytes are keys again, never held for ever.
    var decoder = KeyDecoder()
    let long = decoder.decode(Array((esc + "]" + String(repeating: "x", count: 5000)).utf8))
    #expect(long.first == .key(.character("]"), .alt))
    #expect(long.count == 5001)
    #expect(!decoder.isAwaitingMore)
  }

  @Test func manyKeysInOneRead() {
    #expect(
      decodeAll("lo" + esc + "[B\r\t" + esc + "[Zq")
        == [
          .key(.character("l")), .key(.character("o")), .key(.down), .key(.enter), .key(.tab),
          .key(.tab, .shift), .key(.character("q")),
        ])
  }

  @Test func brokenSequenceIsEscapeThenKeys() {
    // ESC [ then a control byte: not a sequence.
    #expect(decodeAll(esc + "[\r") == [.key(.escape), .key(.character("["), []), .key(.enter)])
  }

  @Test func partialSequenceIsHeldAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array((esc + "[1;").utf8)) == [])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.decode(Array("5A".utf8)) == [.key(.up, .control)])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func partialUTF8IsHeldAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("東".utf8)
    #expect(decoder.decode(bytes.prefix(2)) == [])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.decode(bytes.suffix(1)) == [.key(.character("東"))])
  }

  @Test func overlongSequenceIsDropped() {
    let long = esc + "[" + String(repeating: "1;", count: 40) + "A" + "x"
    #expect(decodeAll(long).last == .key(.character("x")))
    #expect(!decodeAll(long).contains(.key(.up)))
  }

  @Test func bracketedPaste() {
    let pasted = "new york\r\n" + esc + "[A\u{03}"
    let input = esc + "[200~" + pasted + esc + "[201~" + "x"
    #expect(decodeAll(input) == [.paste(pasted), .key(.character("x"))])
    #expect(decodeByteByByte(input) == [.paste(pasted), .key(.character("x"))])
  }

  @Test func pasteEndMarkerSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array((esc + "[200~abc" + esc + "[20").utf8)) == [])
    #expect(decoder.isInPaste)
    // Waiting for the end of a paste is not a lone Esc.
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(Array("1~".utf8)) == [.paste("abc")])
    #expect(!decoder.isInPaste)
  }

  @Test func pasteIsCapped() {
    let big = String(repeating: "a", count: KeyDecoder.maxPasteBytes + 100)
    let events = decodeAll(esc + "[200~" + big + esc + "[201~")
    #expect(events == [.paste(String(repeating: "a", count: KeyDecoder.maxPasteBytes))])
  }
}
