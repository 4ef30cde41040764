import Synchronization
import WeatherTerminal
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything the commands print: the module's `print` writes here, so that no command can
/// forget that control characters go (``TerminalText/output(_:keepingStyles:)``) or that a
/// failed write is an error (``finish()``).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  StandardOutput.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}

/// Standard output, buffered here (JSON output too, so the order holds) and written with
/// `write(2)`, so that a failure is seen and kept.
enum StandardOutput {
  private struct State {
    var buffer: [UInt8] = []
    /// The `errno` of the first failed write.
    var failure: Int32?
  }

  /// Whether this program's own colour sequences may pass: set when the terminal is styled.
  static let allowsStyles = Atomic<Bool>(false)
  private static let state = Mutex(State())
  /// Buffered bytes are written once there are this many.
  private static let bufferLimit = 64 * 1024

  /// Writes `text` with its control characters removed.
  static func write(_ text: String) {
    writeExact(TerminalText.output(text, keepingStyles: allowsStyles.load(ordering: .relaxed)))
  }

  /// Writes `text` as it is: JSON, whose encoder has escaped every control character.
  static func writeExact(_ text: String) {
    state.withLock { state in
      state.buffer.append(contentsOf: text.utf8)
      if state.buffer.count >= bufferLimit { flush(&state) }
    }
  }

  /// Writes what is buffered; throws when any write failed (a full disk, `> /dev/full`, a closed
  /// descriptor), which a command must not report as success.
  static func finish() throws(CommandFailure) {
    let failure = state.withLock { state in
      flush(&state)
      return state.failure
    }
    guard let code = failure else { return }
    let reason = strerror(code).map { String(cString: $0) } ?? "errno \(code)"
    throw CommandFailure(
      Wording(MessageLanguage.current()).phrase(.cannotWrite, reason), status: .output)
  }

  private static func flush(_ state: inout State) {
    defer { state.buffer.removeAll(keepingCapacity: true) }
    guard state.failure == nil else { return }
    if StandardStreams.outputWasClosed, !state.buffer.isEmpty {
      // Descriptor 1 holds /dev/null only so that nothing else takes it.
      state.failure = EBADF
      return
    }
    var offset = 0
    while offset < state.buffer.count {
      let written = state.buffer.withUnsafeBytes { bytes in
        systemWrite(STDOUT_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        state.failure = written < 0 ? errno : EIO
        return
      }
      offset += written
    }
  }
}

/// libc's `write`, named apart from ``StandardOutput``'s own functions.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
