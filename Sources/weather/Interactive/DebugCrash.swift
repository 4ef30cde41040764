import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A crash on demand, for the tests that prove the terminal comes back from one: with the
/// hidden `weather app --debug-crash KIND`, F12 crashes the app in the way named.
///
/// Faults are real where a Swift program can cause them without undefined behaviour the
/// optimiser could remove (an abort, a write to the null page, a stack overflow); the others
/// are raised, which runs the same handler in the same way.
enum DebugCrash: String, CaseIterable, Sendable, WordArgument {
  case segv, abrt, bus, ill, fpe, trap
  /// Unbounded recursion on the main actor: SIGSEGV with no stack left to handle it on.
  case stackOverflow = "stack-overflow"
  /// The same on the thread that reads the keyboard, as soon as it reads F12.
  case inputStackOverflow = "input-stack-overflow"
  /// The same in a task on the app's work thread (`AppExecutor`), where the store's effects do
  /// their nonisolated work and the clock's sleepers wake.
  case workStackOverflow = "work-stack-overflow"

  /// F12 as xterm and tmux send it.
  static let f12 = Array("\u{1B}[24~".utf8)

  /// Whether the crash happens where input is read rather than where keys are handled.
  var isOnInputThread: Bool { self == .inputStackOverflow }

  /// Whether the crash happens in a task on the app's work thread rather than on the main actor.
  var isOnWorkThread: Bool { self == .workStackOverflow }

  /// Crashes the process; never returns.
  func trigger() {
    switch self {
    case .segv:
      // The null page is never mapped; volatile through the pointer's opacity to the optimiser.
      if let address = UnsafeMutablePointer<UInt8>(bitPattern: 16) { address.pointee = 1 }
      raise(SIGSEGV)
    case .abrt: abort()
    case .bus: raise(SIGBUS)
    case .ill: raise(SIGILL)
    case .fpe: raise(SIGFPE)
    case .trap: raise(SIGTRAP)
    case .stackOverflow, .inputStackOverflow, .workStackOverflow:
      _ = Self.recurse(depth: 0)
    }
  }

  /// Uses a kilobyte of stack per call, and uses it after the call returns, so the call is not
  /// a tail call the optimiser could turn into a loop.
  @inline(never)
  private static func recurse(depth: Int) -> Int {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 128) { frame in
      frame.initialize(repeating: depth)
      guard depth < Int.max else { return 0 }
      return recurse(depth: depth + 1) + frame[depth % 128]
    }
  }
}
