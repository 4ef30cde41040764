import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// What the full-screen app runs on: the app's store on the live environment (recorded when
/// asked), the terminal and the settings. The one-shot commands use ``CommandRunner``.
@MainActor
struct CommandContext {
  /// The flags, `WEATHER_*` variables and config file, resolved.
  let settings: Settings
  let terminal: TerminalCapabilities
  let store: Store<AppFeature.State, AppFeature.Action>
  /// The date now, as the environment reads it (the test hook `WEATHER_TEST_NOW` included), so
  /// that the app's age labels agree with the ages the features computed.
  let now: @Sendable () -> Date

  init(
    options: GlobalOptions, onlineSearch: Bool = false,
    interface: ((Settings) -> InterfaceFeature.ScreenState)? = nil,
    recorder: StoreRecorder? = nil,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    settings = try SettingsLoader.load(options.overrides(), environment: processEnvironment)
    terminal = TerminalCapabilities(color: settings.color.value, environment: processEnvironment)
    let units = settings.measurementUnits
    var live = AppFeature.Environment.live(
      LiveOptions(
        settings: settings, environment: processEnvironment, onlineSearch: onlineSearch,
        warn: Self.warning(interactive: interface != nil, language: settings.language.value)))
    // In the app, sleeps wait on its own thread (`AppExecutor`), and effects run there.
    let executor = AppExecutor.current
    if let executor { live.clock = executor.clock }
    now = live.now
    let initialState = AppFeature.State(
      units: units, forecastDays: settings.days.value, interface: interface?(settings))
    if let recorder {
      store = Store(
        initialState: initialState, reducer: Reducer(AppFeature.reducer),
        environment: live.taped(recorder), effectExecutor: executor, recorder: recorder)
    } else {
      store = Store(
        initialState: initialState, reducer: Reducer(AppFeature.reducer), environment: live,
        effectExecutor: executor)
    }
  }

  /// Where warnings go: a line on standard error, except in the full-screen app, which owns the
  /// terminal (a line there would garble it); worded in `language`.
  static func warning(interactive: Bool, language: Language) -> @Sendable (LiveWarning) -> Void {
    guard !interactive else { return { _ in } }
    return { StandardError.line("weather: " + Wording(language).warningLine($0)) }
  }
}
