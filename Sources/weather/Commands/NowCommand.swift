import ArgumentParser
import Foundation
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather now [place]`: the weather now on one line, for a shell prompt or a status bar
/// (tmux, i3blocks, waybar) that runs it every minute.
struct NowCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "now",
    abstract: "Show the weather now on one line, for a prompt or a status bar.",
    discussion: """
      With no place: the configured default (`place` in ~/.config/weather/config, or \
      WEATHER_PLACE), else the first followed city, else `here`: the most populous city of \
      your time zone (TZ, else /etc/localtime), found offline and said on standard error. A \
      place is a name, `here`, a postal code (10001, "SW1A 1AA", "75001, FR", zip:…), a \
      GeoNames id of 6+ digits (or id:…), or LAT,LON. A format with only %l and %L needs no \
      forecast and works offline. The forecast is cached for 10 minutes, so \
      a status bar running this every minute makes at most one request every 10 minutes.

      --format replaces the line with your own, filling in (values the provider does not \
      have print as ?):
      \(StatusLineFormat.specifiers.map { "  %\($0.0)  \($0.1)" }.joined(separator: "\n"))

      Several places, separated by `:` as wttr.in has them, print one line each, in order; \
      their forecasts are fetched at most 8 at a time, and one failing never hides the others. \
      --format 1 to 4 are wttr.in's preset lines ("3" is "%l: %c %t").

      Examples:
        weather now
        weather now paris
        weather now 10001
        weather now 'paris:london:tokyo' --format 3
        weather now --format '%c %t %w'
        weather now 2643743 --format '%l: %t (feels %f), sunset %s %m'
        weather now here --format '%l'
      """)

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "A city name, here, a postal code, a GeoNames id, or LAT,LON; several separated by `:` "
        + "(default: configured, else followed, else here).",
      valueName: "place"))
  var typedPlace: [String] = []

  /// The place's words, without a `--` typed before a position.
  var place: [String] { PlaceArgument.words(typedPlace) }

  // Unconditional: a format may start with `-`.
  @Option(
    parsing: .unconditional,
    help: "The line's format, e.g. '%c %t %w' (the specifiers are listed above), or 1 to 4.")
  var format: String?

  @Option(help: "Keep the name or postal code to one country (ISO code, e.g. US).")
  var country: String?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    try PlaceArgument.validateCountry(country)
    try PlaceArgument.validate(typedPlace)
    if let format {
      do {
        _ = try StatusLineFormat(format)
      } catch {
        throw ValidationError(error)
      }
    }
    guard places.count <= Self.placeLimit else {
      throw ValidationError(.atMostPlaces, String(Self.placeLimit))
    }
    for place in places {
      guard !place.isEmpty || places.count == 1 else {
        throw ValidationError(.emptyPlace)
      }
      try CityIDArgument.validate(place)
      guard PlaceRequest(parsing: place) != nil else {
        throw ValidationError(.placeOrNone)
      }
    }
  }

  /// The most places one run shows.
  static let placeLimit = 50

  /// The places typed, split at `:` (wttr.in's `paris:london`), each trimmed; none for the
  /// default place. A `:` after `id`, `zip` or `postcode` belongs to that prefix
  /// (`id:10570:zip:10001` is two places).
  var places: [String] {
    guard !place.isEmpty else { return [] }
    let typed = place.joined(separator: " ")
    var places: [String] = []
    var pendingPrefix: String?
    for part in typed.split(separator: ":", omittingEmptySubsequences: false) {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      if let prefix = pendingPrefix {
        places.append(prefix + ":" + trimmed)
        pendingPrefix = nil
      } else if Self.placePrefixes.contains(trimmed.lowercased()) {
        pendingPrefix = trimmed
      } else {
        places.append(trimmed)
      }
    }
    if let prefix = pendingPrefix { places.append(prefix + ":") }
    return places
  }

  /// The words before a `:` that say what the rest of a place is (``PlaceRequest``'s).
  private static let placePrefixes: Set<String> = ["id", "zip", "postcode"]

  @MainActor
  func run() async throws {
    guard places.count > 1 else { return try await CommandRunner.run(self) }
    let commands = places.map { place in
      var command = self
      command.typedPlace = [place]
      return command
    }
    try await CommandRunner.run(commands) { results in
      NowCommandView.combined(
        results.map { ($0.command.places.first ?? "", $0.output) }, json: global.json)
    }
  }

  /// The place typed, if any.
  private var request: PlaceRequest? {
    places.first.flatMap(PlaceRequest.init(parsing:))?.inCountry(country)
  }

  var progress: Wording.Phrase { .progressWeather }

  /// One day is enough for now and today's sunrise and sunset.
  func initialState(_ settings: Settings) -> AppFeature.State {
    var state = AppFeature.State(units: settings.measurementUnits, forecastDays: 1)
    state.defaultPlace = settings.place.flatMap { PlaceRequest(parsing: $0.value) }
    return state
  }

  /// The view of the state the command ends in.
  private var view: NowCommandView {
    NowCommandView(
      format: format.flatMap { try? StatusLineFormat($0) }, placeWasTyped: request != nil)
  }

  var actions: [AppFeature.Action] { [view.placeOnly ? .locate(request) : .showNow(request)] }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    view.output(state, options: options)
  }
}
