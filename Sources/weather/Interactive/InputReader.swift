import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on a thread of its own and hands each chunk of bytes to the app.
///
/// A blocking read never holds up the main actor; the stream ends when input ends (the terminal
/// went away) or fails.
enum InputReader {
  /// The most bytes taken per read; longer input (a paste) arrives in several chunks.
  static let chunkSize = 4096

  /// Chunks of bytes read from standard input, in order.
  static func chunks() -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .unbounded)
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: chunkSize)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, chunkSize) }
        if count > 0 {
          continuation.yield(Array(buffer[0..<count]))
        } else if count < 0, errno == EINTR || errno == EAGAIN {
          continue
        } else {
          continuation.finish()
          return
        }
      }
    }
    thread.name = "weather input"
    thread.start()
    return stream
  }
}
