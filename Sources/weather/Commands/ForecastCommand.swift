import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather forecast`: the weather now and for the coming days, for one place or every followed
/// city.
struct ForecastCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "forecast",
    abstract: "Show the forecast for a city, a position, or every followed city.",
    discussion: """
      A place is a city name (optionally ", CC" for its country), `here` (the most populous \
      city of your time zone, found offline), a postal code (10001, "SW1A 1AA", "75001, FR", \
      zip:…; US ZIP codes offline, others through the provider), a GeoNames id of 6 or more \
      digits (or id:…), or "LAT,LON"; names follow the one rule of the README (the one city so named, or the most \
      populous when five times bigger than the next; otherwise the candidates are listed). \
      With no place, every followed city is shown; their forecasts are fetched at most 8 at a time, \
      and one failing never hides the others. When a forecast cannot be fetched, the last one \
      fetched is shown, marked stale, with the reason.

      Examples:
        weather forecast paris
        weather forecast 10001
        weather forecast "SW1A 1AA"
        weather forecast here
        weather forecast new york --days 3
        weather forecast --city "portland, us"
        weather forecast --id 2643743 --days 3 --hourly
        weather forecast --lat 48.85 --lon 2.35
        weather forecast
      """)

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "A city name, here, a postal code, a GeoNames id, or LAT,LON (e.g. -33.92,18.42).",
      valueName: "place"))
  var typedPlace: [String] = []

  /// The place's words, without a `--` typed before a position.
  var place: [String] { PlaceArgument.words(typedPlace) }

  @Option(help: "A city name.")
  var city: String?

  @Option(help: "Keep the city name or postal code to one country (ISO code, e.g. US).")
  var country: String?

  // Unconditional: a negative value is the value (a position south or west of zero, or a
  // number out of range said as such), not an option.
  @Option(parsing: .unconditional, help: "A GeoNames id.")
  var id: Int?

  @Option(parsing: .unconditional, help: "Latitude in degrees (with --lon).")
  var lat: Double?

  @Option(parsing: .unconditional, help: "Longitude in degrees (with --lat).")
  var lon: Double?

  @Option(
    parsing: .unconditional,
    help: "How many days (1–16; default: config, else 7, or 2 with --hourly).")
  var days: Int?

  @Flag(help: "Show hourly steps (for --days days) instead of days.")
  var hourly = false

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    try PlaceArgument.validate(typedPlace)
    if let id { try CityIDArgument.validate(id) }
    if !place.isEmpty { try CityIDArgument.validate(place.joined(separator: " ")) }
    if let days, !ForecastFeature.State.dayRange.contains(days) {
      throw ValidationError(.optionRange, "--days", "1", "16")
    }
    let given = [!place.isEmpty, city != nil, id != nil, lat != nil || lon != nil].count { $0 }
    guard given <= 1 else {
      throw ValidationError(.onePlace)
    }
    if (lat == nil) != (lon == nil) { throw ValidationError(.latLonTogether) }
    if let lat, !(-90...90).contains(lat) {
      throw ValidationError(.optionRange, "--lat", "-90", "90")
    }
    if let lon, !(-180...180).contains(lon) {
      throw ValidationError(.optionRange, "--lon", "-180", "180")
    }
    try PlaceArgument.validateCountry(country)
    if let city, PlaceRequest.words(of: city).isEmpty {
      throw ValidationError(.cityNeedsName)
    }
    if !place.isEmpty, PlaceRequest(parsing: place.joined(separator: " ")) == nil {
      throw ValidationError(.placeToShow)
    }
  }

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  var settingOverrides: SettingOverrides { global.overrides(days: days) }

  /// The days fetched: as asked (or configured), else a week of days or two days of hours.
  private func dayCount(_ settings: Settings) -> Int {
    if hourly, case .builtIn = settings.days.source { return 2 }
    return settings.days.value
  }

  /// The place asked for, as typed.
  private var request: PlaceRequest {
    if let id { return .id(id) }
    if let lat, let lon { return .coordinates(latitude: lat, longitude: lon) }
    var request: PlaceRequest
    if let city {
      // --city is a name, even one that looks like an id.
      request = PlaceRequest(parsing: city) ?? .followed
      if case .name = request {
      } else {
        request = .name(PlaceRequest.words(of: city), countryCode: nil)
      }
    } else if let typed = PlaceRequest(parsing: place.joined(separator: " ")) {
      request = typed
    } else {
      return .followed
    }
    if let country, case .name(let name, _) = request {
      // --country beats a ", CC" typed in a name.
      request = .name(name, countryCode: country.uppercased())
    }
    return request.inCountry(country)
  }

  var progress: Wording.Phrase { .progressForecast }

  func initialState(_ settings: Settings) -> AppFeature.State {
    AppFeature.State(units: settings.measurementUnits, forecastDays: dayCount(settings))
  }

  var actions: [AppFeature.Action] { [.showForecasts(request)] }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    ForecastCommandView(hourly: hourly).output(state, options: options)
  }
}
