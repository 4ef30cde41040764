import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals the app reacts to, delivered on the main queue instead of in a signal handler.
enum SignalEvent: Sendable {
  /// The terminal changed size (SIGWINCH).
  case resized
  /// Asked to stop for job control (SIGTSTP sent by `kill`, not the Ctrl-Z key, which raw mode
  /// delivers as a byte).
  case suspend
  /// Asked to end (SIGTERM, SIGHUP, SIGINT from outside, SIGQUIT).
  case terminate(Int32)
}

/// Turns the app's signals into a stream of events.
@MainActor
final class SignalEvents {
  private var sources: [any DispatchSourceSignal] = []
  let events: AsyncStream<SignalEvent>

  init() {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SignalEvent.self, bufferingPolicy: .unbounded)
    events = stream
    let table: [(Int32, SignalEvent)] = [
      (SIGWINCH, .resized), (SIGTSTP, .suspend), (SIGTERM, .terminate(SIGTERM)),
      (SIGHUP, .terminate(SIGHUP)), (SIGINT, .terminate(SIGINT)), (SIGQUIT, .terminate(SIGQUIT)),
    ]
    for (number, event) in table {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { continuation.yield(event) }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops the process as a shell's Ctrl-Z does, and returns once it is continued (`fg`,
  /// SIGCONT).
  ///
  /// SIGSTOP rather than re-raising SIGTSTP: SIGTSTP is routed to the dispatch source above
  /// (and may be blocked on this thread), while SIGSTOP cannot be caught, blocked or ignored, so
  /// the stop always happens; the shell sees a stopped job either way.
  static func stopProcessForJobControl() {
    raise(SIGSTOP)
  }

  /// Gives the signals back their default actions.
  func cancel() {
    for source in sources { source.cancel() }
    sources.removeAll()
  }
}
