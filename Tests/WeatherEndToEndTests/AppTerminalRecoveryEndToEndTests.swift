import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a user gets back from `weather app` however it ends, crashes included, and a
/// window drag redrawn through the frame pacer rather than once per SIGWINCH.
extension AppEndToEndTests {
  /// One crash of each kind the handlers catch, and a stack overflow (SIGSEGV with no stack
  /// left, handled on the alternate signal stack) on the main actor, on the thread reading
  /// input and in a task on the app's work thread, where effects run (an alternate stack is
  /// per thread): the shell sees the signal's own status, the
  /// alternate screen is off, autowrap and the cursor are back, `stty` shows `icanon echo`, and
  /// the shell's prompt runs what is typed.
  @Test(arguments: [
    ("segv", SIGSEGV), ("abrt", SIGABRT), ("bus", SIGBUS), ("ill", SIGILL), ("fpe", SIGFPE),
    ("trap", SIGTRAP), ("stack-overflow", SIGSEGV), ("input-stack-overflow", SIGSEGV),
    ("work-stack-overflow", SIGSEGV),
  ])
  func aCrashGivesTheTerminalBack(_ kind: String, _ signal: Int32) async throws {
    let terminal = try await terminal()
    let binary = try WeatherBinary.require().path
    // No core file in the sandbox: the status is the signal's either way.
    try terminal.type(
      "ulimit -c 0; stty -g > \(file("before").path); \(binary) app --debug-crash \(kind);"
        + " echo $? > \(file("status").path); stty -g > \(file("after").path);"
        + " stty -a > \(file("modes").path); printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    #expect(try terminal.format("#{alternate_on}") == "1")
    #expect(try terminal.format("#{wrap_flag}") == "0", "autowrap is on while the app runs")
    try terminal.press("F12")
    try await expectRestored(terminal, status: "\(128 + signal)")
    #expect(try terminal.format("#{wrap_flag}") == "1", "autowrap was not turned back on")
    #expect(try terminal.format("#{mouse_sgr_flag},#{mouse_standard_flag}") == "0,0", "mouse on")
    let modes = (contents("modes") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" })
    #expect(modes.contains("icanon") && modes.contains("echo"), "stty -a: \(modes)")

    try terminal.type("clear; echo PROMPT-$((40 + 2))")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the shell running a command") { $0.contains("PROMPT-42") }
  }

  /// A 21-step window drag: SIGWINCH only marks the size, so the burst is drawn in at most one
  /// frame per 16 ms (plus the first and the last), none of them clears the screen, and the
  /// last is exactly what a fresh start at the final size draws.
  @Test func aResizeBurstIsPacedAndEndsAsAFreshStart() async throws {
    let terminal = try await terminal()
    let log = try await launchRecordingOutput(terminal)
    try terminal.type("lon")
    try await terminal.waitForScreen("results for lon") { $0.contains("│London, England, GB") }

    let start = ContinuousClock.now
    for step in 1...21 { try terminal.resize(width: 80 + step * 2, height: 24 + step / 2) }
    let (width, height) = (80 + 21 * 2, 24 + 21 / 2)
    // tmux can be captured while it is still reading a frame. A frame at a new size writes
    // every row, top to bottom, so once the panes' last row is as wide as the window the
    // rows above it are this frame's too (the rest are the narrower frame's until then).
    let burst = try await terminal.waitForScreen("the panes at \(width)×\(height)") {
      isWholeFrame($0, width: width) && $0.contains("│› lon")
    }
    let elapsed = ContinuousClock.now - start
    let cursor = try terminal.format("#{cursor_x},#{cursor_y}")
    let burstStyled = try terminal.captureStyled()

    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0", mainScreenClean: false)
    // Everything the app wrote comes before what the shell printed once it had exited.
    let text = try await output(of: log, through: "SHELL-BACK")
    // Full frames start with the header: the first frame, then one per frame of the burst
    // (typing "lon" only writes the cells that changed).
    let full = text.components(separatedBy: " weather")
    let frames = full.count - 2
    let allowed = Int(elapsed / .milliseconds(16)) + 2
    #expect(frames >= 1 && frames <= allowed, "\(frames) frames in \(elapsed)")
    let afterFirstFrame = full.dropFirst(2).joined(separator: " weather")
    #expect(!afterFirstFrame.contains("\u{1B}[2J"), "a frame of the burst cleared the screen")

    try terminal.type("clear; \(try WeatherBinary.require().path) app")
    try terminal.press("Enter")
    // The search typed before quitting is kept: the fresh start lists it under the empty box.
    try await terminal.waitForScreen("a fresh start") {
      $0.contains("Recent (↓ to pick):") && $0.contains("│lon ")
    }
    try terminal.type("lon")
    // Typing rewrites only the rows that change, so no one row says the frame is whole: wait
    // for the burst's screen, and on a timeout show both.
    let fresh: String
    do {
      fresh = try await terminal.waitForScreen("results for lon again") { $0 == burst }
    } catch let timeout as TmuxTerminal.ScreenTimeout {
      fresh = timeout.screen
    }
    #expect(fresh == burst, "after the burst:\n\(burst)\nfresh:\n\(fresh)")
    try await terminal.waitForFormat("#{cursor_x},#{cursor_y}", cursor, "the cursor after lon")
    #expect(try terminal.captureStyled() == burstStyled, "the styles differ from a fresh start")
    try terminal.press("C-c")
    try await terminal.waitForMainScreen("the shell")
  }
}

/// Whether `screen` is one whole frame `width` columns wide: a header of `width - 1` characters
/// (its last column is blank, and `capture-pane` trims it) and every row of the panes' borders
/// `width` wide.
private func isWholeFrame(_ screen: String, width: Int) -> Bool {
  let rows = screen.split(separator: "\n")
  guard rows.first?.count == width - 1 else { return false }
  let borders = rows.filter { $0.first.map { "┌│└".contains($0) } ?? false }
  return !borders.isEmpty && borders.allSatisfy { $0.count == width }
}
