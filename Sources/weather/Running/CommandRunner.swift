import ArgumentParser
import Dispatch
import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures

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
    let settings = try SettingsLoader.load(
      command.settingOverrides, environment: processEnvironment)
    let live = LiveOptions(
      settings: settings, environment: processEnvironment, onlineSearch: command.onlineSearch,
      warn: { StandardError.line("weather: warning: \($0)") })
    let context = RenderContext(
      terminal: Terminal(color: settings.color.value, environment: processEnvironment),
      units: settings.units.value, json: command.global.json, provider: settings.provider.value)
    let store = Store(
      initialState: command.initialState(settings), reducer: AppFeature.reducer,
      environment: AppFeature.Environment.live(live))

    let work = Task { @MainActor in
      for action in command.actions { store.send(action) }
      await store.finishEffects()
    }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler { work.cancel() }
    interrupt.resume()
    let spinner = context.terminal.showsSpinner ? Spinner(message: command.progressMessage) : nil
    await work.value
    spinner?.stop()
    interrupt.cancel()
    if work.isCancelled {
      StandardError.line("")
      throw ExitCode(ExitStatus.interrupted.rawValue)
    }

    let rendering = command.render(store.state, in: context)
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
