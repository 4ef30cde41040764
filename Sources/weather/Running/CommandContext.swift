import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures

/// What a command works with: the app's store on the live environment, the terminal, options.
@MainActor
struct CommandContext {
  let options: GlobalOptions
  /// The flags, `WEATHER_*` variables and config file, resolved.
  let settings: Settings
  let terminal: Terminal
  let units: Units
  let environment: AppEnvironment
  let store: Store<AppState, AppAction>

  init(
    options: GlobalOptions, onlineSearch: Bool = false, place: String? = nil, days: Int? = nil,
    interface: InterfaceFeature.State? = nil, recorder: SessionRecorder? = nil,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    self.options = options
    self.settings = try Self.settings(
      options.overrides(place: place, days: days), environment: processEnvironment)
    self.terminal = Terminal(color: settings.color.value, environment: processEnvironment)
    self.units = settings.units.value
    let live = try AppEnvironment.live(
      LiveOptions(
        environment: processEnvironment, provider: settings.provider.value,
        onlineSearch: onlineSearch, warn: { StandardError.line("weather: warning: \($0)") }))
    recorder?.begin(units: units, days: settings.days.value, onlineSearch: onlineSearch)
    self.environment = recorder.map { $0.environment(live) } ?? live
    self.store = Store(
      initialState: AppState(
        units: units, forecastDays: settings.days.value, interface: interface),
      reducer: recorder.map { $0.reducer(AppFeature.reducer) } ?? AppFeature.reducer,
      environment: environment)
  }

  /// The settings in force, or a configuration failure naming the bad file line or variable.
  static func settings(
    _ overrides: SettingOverrides, environment: [String: String]
  ) throws -> Settings {
    do {
      return try Settings.resolve(
        overrides: overrides, environment: environment,
        file: ConfigFile.load(environment: environment))
    } catch {
      throw CommandFailure(error.message, status: .configuration)
    }
  }

  /// Sends `actions`, then waits for every effect, showing a spinner on a terminal meanwhile.
  func perform(_ actions: AppAction..., message: String) async throws {
    for action in actions { store.send(action) }
    let spinner = terminal.showsSpinner ? Spinner(message: message) : nil
    await store.finishEffects()
    spinner?.stop()
    try Task.checkCancellation()
  }

  /// Loads the followed cities, failing on an unreadable storage file.
  func loadFollowing() async throws -> [City] {
    try await perform(.start, message: "Loading followed cities")
    if let error = store.following.error { throw CommandFailure(error) }
    return store.following.cities.map(\.city)
  }

  /// Prints `value` as pretty, key-sorted JSON with ISO 8601 dates.
  func printJSON(_ value: some Encodable) throws {
    try JSONOutput.print(value)
  }
}

extension CommandContext {
  /// The credit, dimmed, on as many lines as the width needs: it is never cut.
  var styledDataCredit: String {
    FlowText.lines(dataCredit.split(separator: " ").map(String.init), width: terminal.width, separator: " ")
      .map(terminal.dim).joined(separator: "\n")
  }

  /// The credit the data licence asks for wherever the weather is shown.
  var dataCredit: String {
    settings.provider.value == .openMeteo
      ? "Weather data by Open-Meteo.com (CC BY 4.0)"
      : "Weather data by OpenWeather (openweathermap.org)"
  }
}
