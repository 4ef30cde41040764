import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather follow <id | name>`: add a city to the followed list.
struct FollowCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "Follow a city, by GeoNames id or by name.",
    discussion: """
      A name is resolved by the same rule as everywhere (see the README): the one city of that \
      name, or the most populous when it is at least five times bigger than the next; otherwise \
      the candidates are listed with their ids, and you follow one by id. Add ", CC" to keep \
      to one country. Following a city already followed succeeds and changes nothing.

      Examples:
        weather follow 2643743
        weather follow zurich
        weather follow "portland, us"
        weather follow 10001
        weather follow 8001 --country CH
      """)

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("A GeoNames id (see `weather search`) or a city name.", valueName: "city"))
  var typedCity: [String]

  /// The words typed, without a `--`.
  private var city: [String] { PlaceArgument.words(typedCity) }

  @Option(help: "Keep the name or postal code to one country (ISO code, e.g. US).")
  var country: String?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    try PlaceArgument.validateCountry(country)
    // `-1` is an id out of range, said as such, not an unknown option or a missing argument.
    try PlaceArgument.validate(typedCity)
    try CityIDArgument.validate(city.joined(separator: " "))
    guard request != nil else { throw ValidationError(.cityToFollow) }
  }

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  private var request: PlaceRequest? {
    PlaceRequest(parsing: city.joined(separator: " "))?.inCountry(country)
  }

  var progress: Wording.Phrase { .progressFollowing }

  func initialState(_ settings: Settings) -> AppFeature.State {
    AppFeature.State(units: settings.measurementUnits)
  }

  var actions: [AppFeature.Action] { request.map { [.follow($0)] } ?? [] }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    FollowCommandView.follow(state, options: options)
  }
}
