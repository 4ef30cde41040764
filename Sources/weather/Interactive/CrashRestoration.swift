import WeatherTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// What the crash handler reads. Every global here is set by `CrashRestoration.install` before
// raw mode starts, so the handler never runs a global's lazy initialiser (which takes a lock and
// may allocate) and never allocates: it only reads memory that already exists.

/// The terminal's settings before the app changed them.
nonisolated(unsafe) private var savedSettings = termios()
/// The bytes that leave the app's terminal modes, in a buffer allocated once.
nonisolated(unsafe) private var leaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var leaveCount = 0
/// 1 while the terminal is in the app's modes: the handler restores it once, then never again.
nonisolated(unsafe) private var isArmed: sig_atomic_t = 0

/// The signal handler: the terminal back as it was, then the signal again with its default
/// action, so the exit status and the core dump are the system's.
///
/// Only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`, POSIX.1-2008
/// 2.4.3). `raise` leaves the signal pending (it is blocked while its handler runs); it is
/// delivered, with the default action now, as the handler returns. A fault that the handler
/// returns to (SIGSEGV, SIGBUS) would fault again anyway, with the same outcome.
private func restoreAndReraise(_ number: Int32) {
  if isArmed != 0 {
    isArmed = 0
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
    if let leaveBytes { _ = write(STDOUT_FILENO, leaveBytes, leaveCount) }
  }
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  CrashRestoration.setHandler(&action, SIG_DFL)
  _ = sigaction(number, &action, nil)
  _ = raise(number)
}

/// Called as a thread with an alternate stack from ``CrashRestoration`` exits: the stack is
/// switched off before it is freed, so no signal can land on freed memory.
private func releaseAlternateStack(_ memory: UnsafeMutableRawPointer?) {
  var off = stack_t()
  off.ss_flags = Int32(SS_DISABLE)
  _ = sigaltstack(&off, nil)
  free(memory)
}

/// Restores the terminal when the process crashes.
///
/// The handlers run on an alternate signal stack (`sigaltstack`, `SA_ONSTACK`), so a stack
/// overflow, whose SIGSEGV finds no room left on the thread's own stack, still runs one. An
/// alternate stack belongs to one thread, so each thread that runs the app's code gets its own
/// (``coverCurrentThread()``): the input reader's, and whichever of libdispatch's worker threads
/// runs the main actor (on Linux, once the main thread parks in `dispatch_main`, the main queue
/// is drained by worker threads, not by the main thread).
enum CrashRestoration {
  /// The signals that end the process with a core dump, whose default action cannot be undone.
  static let signals: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP]
  /// The alternate stack's size: far more than the handler uses, and more than glibc's
  /// `MINSIGSTKSZ` on any architecture (AArch64's SVE needs the most, about 5 KiB).
  static let alternateStackSize = 64 * 1024

  /// Saves `settings` and prepares `leave`, then installs the handlers (once per process).
  ///
  /// Called before raw mode starts: from then on the handler has everything it reads.
  static func install(settings: termios, leave: [UInt8]) {
    savedSettings = settings
    if leaveBytes == nil {
      leaveBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: TerminalModes.leaveCapacity)
    }
    update(leave: leave)
    isArmed = 0
    guard !isInstalled else { return }
    isInstalled = true
    coverCurrentThread()
    for number in signals {
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK)
      setHandler(&action, restoreAndReraise)
      _ = sigaction(number, &action, nil)
    }
  }

  /// Replaces the prepared bytes (the modes changed: synchronized output found supported).
  /// Disarmed while the buffer changes, so a crash meanwhile never writes half of it.
  static func update(leave: [UInt8]) {
    guard let leaveBytes else { return }
    let wasArmed = isArmed
    isArmed = 0
    let count = min(leave.count, TerminalModes.leaveCapacity)
    leave.withUnsafeBufferPointer { bytes in
      if let base = bytes.baseAddress { leaveBytes.update(from: base, count: count) }
    }
    leaveCount = count
    isArmed = wasArmed
  }

  /// The terminal is in the app's modes: a crash now restores it.
  static func arm() { isArmed = 1 }

  /// The terminal is back as it was: a crash now only ends the process.
  static func disarm() { isArmed = 0 }

  nonisolated(unsafe) private static var isInstalled = false

  /// Gives the calling thread an alternate signal stack, once; freed when the thread exits
  /// (libdispatch's worker threads come and go). Cheap when the thread has one already: a
  /// thread-specific lookup, so it can run before each event.
  static func coverCurrentThread() {
    guard hasStackKey, pthread_getspecific(stackKey) == nil else { return }
    var current = stack_t()
    // One installed by someone else (a sanitizer's runtime) is kept.
    if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) == 0 { return }
    guard let memory = malloc(alternateStackSize) else { return }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = alternateStackSize
    stack.ss_flags = 0
    guard sigaltstack(&stack, nil) == 0 else {
      free(memory)
      return
    }
    _ = pthread_setspecific(stackKey, memory)
  }

  /// The key of each thread's alternate stack, whose destructor frees it as the thread exits.
  nonisolated(unsafe) private static var stackKey = pthread_key_t()
  /// Whether ``stackKey`` was made (a lazy global: made once, by the first thread that asks).
  private static let hasStackKey: Bool = pthread_key_create(&stackKey, releaseAlternateStack) == 0

  #if canImport(Darwin)
    static func setHandler(
      _ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?
    ) {
      action.__sigaction_u.__sa_handler = handler
    }
  #else
    static func setHandler(
      _ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?
    ) {
      action.__sigaction_handler.sa_handler = handler
    }
  #endif
}
