/// What the app asks a terminal when it starts: whether it supports synchronized output
/// (DECSET 2026), so that frames are wrapped in the mode only where it is supported, and its
/// background colour, for the palette; the answers are read from what the terminal sends back.
///
/// The request is DECRQM for mode 2026 (`CSI ? 2026 $ p`), which a terminal that knows the mode
/// answers with DECRPM, `CSI ? 2026 ; Ps $ y`: `Ps` 1 (set) or 2 (reset) means the mode can be
/// switched; 0 (not recognised), 3 or 4 (permanently set or reset) that it cannot. It is followed
/// by the background colour query (OSC 11 `?`, answered `OSC 11 ; rgb:RRRR/GGGG/BBBB` by xterm,
/// VTE, kitty, iTerm2, tmux and most others), for the light or dark palette, and then by a
/// primary device attributes request (`CSI c`), which every terminal answers, in order: its
/// answer ends the wait, so a terminal that ignores the first two costs no timeout. Keys typed
/// while waiting are kept, in order, for the key decoder.
public struct TerminalQuery: Sendable {
  /// The bytes that ask: DECRQM for mode 2026, the background colour, then DA1.
  public static let request: [UInt8] = Array("\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

  /// Whether the terminal said it supports the mode.
  public private(set) var isSupported = false
  /// The terminal's background colour, red, green and blue from 0 to 1, when it said.
  public private(set) var background: (red: Double, green: Double, blue: Double)?
  /// Whether the terminal has answered the device attributes request: no answer comes after it.
  public private(set) var isAnswered = false
  /// Bytes received that were not part of an answer (keys typed meanwhile), oldest first.
  private var typed: [UInt8] = []
  /// The start of a sequence still arriving.
  private var pending: [UInt8] = []

  /// Longest reply looked for; a longer sequence is not one of ours.
  private static let maximumReplyLength = 32

  /// A query whose answer has not arrived yet.
  public init() {}

  /// How many bytes were received and kept so far (to cap what a wait may read).
  public var bufferedCount: Int { typed.count + pending.count }

  /// Takes bytes read from the terminal, in any pieces.
  public mutating func receive(_ bytes: some Sequence<UInt8>) {
    pending.append(contentsOf: bytes)
    var index = 0
    while index < pending.count {
      guard pending[index] == 0x1B else {
        typed.append(pending[index])
        index += 1
        continue
      }
      if index + 1 < pending.count, pending[index + 1] == UInt8(ascii: "]") {
        guard let end = controlStringEnd(from: index) else {
          // Unfinished: wait for more, unless it is longer than any answer (then it is text).
          if pending.count - index > Self.maximumControlStringLength {
            typed.append(pending[index])
            index += 1
            continue
          }
          pending.removeFirst(index)
          return
        }
        if let color = Self.backgroundColor(pending[(index + 2)..<end.body]) {
          background = color
        } else {
          typed.append(contentsOf: pending[index..<end.next])
        }
        index = end.next
        continue
      }
      switch reply(at: index) {
      case .incomplete:
        pending.removeFirst(index)
        return
      case .notAReply:
        typed.append(pending[index])
        index += 1
      case .other(let end):
        typed.append(contentsOf: pending[index..<end])
        index = end
      case .modeReport(let end, let mode, let status):
        if mode == 2026 { isSupported = status == 1 || status == 2 }
        index = end
      case .deviceAttributes(let end):
        isAnswered = true
        index = end
      }
    }
    pending.removeAll()
  }

  /// Ends the wait (answered, or out of time): the bytes that were not part of an answer, an
  /// unfinished sequence included, for the key decoder.
  public mutating func finish() -> [UInt8] {
    defer {
      typed.removeAll()
      pending.removeAll()
    }
    return typed + pending
  }

  /// Longest OSC answer looked for (`11;rgb:ffff/ffff/ffff` is 22 bytes).
  private static let maximumControlStringLength = 64

  /// Where the OSC sequence at `start` of `pending` ends: the end of its body and the index after
  /// its terminator (BEL or ESC \); `nil` while it has not arrived whole.
  private func controlStringEnd(from start: Int) -> (body: Int, next: Int)? {
    var index = start + 2
    while index < pending.count, index - start <= Self.maximumControlStringLength {
      if pending[index] == 0x07 { return (index, index + 1) }
      if pending[index] == 0x1B, index + 1 < pending.count, pending[index + 1] == UInt8(ascii: "\\")
      {
        return (index, index + 2)
      }
      index += 1
    }
    return nil
  }

  /// The colour of an OSC 11 answer's body, `11;rgb:R/G/B` with 1 to 4 hex digits a channel.
  static func backgroundColor(
    _ body: ArraySlice<UInt8>
  ) -> (red: Double, green: Double, blue: Double)? {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasPrefix("11;rgb:") else { return nil }
    let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == 3 else { return nil }
    var values: [Double] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
      values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
    }
    return (values[0], values[1], values[2])
  }

  private enum Reply {
    case incomplete
    case notAReply
    /// A complete `CSI ?` sequence that is no answer to the request, ending before `end`.
    case other(end: Int)
    case modeReport(end: Int, mode: Int, status: Int)
    case deviceAttributes(end: Int)
  }

  /// What the escape at `start` of `pending` begins.
  private func reply(at start: Int) -> Reply {
    let count = pending.count
    guard start + 1 < count else { return .incomplete }
    guard pending[start + 1] == UInt8(ascii: "[") else { return .notAReply }
    guard start + 2 < count else { return .incomplete }
    guard pending[start + 2] == UInt8(ascii: "?") else { return .notAReply }
    var index = start + 3
    var parameters = ""
    var intermediates = ""
    while index < count {
      let byte = pending[index]
      switch byte {
      case 0x30...0x3F where intermediates.isEmpty:
        parameters.append(Character(Unicode.Scalar(byte)))
      case 0x20...0x2F:
        intermediates.append(Character(Unicode.Scalar(byte)))
      case 0x40...0x7E:
        let end = index + 1
        let values = parameters.split(separator: ";", omittingEmptySubsequences: false)
          .map { Int($0) }
        if byte == UInt8(ascii: "y"), intermediates == "$", values.count == 2,
          let mode = values[0], let status = values[1]
        {
          return .modeReport(end: end, mode: mode, status: status)
        }
        if byte == UInt8(ascii: "c"), intermediates.isEmpty { return .deviceAttributes(end: end) }
        return .other(end: end)
      default:
        return .notAReply
      }
      index += 1
      if index - start > Self.maximumReplyLength { return .notAReply }
    }
    return .incomplete
  }
}
