import ArgumentParser
import WeatherFeatures

/// `weather forecast`: the weather now and for the coming days, for one place or every followed
/// city.
struct ForecastCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "forecast",
    abstract: "Show the forecast for a city, a position, or every followed city.",
    discussion: """
      With --city, the most populous city of that name is shown and the others are named. With no \
      place, every followed city is shown. When the network fails, the last forecast fetched is \
      shown, marked stale.

      Examples:
        weather forecast --city paris
        weather forecast --id 2643743 --days 3 --hourly
        weather forecast --lat 48.85 --lon 2.35
        weather forecast
      """)

  @Option(help: "A city name.")
  var city: String?

  @Option(help: "A GeoNames id.")
  var id: Int?

  @Option(help: "Latitude in degrees (with --lon).")
  var lat: Double?

  @Option(help: "Longitude in degrees (with --lat).")
  var lon: Double?

  @Option(help: "How many days (1–16; default: config, else 7).")
  var days: Int?

  @Flag(help: "Show the next 48 hours instead of days.")
  var hourly = false

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    if let id { try CityIDArgument.validate(id) }
    if let days, !ForecastState.dayRange.contains(days) {
      throw ValidationError("--days must be 1 to 16.")
    }
    let places = [city != nil, id != nil, lat != nil || lon != nil].count { $0 }
    guard places <= 1 else { throw ValidationError("Give one of --city, --id or --lat/--lon.") }
    if (lat == nil) != (lon == nil) { throw ValidationError("--lat and --lon go together.") }
    if let lat, !(-90...90).contains(lat) { throw ValidationError("--lat must be -90 to 90.") }
    if let lon, !(-180...180).contains(lon) { throw ValidationError("--lon must be -180 to 180.") }
  }

  @MainActor
  func run() async throws {
    try await CommandRunner.run {
      let context = try CommandContext(options: global, days: days)
      var entries: [JSONOutput.Forecasts.Entry] = []
      for (place, also) in try await places(context) {
        try await context.perform(.forecast(.load(place)), message: "Fetching the forecast")
        let state = context.store.forecast
        guard let forecast = state.forecast else {
          throw CommandFailure(state.error ?? .provider("no forecast for \(place.displayName)"))
        }
        if let staleness = state.staleness {
          // Without a reason, the live client fell back to its cache: a fresh forecast could
          // not be had (the cache answers by itself while it is under 10 minutes old).
          let reason = staleness.reason?.message ?? "the weather service could not be reached"
          StandardError.line(
            "weather: \(reason); showing the forecast from \(staleness.ageDescription) ago")
        }
        entries.append(
          .init(
            city: place, forecast: forecast, moon: MoonPhase(at: forecast.current.time),
            stale: state.staleness.map {
              .init(fetchedAt: $0.fetchedAt, ageSeconds: $0.ageSeconds, reason: $0.reason?.message)
            },
            also: also.isEmpty ? nil : also))
        if !global.json {
          if entries.count > 1 { print("") }
          print(
            ForecastView(
              forecast: forecast, staleness: state.staleness, also: also, hourly: hourly,
              terminal: context.terminal
            ).render())
        }
      }
      if global.json {
        try context.printJSON(JSONOutput.Forecasts(forecasts: entries))
      } else {
        print("\n" + context.styledDataCredit)
      }
    }
  }

  /// The places to show, each with the namesakes to mention.
  @MainActor
  private func places(_ context: CommandContext) async throws -> [(City, [City])] {
    if let city {
      let resolution = CityNameResolver.resolve(city)
      guard let best = resolution.matches.first else {
        throw CityNameResolver.unknown(city, suggestions: resolution.suggestions)
      }
      return [(best, Array(resolution.matches.dropFirst()))]
    }
    if let id {
      do {
        return [(try await context.environment.weatherClient.city(id), [])]
      } catch {
        throw CommandFailure(WeatherError(error))
      }
    }
    if let lat, let lon {
      let name = String(format: "%.4f, %.4f", lat, lon)
      return [
        (
          City(
            id: 0, name: name, admin1: nil, countryCode: "", countryName: "", latitude: lat,
            longitude: lon, population: 0, timeZone: "auto"), []
        )
      ]
    }
    let followed = try await context.loadFollowing()
    guard !followed.isEmpty else {
      throw CommandFailure(
        "no place given and no city followed; try `weather forecast --city paris`",
        status: .usage)
    }
    return followed.map { ($0, []) }
  }
}
