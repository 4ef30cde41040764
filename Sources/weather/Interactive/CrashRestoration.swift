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

/// Restores the terminal when the process crashes.
///
/// The handlers run on an alternate signal stack (`sigaltstack`, `SA_ONSTACK`), so a stack
/// overflow, whose SIGSEGV finds no room left on the thread's own stack, still runs one. The
/// stack is the installing thread's (the main thread, where the app's code runs): other threads
/// only block in `poll` and `read`.
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
    installAlternateStack()
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

  private static func installAlternateStack() {
    let size = alternateStackSize
    guard let memory = malloc(size) else { return }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    if sigaltstack(&stack, nil) != 0 { free(memory) }
  }

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
