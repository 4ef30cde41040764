import Foundation
import WeatherTerminal
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before the app changed them.
nonisolated(unsafe) private var originalSettings = termios()

/// `read(2)`, named apart from the methods of ``TerminalSession``.
private func posixRead(
  _ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, bytes, count)
}

/// `write(2)`, named apart from ``TerminalSession/write(_:)``.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Raw mode and the alternate screen, entered and always left.
///
/// The app's terminal state is entered once and left on every way out: quitting, an error, a
/// signal that ends the process (SIGTERM, SIGHUP, Ctrl-C, handled by the app), and even a crash
/// (SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP, a stack overflow), whose handler
/// (``CrashRestoration``) restores the saved settings and writes bytes prepared before raw mode
/// started, before the signal takes its course.
@MainActor
final class TerminalSession {
  private(set) var isEntered = false
  /// The modes entering switches on; what every way out switches off.
  private(set) var modes: TerminalModes
  /// Set once writing to the terminal failed (standard output closed): nothing more is written.
  private(set) var outputClosed = false

  /// Whether standard input and output are both terminals, as the app needs.
  static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Why the app cannot run here, or `nil` when it can. Besides standard input and output on
  /// a terminal, it needs one that moves the cursor: `TERM=dumb` (Emacs's shell, editors'
  /// consoles) says it cannot, and the screen would be escape sequences printed as text.
  static func refusal(environment: [String: String]) -> Wording.Phrase? {
    guard isInteractive else { return .appNeedsTerminal }
    guard environment["TERM"] != "dumb" else { return .appNeedsCursor }
    return nil
  }

  /// Saves the terminal's settings and installs the crash handlers, with the bytes they write
  /// already prepared.
  init(modes: TerminalModes = TerminalModes()) throws {
    guard tcgetattr(STDIN_FILENO, &originalSettings) == 0 else {
      throw SessionError("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
    }
    self.modes = modes
    signal(SIGPIPE, SIG_IGN)
    CrashRestoration.install(settings: originalSettings, leave: modes.leave)
  }

  /// Records that frames are now wrapped in synchronized output (the terminal said it supports
  /// it), so that every way out ends the mode.
  func setSynchronizedOutput(_ supported: Bool) {
    modes.synchronizedOutput = supported
    CrashRestoration.update(leave: modes.leave)
  }

  /// Raw input (no echo, no line editing, keys such as Ctrl-C and Ctrl-Z arrive as bytes), the
  /// alternate screen, a hidden cursor and bracketed paste.
  func enter() {
    guard !isEntered else { return }
    var raw = originalSettings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    // Armed first: a crash from here on finds the terminal's way back ready.
    CrashRestoration.arm()
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isEntered = true
    write(modes.enter)
  }

  /// Asks the terminal whether it supports synchronized output and what its background colour
  /// is, and waits, at most `timeout`, for its answer (a terminal answers the device attributes
  /// request that ends the query at once, so only one that answers nothing makes the wait
  /// last); `false` and no colour for what it did not say in time. Bytes typed meanwhile are returned for the key decoder. Called once entered,
  /// before anything else reads standard input.
  func queryTerminal(
    within timeout: Duration
  ) -> (supported: Bool, background: (red: Double, green: Double, blue: Double)?, typed: [UInt8]) {
    var query = TerminalQuery()
    write(TerminalQuery.request)
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 256)
    // Bounded in time and in bytes (a paste while waiting goes to the decoder).
    while !query.isAnswered, !outputClosed, query.bufferedCount < 64 * 1024 {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { break }
      let (seconds, attoseconds) = remaining.components
      let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = buffer.withUnsafeMutableBytes {
        posixRead(STDIN_FILENO, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      query.receive(buffer[0..<count])
    }
    return (query.isSupported, query.background, query.finish())
  }

  /// Puts the terminal back as it was.
  ///
  /// The settings first, and without flushing: once the screen shows the shell, what is typed
  /// reaches the shell (echoed, line-edited), as with any program that ends.
  func leave() {
    guard isEntered else { return }
    isEntered = false
    CrashRestoration.disarm()
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &originalSettings)
    write(modes.leave)
  }

  /// The terminal's size now.
  func size() -> Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes `bytes` whole; a failure (standard output closed) marks the output closed.
  func write(_ bytes: [UInt8]) {
    guard !outputClosed, !bytes.isEmpty else { return }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBufferPointer {
        posixWrite(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        outputClosed = true
        return
      }
      offset += written
    }
  }

  /// Something the terminal refused.
  struct SessionError: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }
}
