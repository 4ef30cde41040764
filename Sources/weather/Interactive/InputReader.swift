import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on a thread of its own and hands each chunk of bytes to the app, until
/// it is stopped.
///
/// A blocking read never holds up the main actor. ``stop()`` returns once the thread reads no
/// more: what is typed after the app has left the terminal belongs to the shell, and a thread
/// still reading would take it.
final class InputReader: Sendable {
  /// The most bytes taken per read; longer input (a paste) arrives in several chunks.
  static let chunkSize = 4096
  /// How long ``stop()`` waits for the thread. A waiting thread wakes at once; this only bounds
  /// one stuck in the kernel, which can then take nothing more than the read it is in.
  static let stopTimeout: DispatchTimeInterval = .seconds(1)

  /// Chunks of bytes read from standard input, in order; ends when input ends (the terminal
  /// went away), fails, or the reader is stopped.
  let chunks: AsyncStream<[UInt8]>
  private let isStopping = Mutex(false)
  /// A pipe whose write end wakes the thread out of `poll`; -1 when none could be made, and the
  /// thread then looks at `isStopping` every 100 ms instead.
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let ended = DispatchSemaphore(value: 0)

  /// Starts reading. With `debugCrash` ``DebugCrash/inputStackOverflow``, F12 read makes the
  /// reading thread overflow its stack (a test's crash off the main actor).
  init(debugCrash: DebugCrash? = nil) {
    var pipeEnds: [Int32] = [-1, -1]
    if pipe(&pipeEnds) != 0 { pipeEnds = [-1, -1] }
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    let (stream, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .unbounded)
    chunks = stream
    let crashesOnF12 = debugCrash == .inputStackOverflow
    let thread = Thread { [self] in
      // A crash on this thread (a stack overflow) runs the handler on a stack of its own too.
      CrashRestoration.coverCurrentThread()
      readUntilStopped(into: continuation, crashesOnF12: crashesOnF12)
      continuation.finish()
      ended.signal()
    }
    thread.name = "weather input"
    thread.start()
  }

  /// Stops reading and waits (at most ``stopTimeout``) until the thread has stopped.
  func stop() {
    let wasStopping = isStopping.withLock { stopping in
      defer { stopping = true }
      return stopping
    }
    guard !wasStopping else { return }
    if wakeWrite >= 0 {
      var byte: UInt8 = 0
      _ = write(wakeWrite, &byte, 1)
    }
    guard ended.wait(timeout: .now() + Self.stopTimeout) == .success else { return }
    if wakeRead >= 0 {
      close(wakeRead)
      close(wakeWrite)
    }
  }

  private func readUntilStopped(
    into continuation: AsyncStream<[UInt8]>.Continuation, crashesOnF12: Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    while !isStopping.withLock({ $0 }) {
      // A negative descriptor is skipped by `poll`, so the pipe's entry is harmless without one.
      var watched = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&watched, 2, wakeRead >= 0 ? -1 : 100)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      if watched[1].revents != 0 || isStopping.withLock({ $0 }) { return }
      guard watched[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes {
        read(STDIN_FILENO, $0.baseAddress, Self.chunkSize)
      }
      if count > 0 {
        let chunk = Array(buffer[0..<count])
        if crashesOnF12, chunk.starts(with: DebugCrash.f12) { DebugCrash.stackOverflow.trigger() }
        continuation.yield(chunk)
      } else if count < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }
}
