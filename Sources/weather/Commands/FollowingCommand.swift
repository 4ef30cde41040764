import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather following [--weather]`: the followed cities.
struct FollowingCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "following",
    abstract: "List the followed cities, optionally with their weather now.",
    discussion: """
      With --weather, the current conditions of every city are fetched, at most 8 at a time.

      Examples:
        weather following
        weather following --weather --units imperial
      """)

  @Flag(help: "Fetch the current conditions of every followed city.")
  var weather = false

  @OptionGroup var global: GlobalOptions

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  var progress: Wording.Phrase { weather ? .progressWeather : .progressFollowed }

  func initialState(_ settings: Settings) -> AppFeature.State {
    var state = AppFeature.State(units: settings.measurementUnits)
    state.following.refreshesWhenLoaded = weather
    return state
  }

  var actions: [AppFeature.Action] { [.start] }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    FollowingCommandView(weather: weather).output(state.following, options: options)
  }
}
