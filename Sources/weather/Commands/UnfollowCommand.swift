import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather unfollow <id | name>`: remove a city from the followed list.
struct UnfollowCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "unfollow",
    abstract: "Stop following a city, by GeoNames id or by name.",
    discussion: """
      A name is resolved among the followed cities by the same rule as everywhere (see the \
      README).

      Examples:
        weather unfollow 2643743
        weather unfollow london
      """)

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The id or name of a followed city (see `weather following`).", valueName: "city"))
  var typedCity: [String]

  /// The words typed, without a `--`.
  private var city: [String] { PlaceArgument.words(typedCity) }

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    // `-1` is an id out of range, said as such, not an unknown option or a missing argument.
    try PlaceArgument.validate(typedCity)
    try CityIDArgument.validate(city.joined(separator: " "))
    guard request != nil else { throw ValidationError(.cityToUnfollow) }
  }

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  private var request: PlaceRequest? { PlaceRequest(parsing: city.joined(separator: " ")) }

  var progress: Wording.Phrase { .progressSaving }

  func initialState(_ settings: Settings) -> AppFeature.State {
    AppFeature.State(units: settings.measurementUnits)
  }

  var actions: [AppFeature.Action] { request.map { [.unfollow($0)] } ?? [] }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    FollowCommandView.unfollow(state, options: options)
  }
}
