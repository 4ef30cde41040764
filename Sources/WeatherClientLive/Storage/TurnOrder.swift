import Dispatch
import Synchronization

/// Turns handed out in the order they are asked for, and served in that order.
///
/// A process's changes to its follow list wait for the file lock on threads of their own, and
/// whichever thread retries first would win: five quick moves of one city could land in any
/// order, and the last to land decides where the city ends. Taking a turn when the change is
/// asked for (on the caller's actor) and waiting for it before locking the file keeps the
/// user's order. Each turn ends in bounded time (the file lock's wait is bounded, reads are
/// capped), so a wait for the turns before it is bounded too.
final class TurnOrder: Sendable {
  private struct Line {
    var next: UInt64 = 0
    var serving: UInt64 = 0
    var waiting: [UInt64: DispatchSemaphore] = [:]
  }

  private let line = Mutex(Line())

  /// A place in line.
  func take() -> UInt64 {
    line.withLock { line in
      defer { line.next += 1 }
      return line.next
    }
  }

  /// Runs `work` once every earlier turn has ended; the turn ends with it, thrown or not.
  func run<Result>(_ turn: UInt64, _ work: () throws -> Result) rethrows -> Result {
    let signal: DispatchSemaphore? = line.withLock { line in
      guard line.serving != turn else { return nil }
      let semaphore = DispatchSemaphore(value: 0)
      line.waiting[turn] = semaphore
      return semaphore
    }
    signal?.wait()
    defer {
      let next = line.withLock { line in
        line.serving += 1
        return line.waiting.removeValue(forKey: line.serving)
      }
      next?.signal()
    }
    return try work()
  }
}
