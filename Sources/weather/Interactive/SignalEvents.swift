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
///
/// The handler is installed with `sigaction` before `init` returns, and does one thing, safe in a
/// handler: it writes the signal's number to a pipe, which a read source on the main queue
/// drains. Dispatch signal sources were not enough: libdispatch on Linux installs its handler
/// when its manager thread registers the source, later, and until then the signal had to be
/// ignored (`SIG_IGN`, or the default action would kill the app without restoring the
/// terminal), so a SIGHUP sent as the first frame appeared was discarded by the kernel and the
/// app never ended (`AppEndToEndTests.sighupRestoresTheTerminal`, once under a full suite's
/// load). A pipe keeps what is written until it is read, whenever the source starts.
@MainActor
final class SignalEvents {
  private var source: (any DispatchSourceRead)?
  let events: AsyncStream<SignalEvent>

  /// The signals handled, and what each means.
  private static let table: [(Int32, SignalEvent)] = [
    (SIGWINCH, .resized), (SIGTSTP, .suspend), (SIGTERM, .terminate(SIGTERM)),
    (SIGHUP, .terminate(SIGHUP)), (SIGINT, .terminate(SIGINT)), (SIGQUIT, .terminate(SIGQUIT)),
  ]

  init() {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SignalEvent.self, bufferingPolicy: .unbounded)
    events = stream
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0,
      ends.allSatisfy({
        fcntl($0, F_SETFD, FD_CLOEXEC) == 0
          && fcntl($0, F_SETFL, fcntl($0, F_GETFL) | O_NONBLOCK) == 0
      })
    else {
      // No pipe (out of descriptors): the signals keep their default actions.
      for end in ends where end >= 0 { close(end) }
      continuation.finish()
      return
    }
    signalPipe = ends[1]
    let readEnd = ends[0]
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    source.setEventHandler {
      var bytes = [UInt8](repeating: 0, count: 64)
      while true {
        let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        for number in bytes.prefix(count) {
          if let event = Self.table.first(where: { $0.0 == Int32(number) })?.1 {
            continuation.yield(event)
          }
        }
      }
    }
    source.setCancelHandler {
      close(readEnd)
      close(ends[1])
    }
    source.resume()
    self.source = source
    for (number, _) in Self.table {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = forwardSignal
      #else
        action.__sigaction_handler.sa_handler = forwardSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }

  /// Stops the process as a shell's Ctrl-Z does, and returns once it is continued (`fg`,
  /// SIGCONT).
  ///
  /// SIGSTOP rather than re-raising SIGTSTP: SIGTSTP is routed to the pipe above, while SIGSTOP
  /// cannot be caught, blocked or ignored, so the stop always happens; the shell sees a stopped
  /// job either way.
  static func stopProcessForJobControl() {
    raise(SIGSTOP)
  }

  /// Gives the signals back their default actions.
  func cancel() {
    for (number, _) in Self.table { signal(number, SIG_DFL) }
    signalPipe = -1
    source?.cancel()
    source = nil
  }
}

/// The write end of the signal pipe; -1 when no app is listening.
private nonisolated(unsafe) var signalPipe: Int32 = -1

/// The handler: the signal's number into the pipe, `errno` as it was (the interrupted code may
/// be about to read it). Nothing else is safe in a handler.
private let forwardSignal: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipe, &byte, 1)
  errno = saved
}
