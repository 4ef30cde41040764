import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `weather app` driven in a real terminal (tmux) against the loopback Open-Meteo: the keys a
/// user presses, the screen after each, and the shell's terminal exactly as it was afterwards.
@Suite(.serialized) struct AppEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  /// A shell in tmux with the sandbox's environment, the providers on the loopback server.
  func terminal(width: Int = 80, height: Int = 24) async throws -> TmuxTerminal {
    let terminal = try TmuxTerminal(
      in: sandbox.root, width: width, height: height,
      environment: sandbox.environment(Sandbox.providers(at: server)))
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    return terminal
  }

  func file(_ name: String) -> URL { sandbox.root.appendingPathComponent(name) }

  func contents(_ name: String) -> String? {
    (try? String(contentsOf: file(name), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types, in the shell, a command line that saves `stty -g`, runs `weather arguments`, then
  /// saves its exit status and `stty -g` again and prints a marker.
  func launch(_ terminal: TmuxTerminal, _ arguments: String = "app") throws {
    let binary = try WeatherBinary.require().path
    try terminal.type(
      "stty -g > \(file("before").path); \(binary) \(arguments); echo $? > \(file("status").path);"
        + " stty -g > \(file("after").path); printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
  }

  /// Waits for the shell to be back, then checks the terminal is as it was.
  ///
  /// After a resize, tmux itself may keep lines of the alternate screen in the main one, so
  /// `mainScreenClean` is false there.
  func expectRestored(
    _ terminal: TmuxTerminal, status: String, mainScreenClean: Bool = true
  ) async throws {
    let screen = try await terminal.waitForScreen("the shell again") { $0.contains("SHELL-BACK") }
    #expect(contents("status") == status)
    let before = try #require(contents("before"))
    #expect(!before.isEmpty)
    #expect(contents("after") == before, "stty -g differs after the app")
    #expect(try terminal.format("#{alternate_on}") == "0", "still on the alternate screen")
    #expect(try terminal.format("#{cursor_flag}") == "1", "the cursor is hidden")
    if mainScreenClean { #expect(!screen.contains("Search · offline"), "\(screen)") }
    #expect(screen.contains("stty -g >"), "the main screen's contents came back:\n\(screen)")
  }

  @Test func searchFollowTabHourlyQuit() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") {
      $0.contains("▸ Search · offline") && $0.contains("Type a city name.")
    }
    #expect(try terminal.format("#{alternate_on}") == "1")

    try terminal.type("lond")
    var screen = try await terminal.waitForScreen("results for lond") {
      $0.contains("│› lond") && $0.contains("│London, England, GB")
    }
    #expect(screen.contains("type to search"))

    try terminal.press("Down")
    screen = try await terminal.waitForScreen("the first result selected") {
      $0.contains("Enter/f follow · Esc back to the box")
    }

    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("London followed with its forecast") {
      $0.contains("Following (1)") && $0.contains("│London ") && $0.contains("DAY")
        && $0.contains("now ")
    }
    #expect(screen.contains("│London, England, GB"))
    let saved = try String(contentsOf: sandbox.followingFile, encoding: .utf8)
    #expect(saved.contains("2643743"))

    try terminal.press("Tab")
    screen = try await terminal.waitForScreen("focus on following") {
      $0.contains("▸ Following (1)") && $0.contains("d unfollow")
    }

    try terminal.type("h")
    screen = try await terminal.waitForScreen("the hourly forecast") {
      $0.contains("Forecast · hourly") && $0.contains("TIME")
    }

    try terminal.type("q")
    try await expectRestored(terminal, status: "0")
  }

  /// `--record FILE` writes the session as a store record (ReducersTesting's `StoreRecord`
  /// reads it into a test): a `start` line, the keys' actions as sent, what effects sent back,
  /// and the answers of the taped endpoints — here the follow list's save.
  @Test func recordingWritesTheSessionAsAStoreRecord() async throws {
    let record = file("session.jsonl")
    let terminal = try await terminal()
    try launch(terminal, "app --record \(record.path)")
    try await terminal.waitForScreen("the app") { $0.contains("Type a city name.") }
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") { $0.contains("│London, England, GB") }
    try terminal.press("Down")
    try await terminal.waitForScreen("the first result selected") {
      $0.contains("Enter/f follow")
    }
    try terminal.press("Enter")
    try await terminal.waitForScreen("London followed") { $0.contains("Following (1)") }
    try terminal.press("Tab")  // out of the search box, where `q` is a letter
    try await terminal.waitForScreen("focus on following") { $0.contains("▸ Following (1)") }
    try terminal.type("q")
    try await expectRestored(terminal, status: "0")

    let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
    let entries = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(entries.first?["kind"] as? String == "start")
    #expect(entries.first?["version"] as? Int == 1)
    let sent = entries.filter { $0["kind"] as? String == "send" }
      .compactMap { $0["action"] as? String }
    #expect(sent.contains(#".interface(.typed("l"))"#), "\(sent)")
    #expect(sent.contains(".interface(.followSelection)"), "\(sent)")
    let answered = entries.filter { $0["kind"] as? String == "answer" }
      .compactMap { $0["endpoint"] as? String }
    #expect(answered.contains("applyFollowing"), "\(answered)")
    #expect(entries.contains { $0["kind"] as? String == "receive" })
  }

  /// `d` asks before unfollowing, in a box over the panes: Esc, `q` and the Cancel button keep
  /// the city; the Unfollow button (highlighted first, so `d` Enter) unfollows it, with the undo
  /// offer after. Nothing is written until the answer.
  @Test func unfollowingAsksFirst() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let saved = try Data(contentsOf: sandbox.followingFile)
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app following London") { $0.contains("Following (1)") }
    try terminal.press("Tab")
    try await terminal.waitForScreen("focus on following") { $0.contains("▸ Following (1)") }

    try terminal.type("d")
    var screen = try await terminal.waitForScreen("the question") {
      $0.contains("│  Unfollow London?") && $0.contains("> Unfollow <  [ Cancel ]")
        && $0.contains("←→ choose · Enter confirms · Esc cancels")
    }
    try terminal.press("Escape")
    screen = try await terminal.waitForScreen("the question gone") {
      !$0.contains("Unfollow London?") && $0.contains("d unfollow")
    }
    #expect(screen.contains("▸ Following (1)"), "\(screen)")

    // Cancel, chosen with → and pressed with Enter, keeps the city too.
    try terminal.type("d")
    try await terminal.waitForScreen("the question again") { $0.contains("Unfollow London?") }
    try terminal.press("Right")
    try await terminal.waitForScreen("Cancel highlighted") {
      $0.contains("[ Unfollow ]  > Cancel <")
    }
    // Keys of the panes wait while it asks: `r` does not refresh, `?` shows no help.
    try terminal.type("?")
    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("the question gone") {
      !$0.contains("Unfollow London?") && $0.contains("d unfollow")
    }
    #expect(!screen.contains("Esc, ? or q closes this help"), "\(screen)")
    #expect(try Data(contentsOf: sandbox.followingFile) == saved)

    try terminal.type("d")
    try await terminal.waitForScreen("the question again") { $0.contains("> Unfollow <") }
    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("London unfollowed") {
      $0.contains("Unfollowed London: press u to undo") && !$0.contains("Following (1)")
    }
    #expect(!screen.contains("Unfollow London?"), "\(screen)")
    try terminal.type("u")
    try await terminal.waitForScreen("London back") {
      $0.contains("Following (1)") && !$0.contains("press u to undo")
    }
    try terminal.type("q")
    try await expectRestored(terminal, status: "0")
    let list = try String(contentsOf: sandbox.followingFile, encoding: .utf8)
    #expect(list.contains("2643743"), "\(list)")
  }

  /// At start-up the app asks the terminal whether it supports synchronized output (DECRQM
  /// 2026, then device attributes) and wraps frames in mode 2026 only if it said so. tmux
  /// answers DECRQM for mode 2026 from 3.7 on (tmux/tmux#5470: 3.3a and 3.6a answer only the
  /// device attributes); either way its answer ends the wait, and never reaches the search box.
  @Test func synchronizedOutputOnlyWhereTheTerminalSupportsIt() async throws {
    let terminal = try await terminal()
    let log = try await launchRecordingOutput(terminal)
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") {
      $0.contains("│› lond") && $0.contains("│London, England, GB")
    }
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
    let output = try await output(of: log, through: "SHELL-BACK")
    #expect(output.contains("\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c"), "the app never asked")
    let answersDECRQM = try terminal.version() >= (3, 7)
    #expect(output.contains("\u{1B}[?2026h") == answersDECRQM)
    #expect(output.contains("\u{1B}[?2026l") == answersDECRQM)
  }

  /// What the pane wrote to `file` (tmux's `pipe-pane`) up to the first `marker`, once it is
  /// there: the file lags the screen a little, and the marker, printed by the shell after the
  /// app exits, says everything before it has arrived. Waits at most 10 s.
  func output(of file: URL, through marker: String) async throws -> String {
    let deadline = ContinuousClock.now + .seconds(10)
    while true {
      let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
      if let end = text.range(of: marker) { return String(text[..<end.lowerBound]) }
      guard ContinuousClock.now < deadline else {
        Issue.record("\(marker) never reached \(file.lastPathComponent)")
        return text
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Launches the app with everything the pane is sent recorded in a file (returned), and
  /// waits for its first screen.
  func launchRecordingOutput(_ terminal: TmuxTerminal) async throws -> URL {
    let log = file("pane-output")
    try terminal.recordOutput(to: log)
    try launch(terminal)
    try await terminal.waitForScreen("the app") {
      $0.contains("▸ Search · offline") && $0.contains("Type a city name.")
    }
    return log
  }

  @Test func ctrlCQuitsFromTheSearchBox() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    try terminal.type("q")
    try await terminal.waitForScreen("q typed into the box") { $0.contains("│› q") }
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  /// A terminal's answers that are control strings (an OSC colour, a DCS setting, an APC),
  /// arriving at the app, are not typed into the search box: only the key after them is.
  @Test func controlStringsAreNotTyped() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    try terminal.send(bytes: Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8))
    try terminal.send(bytes: Array("\u{1B}P1$r0m\u{1B}\\\u{1B}_apc\u{07}".utf8))
    try terminal.type("z")
    let screen = try await terminal.waitForScreen("z typed into the box") {
      $0.contains("│› ") && $0.contains("z")
    }
    #expect(screen.contains("│› z "), "\(screen)")
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  @Test func ctrlZSuspendsAndFgResumes() async throws {
    let terminal = try await terminal()
    let binary = try WeatherBinary.require().path
    try terminal.type("stty -g > \(file("before").path); \(binary) app")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    try terminal.type("par")
    try await terminal.waitForScreen("typed text") { $0.contains("│› par") }
    try terminal.press("C-z")
    try await terminal.waitForScreen("the shell after Ctrl-Z") {
      !$0.contains("▸ Search") && $0.contains("Stopped")
    }
    #expect(try terminal.format("#{alternate_on}") == "0")
    try terminal.type("stty -g > \(file("stopped").path); printf 'SHELL-%s\\n' STOPPED")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the stopped state saved") { $0.contains("SHELL-STOPPED") }
    #expect(contents("stopped") == contents("before"), "stty -g differs while suspended")

    try terminal.type("fg")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app again, as it was") {
      $0.contains("▸ Search · offline") && $0.contains("│› par")
    }
    #expect(try terminal.format("#{alternate_on}") == "1")
    try terminal.press("Tab")
    try terminal.type("q")
    // Not the screen's text: with nothing followed, no pane title reads "Following (", and
    // the shell's next line could be typed into the app before it reads `q`.
    try await terminal.waitForMainScreen("the shell after quitting")
    try terminal.type(
      "echo $? > \(file("status").path); stty -g > \(file("after").path); printf 'SHELL-%s\\n' BACK"
    )
    try terminal.press("Enter")
    try await expectRestored(terminal, status: "0")
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let pid = try terminal.format("#{pane_pid}")
    // The shell's child is the app.
    let children = try String(
      contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    let app = try #require(Int32(children.split(separator: " ").first ?? ""))
    kill(app, SIGTERM)
    try await expectRestored(terminal, status: "143")
  }

  @Test func sighupRestoresTheTerminal() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let pid = try terminal.format("#{pane_pid}")
    let children = try String(
      contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    let app = try #require(Int32(children.split(separator: " ").first ?? ""))
    kill(app, SIGHUP)
    try await expectRestored(terminal, status: "129")
  }

  @Test(arguments: [("NO_COLOR=1 ", "app"), ("", "app --no-color")])
  func noColorKeepsAttributesOnly(_ prefix: String, _ arguments: String) async throws {
    let terminal = try await terminal()
    let binary = try WeatherBinary.require().path
    try terminal.type("\(prefix)\(binary) \(arguments)")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let styled = try terminal.captureStyled()
    // Reverse video (the header) and bold stay; no foreground colour (SGR 30–37) is set.
    #expect(styled.contains("\u{1B}[7m") || styled.contains(";7m"))
    #expect(
      styled.range(of: #"\x1B\[[0-9;]*3[0-7]m"#, options: .regularExpression) == nil, "\(styled)")
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell") { !$0.contains("▸ Search") }
  }

  @Test func coloursByDefault() async throws {
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    let styled = try terminal.captureStyled()
    #expect(
      styled.range(of: #"\x1B\[[0-9;]*3[0-7]m"#, options: .regularExpression) != nil, "\(styled)")
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  @Test func onlineSearchAsksTheProvider() async throws {
    let terminal = try await terminal()
    try launch(terminal, "app --online")
    try await terminal.waitForScreen("the app, searching online") {
      $0.contains("▸ Search · online")
    }
    try terminal.type("paris")
    try await terminal.waitForScreen("the provider's results") {
      $0.contains("│Paris, Tennessee, US") && $0.contains("│Paris, Ontario, CA")
    }
    #expect(!server.requests(to: "/v1/search").isEmpty)
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }

  @Test func tooSmallShowsTheMinimumAndQQuits() async throws {
    let terminal = try await terminal(width: 50, height: 12)
    try launch(terminal)
    try await terminal.waitForScreen("the enlarge message") {
      $0.contains("enlarge the terminal to at least 60×16") && $0.contains("now 50×12")
    }
    try terminal.type("q")
    try await expectRestored(terminal, status: "0")
  }

  @Test func resizingRelaysOut() async throws {
    let terminal = try await terminal(width: 50, height: 12)
    try launch(terminal)
    try await terminal.waitForScreen("the enlarge message") { $0.contains("now 50×12") }
    try terminal.resize(width: 90, height: 24)
    let screen = try await terminal.waitForScreen("the panes at the new size") {
      $0.contains("▸ Search · offline") && $0.contains("Following")
    }
    let header = try #require(screen.split(separator: "\n").first)
    #expect(header.hasSuffix("metric · ? keys · q quits"))
    #expect(header.count == 89)
    try terminal.resize(width: 60, height: 16)
    try await terminal.waitForScreen("the panes at the minimum") {
      $0.split(separator: "\n").first?.count == 59 && $0.contains("Following")
    }
    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0", mainScreenClean: false)
  }

  /// What is typed once the app has left the screen reaches the shell, even while the app is
  /// still finishing a save: nothing reads the terminal after leaving it, and nothing flushes it.
  @Test func whatIsTypedAfterQuittingReachesTheShell() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    // Held here, so the app's unfollow waits for it and the app lingers after quitting.
    let lock = open(sandbox.followingFile.path + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(lock >= 0)
    defer { close(lock) }
    try #require(flock(lock, LOCK_EX) == 0)

    let terminal = try await terminal()
    try terminal.type("\(try WeatherBinary.require().path) app")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app following London") { $0.contains("Following (1)") }
    try terminal.press("Tab")
    try await terminal.waitForScreen("focus on following") { $0.contains("▸ Following (1)") }
    try terminal.type("d")
    try await terminal.waitForScreen("the question") { $0.contains("Unfollow London?") }
    try terminal.press("Enter")
    try terminal.type("q")
    // Not "Following (": the unfollow empties the list, and the title loses its count before
    // `q` is read.
    try await terminal.waitForMainScreen("the shell, the app still saving")
    try terminal.type("printf 'SHELL-%s\\n' TYPED")
    try terminal.press("Enter")
    try await terminal.waitForScreen("what was typed, run by the shell") {
      $0.contains("SHELL-TYPED")
    }
  }

  /// `TERM=dumb` (Emacs's shell, editors' consoles) cannot move the cursor: the app says so
  /// and exits 64 instead of drawing a screen of escape sequences, and `weather` alone prints
  /// the help, as it does when it is not on a terminal.
  @Test func aDumbTerminalIsRefused() async throws {
    let terminal = try await terminal(height: 80)
    let binary = try WeatherBinary.require().path
    try terminal.type("TERM=dumb \(binary) app; printf 'APP-%s-%s\\n' $? END")
    try terminal.press("Enter")
    var screen = try await terminal.waitForScreen("the app's answer") {
      $0.range(of: #"APP-\d+-END"#, options: .regularExpression) != nil
    }
    #expect(screen.contains("APP-64-END"), "\(screen)")
    #expect(
      screen.contains("weather: the app needs a terminal that can move the cursor"), "\(screen)")
    #expect(try terminal.format("#{alternate_on}") == "0")

    try terminal.type("clear; TERM=dumb \(binary); printf 'BARE-%s-%s\\n' $? END")
    try terminal.press("Enter")
    screen = try await terminal.waitForScreen("the help") {
      $0.range(of: #"BARE-\d+-END"#, options: .regularExpression) != nil
    }
    #expect(screen.contains("BARE-0-END"), "\(screen)")
    #expect(screen.contains("OVERVIEW: "), "\(screen)")
    #expect(try terminal.format("#{alternate_on}") == "0")
  }

  /// A key held down to move a city: every move is saved, in the order pressed, so the list on
  /// disk ends as the screen shows it.
  @Test func movesInQuickSuccessionAreAllSaved() async throws {
    // London, Paris, Berlin, Madrid, Rome, Amsterdam.
    let ids = ["2643743", "2988507", "2950159", "3117735", "3169070", "2759794"]
    for id in ids { expectSuccess(try await sandbox.run(["follow", id])) }
    let terminal = try await terminal()
    try launch(terminal)
    try await terminal.waitForScreen("the app following six cities") {
      $0.contains("Following (6)")
    }
    try terminal.press("Tab")
    try await terminal.waitForScreen("focus on following") { $0.contains("▸ Following (6)") }
    try terminal.type("JJJJJ")
    try terminal.type("q")
    try await expectRestored(terminal, status: "0")
    let saved = try String(contentsOf: sandbox.followingFile, encoding: .utf8)
    let position = { (id: String) in saved.range(of: id)?.lowerBound ?? saved.endIndex }
    let order = ids.sorted { position($0) < position($1) }
    #expect(order == Array(ids.dropFirst()) + [ids[0]], "\(saved)")
  }

  @Test func notATerminal() async throws {
    let app = try await sandbox.run(["app"])
    expectFailure(app, status: 64, "the app needs a terminal")
    let bare = try await sandbox.run([])
    #expect(bare.status == 0)
    #expect(bare.stdout.hasPrefix("OVERVIEW: "))
  }
}
