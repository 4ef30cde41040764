import ArgumentParser
import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// `weather app` (and `weather` alone on a terminal): the interactive full-screen app.
struct AppCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app",
    abstract: "Open the interactive full-screen app (also `weather` alone on a terminal).",
    discussion: """
      Search as you type, follow cities and watch their weather, and read a forecast, in one \
      screen. Press ? in the app for the keys; q or Ctrl-C quits, Ctrl-Z suspends. Needs a \
      terminal of at least 60×16 on standard input and output.

      Examples:
        weather app
        weather app --online --units imperial
      """)

  @Flag(help: "Search with the weather provider instead of the embedded table.")
  var online = false

  @Flag(
    help: ArgumentHelp(
      "Draw with ASCII only (+ - | ^ v), for consoles and CJK terminals (also `ascii = true` in the config, and on TERM=linux)."
    ))
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "How often conditions and the forecast refresh on their own: 90s, 10m, 1h or off (default: config, else 10m).",
      valueName: "interval"))
  var refresh: RefreshInterval?

  @Option(
    help: ArgumentHelp(
      "Colours for a light or dark background: auto asks the terminal (default: config, else auto).",
      valueName: "theme"))
  var theme: ThemeChoice?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Clicks select rows and focus panes, the wheel scrolls; --no-mouse leaves the mouse to the terminal (default: config, else on)."
    ))
  var mouse: Bool?

  @Option(
    help: ArgumentHelp(
      "Write the session's actions and answers to this file (JSON Lines), to replay as a test.",
      valueName: "file"))
  var record: String?

  /// Hidden: F12 crashes the app this way, for the tests that prove the terminal comes back.
  @Option(help: ArgumentHelp(visibility: .private))
  var debugCrash: DebugCrash?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    if global.json { throw ValidationError(.jsonNotForApp) }
  }

  @MainActor
  func run() async throws {
    if let refusal = TerminalSession.refusal(environment: ProcessInfo.processInfo.environment) {
      StandardError.line("weather: " + Wording(MessageLanguage.current()).phrase(refusal))
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    try await Self.open(
      global: global, online: online, ascii: ascii, refresh: refresh, theme: theme,
      mouse: mouse, record: record, debugCrash: debugCrash)
  }

  /// Whether the terminal is the Linux console, whose font has no room for most of the app's
  /// symbols and which draws them as boxes or nothing: ASCII there without being asked.
  static func isConsole(_ environment: [String: String]) -> Bool {
    environment["TERM"] == "linux"
  }

  /// Runs the app on this terminal and exits as it ended.
  @MainActor
  static func open(
    global: GlobalOptions, online: Bool, ascii: Bool = false, refresh: RefreshInterval? = nil,
    theme: ThemeChoice? = nil, mouse: Bool? = nil, record: String? = nil,
    debugCrash: DebugCrash? = nil
  ) async throws {
    let context: CommandContext
    let recorder: StoreRecorder?
    do {
      recorder = try record.map { path in
        let log = try SessionLogFile(path: path)
        return StoreRecorder { log.append(Data($0.utf8)) }
      }
      context = try CommandContext(
        options: global, onlineSearch: online,
        interface: { settings in
          InterfaceFeature.ScreenState(
            refreshInterval: (refresh ?? settings.refresh.value).duration,
            confirmationWords: ConfirmationView.words(Wording(settings.language.value)))
        },
        recorder: recorder)
    } catch let failure as CommandFailure {
      StandardError.line("weather: \(failure.message)")
      throw ExitCode(failure.status.rawValue)
    }
    // Mouse reporting on unless turned off: clicks select, the wheel scrolls (Shift-drag still
    // selects text in most terminals).
    let session = try TerminalSession(
      modes: TerminalModes(mouse: mouse ?? context.settings.mouse.value))
    let app = InteractiveApp(
      store: context.store, session: session, colors: context.terminal.isStyled,
      onlineSearch: online,
      ascii: ascii || context.settings.ascii.value
        || Self.isConsole(ProcessInfo.processInfo.environment),
      language: context.settings.language.value, theme: theme ?? context.settings.theme.value,
      debugCrash: debugCrash, now: context.now)
    let ending = await app.run()
    await app.finishSaving()
    switch ending {
    case .quit, .inputClosed:
      return
    case .outputClosed:
      throw ExitCode(ExitStatus.failure.rawValue)
    case .signal(let number):
      // Ended by a signal: the shell sees 128 + its number, as if it had killed the process.
      throw ExitCode(128 + number)
    }
  }
}
