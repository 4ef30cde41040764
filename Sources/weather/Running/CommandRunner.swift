import ArgumentParser
import Dispatch
import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``StoreCommand``: builds its state and the live environment, sends its actions to a
/// store of the app feature, awaits the effects (Ctrl-C cancels them and exits 130), renders the
/// state, and exits with the status the rendering gives.
@MainActor
enum CommandRunner {
  static func run(
    _ command: some StoreCommand,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws {
    try await run([command], processEnvironment: processEnvironment) { $0[0].rendering }
  }

  /// How many commands of one run have their effects in flight at once (`weather now
  /// 'paris:london:…'`), the bound the forecast list keeps for followed cities.
  static let concurrentCommands = 8

  /// Runs `commands` (one per place) as ``run(_:processEnvironment:)`` runs one, each on its own
  /// store, at most ``concurrentCommands`` at a time, and prints what `combine` makes of their
  /// renderings, given in the order of `commands`.
  static func run<Command: StoreCommand>(
    _ commands: [Command],
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment,
    combine: ([(command: Command, rendering: Rendering)]) -> Rendering
  ) async throws {
    guard let command = commands.first else { return }
    let settings = try SettingsLoader.load(
      command.settingOverrides, environment: processEnvironment)
    let live = LiveOptions(
      settings: settings, environment: processEnvironment, onlineSearch: command.onlineSearch,
      warn: { [language = settings.language.value] in
        StandardError.line("weather: " + Wording(language).warningLine($0))
      })
    let context = RenderContext(
      terminal: Terminal(color: settings.color.value, environment: processEnvironment),
      units: settings.measurementUnits, language: settings.language.value,
      clockLocale: Settings.clockLocale(processEnvironment),
      json: command.global.json, provider: settings.provider.value)
    let environment = AppFeature.Environment.live(live)
    let stores = commands.map { command in
      Store(
        initialState: command.initialState(settings), reducer: AppFeature.reducer,
        environment: environment)
    }

    let work = Task { @MainActor in
      // In batches: every store of a batch sends its actions, then the batch is awaited whole.
      var start = 0
      while start < stores.count, !Task.isCancelled {
        let batch = start..<min(start + concurrentCommands, stores.count)
        for index in batch {
          for action in commands[index].actions { stores[index].send(action) }
        }
        for index in batch { await stores[index].finishEffects() }
        start = batch.upperBound
      }
    }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler { work.cancel() }
    interrupt.resume()
    let spinner =
      context.terminal.showsSpinner
      ? Spinner(message: Wording(context.language).phrase(command.progress)) : nil
    await work.value
    spinner?.stop()
    interrupt.cancel()
    if work.isCancelled {
      StandardError.line("")
      throw ExitCode(ExitStatus.interrupted.rawValue)
    }

    let rendering = combine(
      zip(commands, stores).map { ($0, $0.render($1.state, in: context)) })
    if let output = rendering.output {
      if rendering.isExact { StandardOutput.writeExact(output + "\n") } else { print(output) }
    }
    for message in rendering.messages {
      StandardError.line("weather: \(redacted(message, key: try? live.apiKey()))")
    }
    if rendering.status != .success { throw ExitCode(rendering.status.rawValue) }
  }

  /// `message` without the OpenWeatherMap key in any encoding: the providers redact it already,
  /// this is the last line of defence for whatever quotes a URL or a provider's words.
  private static func redacted(_ message: String, key: String??) -> String {
    guard case .some(.some(let key)) = key else { return message }
    return SecretRedaction.redacting(key, in: message)
  }
}
