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
/// store of the app feature, awaits the effects (Ctrl-C cancels them and exits 130), writes the
/// output the command's view makes of the state, and exits with its status.
@MainActor
enum CommandRunner {
  static func run(
    _ command: some StoreCommand,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws {
    try await run([command], processEnvironment: processEnvironment) { $0[0].output }
  }

  /// How many commands of one run have their effects in flight at once (`weather now
  /// 'paris:london:…'`), the bound the forecast list keeps for followed cities.
  static let concurrentCommands = 8

  /// Runs `commands` (one per place) as ``run(_:processEnvironment:)`` runs one, each on its own
  /// store, at most ``concurrentCommands`` at a time, and prints what `combine` makes of their
  /// outputs, given in the order of `commands`.
  static func run<Command: StoreCommand>(
    _ commands: [Command],
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment,
    combine: ([(command: Command, output: CommandOutput)]) -> CommandOutput
  ) async throws {
    guard let command = commands.first else { return }
    let settings = try SettingsLoader.load(
      command.settingOverrides, environment: processEnvironment)
    let live = LiveOptions(
      settings: settings, environment: processEnvironment, onlineSearch: command.onlineSearch,
      warn: { [language = settings.language.value] in
        StandardError.line("weather: " + Wording(language).warningLine($0))
      })
    let terminal = TerminalCapabilities(
      color: settings.color.value, environment: processEnvironment)
    let options = OutputOptions(
      style: terminal.style, units: settings.measurementUnits,
      language: settings.language.value, clockLocale: Settings.clockLocale(processEnvironment),
      json: command.global.json, provider: .init(settings.provider.value),
      postalCodes: .offlineTable)
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
      terminal.showsSpinner
      ? Spinner(message: Wording(options.language).phrase(command.progress)) : nil
    await work.value
    spinner?.stop()
    interrupt.cancel()
    if work.isCancelled {
      StandardError.line("")
      throw ExitCode(ExitStatus.interrupted.rawValue)
    }

    let output = combine(
      zip(commands, stores).map { ($0, $0.output($1.state, options: options)) })
    if let text = output.output {
      if output.isExact { StandardOutput.writeExact(text + "\n") } else { print(text) }
    }
    for message in output.messages {
      StandardError.line("weather: \(redacted(message, key: try? live.apiKey()))")
    }
    if output.status != .success { throw ExitCode(output.status.rawValue) }
  }

  /// `message` without the OpenWeatherMap key in any encoding: the providers redact it already,
  /// this is the last line of defence for whatever quotes a URL or a provider's words.
  private static func redacted(_ message: String, key: String??) -> String {
    guard case .some(.some(let key)) = key else { return message }
    return SecretRedaction.redacting(key, in: message)
  }
}

extension OutputOptions.DataProvider {
  /// The provider credited for the weather service chosen.
  init(_ choice: ProviderChoice) {
    switch choice {
    case .openMeteo: self = .openMeteo
    case .openWeatherMap: self = .openWeatherMap
    }
  }
}

extension OutputOptions.PostalCodeCoverage {
  /// The postal code table compiled into the binary.
  static let offlineTable = Self(
    countries: PostalCodeTable.countries, covers: { PostalCodeTable.shared.covers($0) })
}
