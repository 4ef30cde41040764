/// Asks a terminal whether it supports synchronized output (DECSET 2026), and reads its answer
/// from what the terminal sends back, so that frames are wrapped in the mode only where it is
/// supported.
///
/// The request is DECRQM for mode 2026 (`CSI ? 2026 $ p`), which a terminal that knows the mode
/// answers with DECRPM, `CSI ? 2026 ; Ps $ y`: `Ps` 1 (set) or 2 (reset) means the mode can be
/// switched; 0 (not recognised), 3 or 4 (permanently set or reset) that it cannot. It is followed
/// by a primary device attributes request (`CSI c`), which every terminal answers, in order: its
/// answer ends the wait, so a terminal that ignores DECRQM costs no timeout. Keys typed while
/// waiting are kept, in order, for the key decoder.
public struct SynchronizedOutputQuery: Sendable {
  /// The bytes that ask: DECRQM for mode 2026, then DA1.
  public static let request: [UInt8] = Array("\u{1B}[?2026$p\u{1B}[c".utf8)

  /// Whether the terminal said it supports the mode.
  public private(set) var isSupported = false
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
