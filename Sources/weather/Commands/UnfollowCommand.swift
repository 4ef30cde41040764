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

  func render(_ state: AppFeature.State, in context: RenderContext) -> Rendering {
    let following = state.following
    if state.resolution.request == nil, let error = following.error {
      // The followed list could not be read, so nothing was resolved.
      return .failure(error)
    }
    if let failure = ResolutionReport.rendering(
      state.resolution, command: "unfollow", amongFollowed: true)
    {
      return failure
    }
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .unfollowed(let city):
      return context.json
        ? context.json(JSONOutput.Unfollow(unfollowed: city, following: list))
        : Rendering(
          output: "Stopped following \(city.displayName) (\(city.id)). "
            + CityCount.followed(list.count))
    case .notFollowing:
      let typed = QuotedInput.shown(state.resolution.request.map(ResolutionReport.describe) ?? "")
      return .failure("you do not follow \"\(typed)\"; see `weather following`", .unknownCity)
    case .failed(let error):
      return .failure(error)
    case .followed, .alreadyFollowing, .notACity, nil:
      return .failure(following.error ?? .provider("the city could not be unfollowed"))
    }
  }
}
