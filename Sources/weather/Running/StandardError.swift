import WeatherTerminal
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error, which carries messages and the spinner, never results.
///
/// Unbuffered, and a failure to write is ignored: there is nowhere left to report it.
enum StandardError {
  /// Writes a message, every control character but line breaks removed (messages quote outside
  /// text: queries, provider messages, paths).
  static func line(_ text: String) {
    writeExact(TerminalText.output(text, keepingStyles: false) + "\n")
  }

  /// Writes `text` as it is: the spinner's own carriage returns and erase sequences.
  static func writeExact(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// libc's `write`, named apart from ``StandardError``'s own functions.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
