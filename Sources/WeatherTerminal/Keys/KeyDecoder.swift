/// Turns the bytes a terminal sends in raw mode into key presses and pastes.
///
/// Reads can split anything (a UTF-8 character, an escape sequence, a paste), so the decoder
/// keeps what it cannot finish yet and finishes it with the next read. An Esc byte alone at the
/// end of a read is either the Esc key or the start of a sequence still on its way: the decoder
/// holds it (``isAwaitingMore``) and the caller, after a short wait with no more input, calls
/// ``flush()`` to take it as the Esc key — the way every terminal program tells them apart.
///
/// Understood: UTF-8 text; C0 control keys (Ctrl-A … Ctrl-Z, Tab, Enter, Backspace); Alt as an
/// Esc prefix; CSI sequences (`ESC [`) for arrows, Home/End, Insert/Delete, Page Up/Down,
/// F1–F12 with xterm modifier parameters, Shift-Tab, and `CSI … u` (the fixterms/kitty form);
/// SS3 sequences (`ESC O`) for application-mode arrows, Home/End and F1–F4; bracketed paste
/// (`ESC [ 200 ~` … `ESC [ 201 ~`). Sequences it does not know are dropped whole, never typed,
/// and so are control strings (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`, SOS `ESC X`,
/// ended by ST `ESC \` or BEL): a terminal's answers to queries (a colour, a setting), which
/// would otherwise be typed into the search box. The same two bytes alone are Alt and the key.
public struct KeyDecoder: Sendable {
  /// The most bytes of one paste kept; the rest is dropped (a paste is typed into a search box).
  public static let maxPasteBytes = 64 * 1024
  /// The longest escape sequence accepted; a longer one is malformed and dropped.
  static let maxSequenceBytes = 64
  /// The longest control string waited for; past it, without its end, the bytes are keys.
  static let maxControlStringBytes = 4096
  /// The bytes after Esc that open a control string: `]` OSC, `P` DCS, `_` APC, `^` PM, `X` SOS.
  private static let controlStringIntroducers: Set<UInt8> = [0x5D, 0x50, 0x5F, 0x5E, 0x58]

  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes are held that a later read may complete (a lone Esc, a partial sequence or
  /// character); if no more input comes soon, call ``flush()``.
  public var isAwaitingMore: Bool { !pending.isEmpty && paste == nil }

  /// Whether a bracketed paste has started and not ended.
  public var isInPaste: Bool { paste != nil }

  /// Decodes `bytes`, read from the terminal after whatever came before.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    let consumed = parse(&events, final: false)
    pending.removeFirst(consumed)
    return events
  }

  /// Takes what is held as final: a lone Esc is the Esc key, a partial sequence is dropped.
  public mutating func flush() -> [InputEvent] {
    // Inside a paste only the end marker can be held, and it is worth waiting for.
    guard paste == nil else { return [] }
    var events: [InputEvent] = []
    _ = parse(&events, final: true)
    pending.removeAll()
    return events
  }

  // MARK: Parsing

  /// Parses `pending` into `events` and returns how many bytes were used.
  private mutating func parse(_ events: inout [InputEvent], final: Bool) -> Int {
    var index = 0
    let bytes = pending
    while index < bytes.count {
      if paste != nil {
        let (next, complete) = continuePaste(bytes, from: index, &events)
        index = next
        if !complete { return index }
        continue
      }
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        guard index + 1 < bytes.count else {
          if final {
            events.append(.key(.escape))
            return bytes.count
          }
          return index
        }
        if Self.controlStringIntroducers.contains(bytes[index + 1]),
          let result = controlString(bytes, from: index, final: final)
        {
          switch result {
          case .incomplete: return index
          case .sequence(let length, _): index += length
          }
          continue
        }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
          switch csi(bytes, from: index, final: final) {
          case .incomplete: return index
          case .sequence(let length, let event):
            if let event { events.append(event) }
            index += length
          }
        case UInt8(ascii: "O"):
          guard index + 2 < bytes.count else {
            if final {
              events.append(.key(.character("O"), .alt))
              return bytes.count
            }
            return index
          }
          if let key = Self.ss3Keys[bytes[index + 2]] { events.append(.key(key)) }
          index += 3
        case 0x1B:
          // Esc Esc: the first is the Esc key; the second starts again.
          events.append(.key(.escape))
          index += 1
        default:
          // Esc then a key: that key with Alt.
          switch key(bytes, at: index + 1, final: final) {
          case .incomplete: return index
          case .key(let length, let press):
            if var press {
              press.modifiers.insert(.alt)
              events.append(.key(press))
            }
            index += 1 + length
          }
        }
      default:
        switch key(bytes, at: index, final: final) {
        case .incomplete: return index
        case .key(let length, let press):
          if let press { events.append(.key(press)) }
          index += length
        }
      }
    }
    return index
  }

  private enum KeyResult {
    case incomplete
    /// `length` bytes read; `nil` when they were not a key (invalid UTF-8).
    case key(length: Int, KeyPress?)
  }

  /// The key starting at `index`: a control byte or one UTF-8 character (a grapheme cluster
  /// made of several characters arrives as several keys; the text they type is the same).
  private func key(_ bytes: [UInt8], at index: Int, final: Bool) -> KeyResult {
    let byte = bytes[index]
    switch byte {
    case 0x0D, 0x0A: return .key(length: 1, KeyPress(.enter))
    case 0x09: return .key(length: 1, KeyPress(.tab))
    case 0x7F, 0x08: return .key(length: 1, KeyPress(.backspace))
    case 0x00: return .key(length: 1, KeyPress(.character(" "), .control))
    case 0x01...0x1A:
      return .key(length: 1, KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), .control))
    case 0x1B: return .key(length: 1, KeyPress(.escape))
    case 0x1C...0x1F:
      return .key(length: 1, KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), .control))
    case 0x20...0x7E:
      return .key(length: 1, KeyPress(.character(Character(Unicode.Scalar(byte)))))
    default:
      return utf8Character(bytes, at: index, final: final)
    }
  }

  private func utf8Character(_ bytes: [UInt8], at index: Int, final: Bool) -> KeyResult {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(length: 1, nil)
    }
    var available = 1
    while available < length, index + available < bytes.count,
      bytes[index + available] & 0xC0 == 0x80
    {
      available += 1
    }
    if available < length {
      // Cut by the end of the read: wait for the rest, unless a byte that cannot continue it
      // is already here.
      if index + available == bytes.count, !final { return .incomplete }
      return .key(length: available, nil)
    }
    var decoder = UTF8()
    var iterator = bytes[index..<index + length].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return .key(length: length, nil)
    }
    // C1 controls are not keys.
    if (0x80...0x9F).contains(scalar.value) { return .key(length: length, nil) }
    return .key(length: length, KeyPress(.character(Character(scalar))))
  }

  private enum SequenceResult {
    case incomplete
    /// A sequence `length` bytes long, and its event (`nil` for one not understood).
    case sequence(length: Int, InputEvent?)
  }

  /// The CSI sequence starting at `start` (`ESC [`): parameter bytes 0x30–0x3F, intermediate
  /// bytes 0x20–0x2F, then one final byte 0x40–0x7E (ECMA-48 5.4).
  private mutating func csi(_ bytes: [UInt8], from start: Int, final: Bool) -> SequenceResult {
    var index = start + 2
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x3F:
        index += 1
        if index - start > Self.maxSequenceBytes { return .sequence(length: index - start, nil) }
      case 0x40...0x7E:
        let parameters = bytes[(start + 2)..<index]
        let length = index + 1 - start
        return .sequence(length: length, csiEvent(parameters, final: byte))
      default:
        // Not a sequence after all: the Esc key, then the rest read as keys.
        return .sequence(length: 1, .key(.escape))
      }
    }
    if final { return .sequence(length: bytes.count - start, .key(.escape)) }
    return .incomplete
  }

  /// The control string starting at `start` (Esc and an introducer) up to and with its end:
  /// ST (`ESC \`) or BEL. An Esc followed by anything else ends it too (ECMA-48: the string is
  /// cut off, and that Esc starts what follows). `nil` when it is no control string: at the
  /// end of input without its end, or past ``maxControlStringBytes`` — then the bytes are read
  /// as keys, Alt and the introducer first, as before the string was suspected.
  private func controlString(_ bytes: [UInt8], from start: Int, final: Bool) -> SequenceResult? {
    var index = start + 2
    while index < bytes.count, index - start <= Self.maxControlStringBytes {
      switch bytes[index] {
      case 0x07:
        return .sequence(length: index + 1 - start, nil)
      case 0x1B:
        guard index + 1 < bytes.count else { return final ? nil : .incomplete }
        if bytes[index + 1] == UInt8(ascii: "\\") {
          return .sequence(length: index + 2 - start, nil)
        }
        return .sequence(length: index - start, nil)
      default:
        index += 1
      }
    }
    if index - start > Self.maxControlStringBytes || final { return nil }
    return .incomplete
  }

  private mutating func csiEvent(_ parameterBytes: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
    if parameterBytes.first == UInt8(ascii: "<") {
      return Self.mouse(parameterBytes.dropFirst(), final: final).map(InputEvent.mouse)
    }
    // Private sequences (`CSI ? …`, `CSI > …`) are replies, not keys.
    if let first = parameterBytes.first, (0x3C...0x3F).contains(first) { return nil }
    let parameters = Self.parameters(parameterBytes)
    let modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : nil)
    switch final {
    case UInt8(ascii: "A"): return .key(.up, modifiers)
    case UInt8(ascii: "B"): return .key(.down, modifiers)
    case UInt8(ascii: "C"): return .key(.right, modifiers)
    case UInt8(ascii: "D"): return .key(.left, modifiers)
    case UInt8(ascii: "H"): return .key(.home, modifiers)
    case UInt8(ascii: "F"): return .key(.end, modifiers)
    case UInt8(ascii: "Z"): return .key(.tab, modifiers.union(.shift))
    case UInt8(ascii: "P"): return .key(.function(1), modifiers)
    case UInt8(ascii: "Q"): return .key(.function(2), modifiers)
    case UInt8(ascii: "R"): return .key(.function(3), modifiers)
    case UInt8(ascii: "S"): return .key(.function(4), modifiers)
    case UInt8(ascii: "~"):
      guard let number = parameters.first ?? nil else { return nil }
      if number == 200 {
        paste = []
        return nil
      }
      guard let key = Self.tildeKeys[number] else { return nil }
      return .key(key, modifiers)
    case UInt8(ascii: "u"):
      guard let code = parameters.first ?? nil else { return nil }
      let key: Key
      switch code {
      case 13: key = .enter
      case 9: key = .tab
      case 27: key = .escape
      case 127, 8: key = .backspace
      default:
        guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
        key = .character(Character(scalar))
      }
      return .key(key, modifiers)
    default:
      return nil
    }
  }

  /// An SGR mouse report, `CSI < b ; x ; y M` (pressed) or `m` (released), x and y from 1: the
  /// low two bits of `b` are the button, 4 Shift, 8 Alt, 16 Ctrl, 32 a motion, 64 the wheel.
  /// Motions (reported only in modes the app does not turn on) and other buttons are dropped.
  private static func mouse(_ bytes: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
    let values = parameters(bytes)
    guard values.count == 3, let code = values[0] ?? nil, let x = values[1] ?? nil,
      let y = values[2] ?? nil, x >= 1, y >= 1,
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), code & 32 == 0
    else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let kind: MouseEvent.Kind
    switch (code & 0b1100_0011, final == UInt8(ascii: "M")) {
    case (64, true): kind = .wheelUp
    case (65, true): kind = .wheelDown
    case (let button, true) where button < 3: kind = .press(button: button)
    case (let button, false) where button < 3: kind = .release(button: button)
    default: return nil
    }
    return MouseEvent(kind, at: Position(row: y - 1, column: x - 1), modifiers: modifiers)
  }

  /// `1;5` → [1, 5]; an empty parameter is `nil` (its default); `:`-subparameters are ignored.
  private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?] {
    guard !bytes.isEmpty else { return [] }
    return bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      field in
      let main = field.prefix { $0 != UInt8(ascii: ":") }
      guard !main.isEmpty, main.count <= 6, main.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return nil
      }
      return main.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
  }

  /// xterm's modifier parameter: 1 + the bits of ``Modifiers``.
  private static func modifiers(_ parameter: Int??) -> Modifiers {
    guard let value = parameter ?? nil, value > 1, value <= 256 else { return [] }
    return Modifiers(rawValue: UInt8(truncatingIfNeeded: value - 1) & 0x0F)
  }

  private static let tildeKeys: [Int: Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12),
  ]

  private static let ss3Keys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    UInt8(ascii: "M"): .enter, UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2),
    UInt8(ascii: "R"): .function(3), UInt8(ascii: "S"): .function(4),
  ]

  // MARK: Bracketed paste

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Collects pasted bytes up to the end marker; returns the index to go on from, and whether
  /// the paste ended (when it did not, the bytes from that index are kept for the next read).
  private mutating func continuePaste(
    _ bytes: [UInt8], from index: Int, _ events: inout [InputEvent]
  ) -> (next: Int, ended: Bool) {
    let end = Self.pasteEnd
    var scan = index
    while scan < bytes.count {
      if bytes[scan] == 0x1B {
        let available = min(end.count, bytes.count - scan)
        if bytes[scan..<scan + available].elementsEqual(end.prefix(available)) {
          appendPaste(bytes[index..<scan])
          guard available == end.count else {
            // The end marker may be arriving: keep its start for the next read.
            return (scan, false)
          }
          events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          return (scan + end.count, true)
        }
      }
      scan += 1
    }
    appendPaste(bytes[index...])
    return (bytes.count, false)
  }

  private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
    guard var collected = paste else { return }
    let room = Self.maxPasteBytes - collected.count
    if room > 0 { collected.append(contentsOf: bytes.prefix(room)) }
    paste = collected
  }
}
