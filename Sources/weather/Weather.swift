import ArgumentParser
import Foundation
import WeatherText

/// The `weather` command: cities, followed cities and forecasts, from the terminal (started by
/// ``ProcessEntry``).
struct Weather: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "weather",
    abstract: "Search cities, follow them, and show their weather.",
    discussion: """
      Cities come from an embedded GeoNames table, so `search` and `follow` work offline. \
      Forecasts come from Open-Meteo (no key needed), or from OpenWeatherMap when \
      OPENWEATHER_API_KEY is set or --provider openweathermap is given.

      Examples:
        weather search london
        weather follow 2643743
        weather forecast paris
        weather forecast new york --hourly
        weather following --weather

      Exit codes: 0 success, 1 provider or other error, 3 no such city (or no match), 4 network \
      unavailable or timed out, 5 rate limited, 6 unreadable storage file, 7 API key missing or \
      rejected, 64 usage error (a name matching several cities included), 74 output could not \
      be written, 78 bad config file line, WEATHER_* variable or provider URL override, 130 \
      interrupted.

      \(Attribution.text)
      """,
    version: Attribution.version,
    subcommands: [
      SearchCommand.self, FollowCommand.self, UnfollowCommand.self, FollowingCommand.self,
      ForecastCommand.self, NowCommand.self, ConfigCommand.self, AppCommand.self,
      AboutCommand.self,
    ]
  )

  /// `weather` alone: the app on a terminal, the help otherwise (a script, a pipe, or a
  /// terminal that cannot move the cursor).
  @MainActor
  func run() async throws {
    guard TerminalSession.refusal(environment: ProcessInfo.processInfo.environment) == nil else {
      throw CleanExit.helpRequest(self)
    }
    try await AppCommand.open(global: try GlobalOptions.parse([]), online: false)
  }
}
