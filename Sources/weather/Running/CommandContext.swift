import Foundation
import Reducers
import WeatherClientLive
import WeatherFeatures

/// What a command works with: the app's store on the live environment, the terminal, options.
@MainActor
struct CommandContext {
  let options: GlobalOptions
  let terminal: Terminal
  let units: Units
  let environment: AppEnvironment
  let store: Store<AppState, AppAction>

  init(
    options: GlobalOptions, onlineSearch: Bool = false, forecastDays: Int = 7,
    processEnvironment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    self.options = options
    self.terminal = Terminal(noColor: options.noColor, environment: processEnvironment)
    self.units = options.resolvedUnits(environment: processEnvironment)
    self.environment = try AppEnvironment.live(
      LiveOptions(
        environment: processEnvironment, provider: options.provider, onlineSearch: onlineSearch,
        warn: { StandardError.line("weather: warning: \($0)") }))
    self.store = Store(
      initialState: AppState(units: units, forecastDays: forecastDays),
      reducer: AppFeature.reducer,
      environment: environment)
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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(value)
    print(String(decoding: data, as: UTF8.self))
  }
}

extension CommandContext {
  /// The credit the data licence asks for wherever the weather is shown.
  var dataCredit: String {
    let provider = options.provider ?? .default(environment: ProcessInfo.processInfo.environment)
    return provider == .openMeteo
      ? "Weather data by Open-Meteo.com (CC BY 4.0)"
      : "Weather data by OpenWeather (openweathermap.org)"
  }
}
