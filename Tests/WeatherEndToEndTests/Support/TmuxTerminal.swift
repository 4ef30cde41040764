import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real terminal for end-to-end tests: a private tmux server (its own socket in the sandbox)
/// running a shell in one pane of a fixed size, driven with `send-keys` and read with
/// `capture-pane`.
///
/// Waiting for the screen is a bounded poll of `capture-pane`: the app is another process, and
/// its screen is only observable that way.
final class TmuxTerminal: @unchecked Sendable {
  /// How long a step may take to show on the screen: a debug build on a busy 2-core machine.
  static let stepTimeout: Duration = .seconds(60)

  let socket: URL
  private let tmux: URL

  /// Starts a shell with job control (`sh -m`, so Ctrl-Z and `fg` work) in a `width`×`height`
  /// pane, with exactly `environment`.
  init(in directory: URL, width: Int, height: Int, environment: [String: String]) throws {
    tmux = try Self.locateTmux()
    socket = directory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))")
    let variables = environment.merging(["PS1": "$ ", "TERM": "tmux-256color"]) { $1 }
      .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    try run(
      [
        "-u", "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "--",
        "/usr/bin/env", "-i",
      ] + variables + ["/bin/sh", "-m"])
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: socket)
  }

  /// `tmux` on the PATH. When it is missing, `Scripts/install-test-tools` (which `.ci/run` also
  /// calls) installs it, once per test process, so that a bare `swift test` works on a fresh
  /// machine; when that cannot be done, a failure saying why.
  static func locateTmux() throws -> URL {
    if let tmux = findTmux() { return tmux }
    try installation.get()
    if let tmux = findTmux() { return tmux }
    throw TmuxMissing(reason: "Scripts/install-test-tools ended without one")
  }

  private static func findTmux() -> URL? {
    for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/bin"] {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent("tmux")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The installer's outcome; a static, so it runs at most once however many tests ask at once.
  private static let installation: Result<Void, TmuxMissing> = {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root.deleteLastPathComponent() }
    let script = root.appendingPathComponent("Scripts/install-test-tools")
    let process = Process()
    process.executableURL = script
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return .failure(TmuxMissing(reason: "cannot run \(script.path): \(error)"))
    }
    // The script bounds apt-get's time; reading to the end first cannot fill the pipe.
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let last = output.split(separator: "\n").last.map(String.init) ?? "no output"
      return .failure(TmuxMissing(reason: last))
    }
    return .success(())
  }()

  struct TmuxMissing: Error, CustomStringConvertible {
    var reason: String
    var description: String {
      "tmux is not installed and the terminal tests need it (apt-get install -y tmux): \(reason)"
    }
  }

  /// Appends everything the pane's programs write from now on to `file` (`pipe-pane`): the
  /// bytes, where `capture-pane` shows only their effect.
  func recordOutput(to file: URL) throws {
    try run(["pipe-pane", "-o", "-t", "0", "cat >> '\(file.path)'"])
  }

  /// The server's version as (major, minor): `tmux 3.3a` is (3, 3).
  func version() throws -> (major: Int, minor: Int) {
    let text = try run(["-V"]).trimmingCharacters(in: .whitespacesAndNewlines)
    let number = text.split(separator: " ").last ?? ""
    let parts = number.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    return (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
  }

  /// Types `text` literally (no key names).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "0", "-l", text])
  }

  /// Sends `bytes` to the pane's program as they are, as a terminal answering a query does.
  func send(bytes: [UInt8]) throws {
    try run(["send-keys", "-t", "0", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Presses keys by tmux name: "Down", "Enter", "Tab", "BTab", "Escape", "C-z".
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "0"] + keys)
  }

  /// Sets the pane's default colours (`select-pane -P`, e.g. "bg=#ffffff,fg=#000000"), which
  /// tmux also gives as its answer to a program's background query (OSC 11).
  func stylePane(_ style: String) throws {
    try run(["select-pane", "-t", "0", "-P", style])
  }

  /// Resizes the window (and its one pane), as a user dragging the terminal's corner does.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The pane's text now.
  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", "0"])
  }

  /// The pane's text with its colours and attributes as escape sequences (`capture-pane -e`).
  func captureStyled() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", "0"])
  }

  /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
  func format(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "0", format]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Polls the pane until it is off the alternate screen, which the app leaves only once it
  /// reads no more input and has given the terminal its settings back: from then on, what is
  /// typed is the shell's. (The screen's text cannot tell: a pane title can lose its text while
  /// the app still runs, as "Following (1)" becomes "Following" when the list empties.)
  func waitForMainScreen(_ what: String, timeout: Duration = TmuxTerminal.stepTimeout) async throws
  {
    try await waitForFormat("#{alternate_on}", "0", what, timeout: timeout)
  }

  /// Polls the tmux format `format` until it is `expected` (the cursor's place, a mode flag);
  /// past `timeout`, fails with the last value and the screen.
  func waitForFormat(
    _ format: String, _ expected: String, _ what: String,
    timeout: Duration = TmuxTerminal.stepTimeout
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    var value = try self.format(format)
    while value != expected {
      guard ContinuousClock.now < deadline else {
        throw ScreenTimeout(what: "\(what) (\(format) is \(value))", screen: try capture())
      }
      try await Task.sleep(for: .milliseconds(50))
      value = try self.format(format)
    }
  }

  /// Polls the pane until `condition` holds for its text, and returns that text; past
  /// `timeout`, fails with the last screen.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = TmuxTerminal.stepTimeout,
    _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = try capture()
    while !condition(screen) {
      guard ContinuousClock.now < deadline else {
        throw ScreenTimeout(what: what, screen: screen)
      }
      try await Task.sleep(for: .milliseconds(50))
      screen = try capture()
    }
    return screen
  }

  struct ScreenTimeout: Error, CustomStringConvertible {
    var what: String
    var screen: String
    var description: String { "the screen never showed \(what); it shows:\n\(screen)" }
  }

  /// Runs `tmux arguments` on this server and returns its output; bounded to 20 seconds.
  ///
  /// Spawned directly rather than with `Process`: the server that `new-session` starts must
  /// not inherit the test process's blocked signals (the app in its pane would never see
  /// SIGWINCH or SIGTERM), so the child gets an empty signal mask and default actions.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let outputURL = socket.deletingLastPathComponent()
      .appendingPathComponent("tmux-output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let argv = [tmux.path, "-S", socket.path] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    let spawned = posix_spawn(&pid, tmux.path, &actions, &attributes, cArguments, environ)
    guard spawned == 0 else {
      throw TmuxFailed(arguments: arguments, output: "cannot start tmux: error \(spawned)")
    }
    // tmux commands answer in milliseconds; the poll only bounds a hung one.
    let deadline = ContinuousClock.now + .seconds(20)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      guard ContinuousClock.now < deadline else {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw TmuxFailed(arguments: arguments, output: "timed out")
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    let text = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
    guard status == 0 else { throw TmuxFailed(arguments: arguments, output: text) }
    return text
  }

  struct TmuxFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
  }
}
