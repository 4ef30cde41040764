import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherTerminal
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

  func render(_ state: AppFeature.State, in context: RenderContext) -> Rendering {
    if let failure = ResolutionReport.rendering(state.resolution, command: "follow") {
      return failure
    }
    let following = state.following
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .followed(let city):
      return context.json
        ? context.json(JSONOutput.Follow(followed: city, alreadyFollowing: false, following: list))
        : Rendering(
          output: "Following \(context.terminal.bold(city.displayName)) (\(city.id)). "
            + CityCount.followed(list.count))
    case .alreadyFollowing(let city):
      return context.json
        ? context.json(JSONOutput.Follow(followed: city, alreadyFollowing: true, following: list))
        : Rendering(output: "Already following \(city.displayName) (\(city.id)).")
    case .notACity:
      // A postal code of a town the city table does not have names a place, not a city.
      if case .postalCode(let code) = state.resolution.request,
        case .resolved(let places) = state.resolution.outcome, let place = places.first
      {
        return .failure(
          "\(QuotedInput.shown(code.code)) is \(TerminalText.clean(place.city.displayName)), not a city "
            + "of the embedded table (15,000+ people), so it cannot be followed; follow a city "
            + "nearby by name, or use `weather forecast \(QuotedInput.shown(code.code))`", .usage)
      }
      return .failure(
        "a position cannot be followed; follow a city by id or name", .usage)
    case .failed(let error):
      return .failure(error)
    case .unfollowed, .notFollowing, nil:
      return .failure(following.error ?? .provider("the city could not be followed"))
    }
  }
}
