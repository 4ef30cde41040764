import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Every command's view as what the binary would write (standard output, the messages on
/// standard error, the exit status) at 60, 80 and 132 columns: the command line's output
/// reviewed as files, without running the binary or a server.
@Suite struct CommandViewSnapshotTests {
  static let widths = [60, 80, 132]

  /// `search`: the table, nothing found (a name, then a postal code), a postal code the
  /// provider could not be asked about, the recent searches and none of them.
  @Test(arguments: widths)
  func search(width: Int) throws {
    let options = OutputOptions.sample(width: width)
    var found = SearchFeature.State(query: "paris")
    found.results = [.sampleParis, .sampleNamesake, .sampleLongName]
    found.recentSearchesError = .storage(path: "/home/u/.local/share/weather", reason: "full")
    var nothing = SearchFeature.State(query: "xyzzy")
    nothing.foundNothing = true
    var noCode = SearchFeature.State(query: "99999")
    noCode.foundNothing = true
    var offline = SearchFeature.State(query: "75001, FR")
    offline.error = .offline("no route to host")
    var recent = SearchFeature.State()
    recent.recentSearches = ["london", "東京", "sao paulo"]
    try expectSnapshot(
      [
        transcript(SearchCommandView(query: "paris").output(found, options: options)),
        transcript(SearchCommandView(query: "xyzzy").output(nothing, options: options)),
        transcript(SearchCommandView(query: "99999").output(noCode, options: options)),
        transcript(SearchCommandView(query: "75001, FR").output(offline, options: options)),
        transcript(SearchCommandView(query: nil).output(recent, options: options)),
        transcript(SearchCommandView(query: nil).output(.init(), options: options)),
      ].joined(separator: "\n\n"), named: "command-search-\(width)")
  }

  /// A request that did not resolve to one place, as every command reports it: several cities
  /// of a name, several places of a postal code, no such name (with suggestions, without, and
  /// among the followed cities), an unknown id or postal code, nothing followed, a failure.
  @Test(arguments: widths)
  func resolution(width: Int) throws {
    let options = OutputOptions.sample(width: width)
    var cases: [(String, ResolutionFeature.State, Bool)] = []
    func add(
      _ command: String, _ request: PlaceRequest, _ outcome: ResolutionFeature.Outcome,
      amongFollowed: Bool = false
    ) {
      var state = ResolutionFeature.State()
      state.request = request
      state.outcome = outcome
      cases.append((command, state, amongFollowed))
    }
    let paris: PlaceRequest = .name("paris", countryCode: nil)
    add(
      "forecast", paris, .ambiguous(candidates: [.sampleParis, .sampleNamesake, .sampleLongName]))
    add(
      "now", .postalCode(PostalCode(code: "1000", countryCode: nil)),
      .ambiguous(candidates: [.sampleParis, .sampleNamesake]))
    add("follow", .name("pariss", countryCode: nil), .notFound(suggestions: [.sampleParis]))
    add("forecast", .name("xyzzy", countryCode: "GB"), .notFound(suggestions: []))
    add(
      "forecast", .name(String(repeating: "long ", count: 20), countryCode: nil),
      .notFound(suggestions: []))
    add("unfollow", paris, .notFound(suggestions: []), amongFollowed: true)
    add("forecast", .id(9_999_999), .notFound(suggestions: []))
    add(
      "forecast", .postalCode(PostalCode(code: "00000", countryCode: "US")),
      .notFound(suggestions: []))
    add(
      "forecast", .postalCode(PostalCode(code: "8001", countryCode: "CH")),
      .notFound(suggestions: []))
    add(
      "forecast", .postalCode(PostalCode(code: "8001", countryCode: "CH")),
      .failed(.offline("no route to host")))
    add("now", .followed, .noneFollowed)
    add("forecast", paris, .failed(.rateLimited("try again in a minute")))
    let reports = cases.map { command, state, amongFollowed in
      ResolutionReport.output(
        state, command: command, amongFollowed: amongFollowed, postalCodes: options.postalCodes
      ).map(transcript) ?? "(resolved)"
    }
    try expectSnapshot(reports.joined(separator: "\n\n"), named: "command-resolution-\(width)")
  }

  /// `follow` and `unfollow`: each outcome, as text and as JSON.
  @Test(arguments: widths)
  func followAndUnfollow(width: Int) throws {
    var outputs: [String] = []
    for json in [false, true] {
      let options = OutputOptions.sample(width: width, styled: !json, json: json)
      var state = AppFeature.State()
      state.resolution.request = .id(City.sampleParis.id)
      state.resolution.outcome = .resolved([ResolvedPlace(city: .sampleParis)])
      state.following.cities = [FollowedCity(city: .sampleParis)]
      state.following.outcome = .followed(.sampleParis)
      outputs.append(transcript(FollowCommandView.follow(state, options: options)))
      state.following.cities.append(FollowedCity(city: .sampleNamesake))
      state.following.outcome = .alreadyFollowing(.sampleParis)
      outputs.append(transcript(FollowCommandView.follow(state, options: options)))
      state.following.outcome = .unfollowed(.sampleParis)
      state.following.cities.remove(id: City.sampleParis.id)
      outputs.append(transcript(FollowCommandView.unfollow(state, options: options)))
    }
    let options = OutputOptions.sample(width: width)
    var state = AppFeature.State()
    var town = City.sampleNamesake
    town.id = 0
    town.name = "Beverly Hills"
    state.resolution.request = .postalCode(PostalCode(code: "90210", countryCode: nil))
    state.resolution.outcome = .resolved([ResolvedPlace(city: town)])
    state.following.outcome = .notACity(town)
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.resolution.request = .coordinates(latitude: 48.85, longitude: 2.35)
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.following.outcome = .failed(.storage(path: "/home/u/following.json", reason: "denied"))
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.resolution.request = .name("lyon", countryCode: nil)
    state.following.outcome = .notFollowing(2_996_944)
    outputs.append(transcript(FollowCommandView.unfollow(state, options: options)))
    try expectSnapshot(outputs.joined(separator: "\n\n"), named: "command-follow-\(width)")
  }

  /// `following`: the list, the list with the weather (one city unavailable, styled; two
  /// failing alike, one line for both), every city failing alike with the last known weather
  /// of two shown with its age (said once, on standard error; exit 0), nothing to show (no
  /// data credit; exit 4), no city.
  @Test(arguments: widths)
  func following(width: Int) throws {
    var state = FollowingFeature.State(units: .metric)
    state.cities = [
      FollowedCity(city: .sampleParis, current: Forecast.sample.current),
      FollowedCity(city: .sampleLongName),
      FollowedCity(city: .sampleTokyo, current: Forecast.sample.current),
    ]
    state.cities[id: City.sampleLongName.id]?.error = .timedOut
    // Offline, two cities show their last known weather with its age; exit 0 with the notice.
    var allFailed = state
    for id in allFailed.cities.ids { allFailed.cities[id: id]?.error = .offline("no network") }
    allFailed.cities[id: City.sampleParis.id]?.staleness = Staleness(
      fetchedAt: Forecast.sample.fetchedAt, ageSeconds: 7_200, reason: .offline("no network"))
    allFailed.cities[id: City.sampleTokyo.id]?.staleness = Staleness(
      fetchedAt: Forecast.sample.fetchedAt, ageSeconds: 90_000, reason: .offline("no network"))
    // Two cities failing alike are one line; nothing shown, nothing credited.
    var twoAlike = state
    twoAlike.cities[id: City.sampleTokyo.id]?.error = .timedOut
    twoAlike.cities[id: City.sampleTokyo.id]?.current = nil
    var nothingShown = allFailed
    for id in nothingShown.cities.ids { nothingShown.cities[id: id]?.current = nil }
    let plain = OutputOptions.sample(width: width)
    let styled = OutputOptions.sample(width: width, styled: true)
    try expectSnapshot(
      [
        transcript(FollowingCommandView(weather: false).output(state, options: plain)),
        transcript(FollowingCommandView(weather: true).output(state, options: styled)),
        transcript(FollowingCommandView(weather: true).output(twoAlike, options: plain)),
        transcript(FollowingCommandView(weather: true).output(allFailed, options: plain)),
        transcript(FollowingCommandView(weather: true).output(nothingShown, options: plain)),
        transcript(
          FollowingCommandView(weather: false).output(
            FollowingFeature.State(units: .metric), options: plain)),
      ].joined(separator: "\n\n"), named: "command-following-\(width)")
  }

  /// `config`: the file's path, then every key with its value and where it came from (a line
  /// of the file named by its number, an environment variable, a default).
  @Test(arguments: widths)
  func config(width: Int) throws {
    let path = "/home/someone/.config/weather/config"
    let view = ConfigView(path: path, exists: true, rows: ConfigView.sampleRows(path: path))
    let missing = ConfigView(path: nil, exists: false, rows: ConfigView.sampleRows(path: path))
    let style = TextStyle(isStyled: false, width: width)
    try expectSnapshot(
      view.render(style: style) + "\n\n" + missing.render(style: style),
      named: "command-config-\(width)")
  }

  /// `now`: the default line with the note on where `here` is, a format, a stale forecast, a
  /// place-only format, and several places combined.
  @Test(arguments: widths)
  func now(width: Int) throws {
    let options = OutputOptions.sample(width: width, styled: true)
    var state = AppFeature.State(forecastDays: 1)
    state.resolution.request = .here
    state.resolution.location = Location(city: .sampleParis, source: .timeZone("Europe/Paris"))
    state.resolution.outcome = .resolved([ResolvedPlace(city: .sampleParis)])
    state.forecastList.places = [
      PlaceForecast(place: ResolvedPlace(city: .sampleParis), outcome: .fresh(.sample))
    ]
    let format = try StatusLineFormat("%l: %c %t (feels %f), sunset %s")
    let fresh = NowCommandView(format: nil, placeWasTyped: false).output(state, options: options)
    let formatted = NowCommandView(format: format, placeWasTyped: true)
      .output(state, options: options)
    let placeOnly = NowCommandView(format: try StatusLineFormat("%l"), placeWasTyped: false)
      .output(state, options: options)
    state.forecastList.places[0].outcome = .stale(.sample, .sample)
    let stale = NowCommandView(format: nil, placeWasTyped: true).output(state, options: options)
    state.forecastList.places[0].outcome = .failed(.timedOut)
    let failed = NowCommandView(format: nil, placeWasTyped: true).output(state, options: options)
    let combined = NowCommandView.combined(
      [("paris", fresh), ("here", stale), ("\u{1B}[31mrome", failed)], json: false)
    try expectSnapshot(
      [fresh, formatted, placeOnly, stale, failed, combined].map(transcript)
        .joined(separator: "\n\n"), named: "command-now-\(width)")
  }

  /// `forecast`, daily and hourly: a fresh place with namesakes, a stale one, a failed one;
  /// then one fault for every place, said once.
  @Test(arguments: widths)
  func forecast(width: Int) throws {
    let options = OutputOptions.sample(width: width)
    for hourly in [false, true] {
      let state = AppFeature.State.sampleForecasts(days: hourly ? 1 : 3)
      var allFailed = state
      for id in allFailed.forecastList.places.ids {
        allFailed.forecastList.places[id: id]?.outcome = .failed(.offline("no network"))
      }
      let view = ForecastCommandView(hourly: hourly)
      try expectSnapshot(
        transcript(view.output(state, options: options)) + "\n\n"
          + transcript(view.output(allFailed, options: options)),
        named: "command-forecast-\(hourly ? "hourly" : "daily")-\(width)")
    }
  }

  /// Every `--json` shape, the same at every width (checked: one snapshot for all three).
  @Test(arguments: widths)
  func json(width: Int) throws {
    let options = OutputOptions.sample(width: width, json: true)
    var search = SearchFeature.State(query: "paris")
    search.results = [.sampleParis]
    var recent = SearchFeature.State()
    recent.recentSearches = ["london"]
    var follow = AppFeature.State()
    follow.resolution.request = .id(City.sampleParis.id)
    follow.resolution.outcome = .resolved([ResolvedPlace(city: .sampleParis)])
    follow.following.cities = [FollowedCity(city: .sampleParis)]
    follow.following.outcome = .followed(.sampleParis)
    var unfollow = follow
    unfollow.following.cities = []
    unfollow.following.outcome = .unfollowed(.sampleParis)
    var following = FollowingFeature.State(units: .metric)
    following.cities = [
      FollowedCity(city: .sampleParis, current: Forecast.sample.current),
      FollowedCity(city: .sampleNamesake),
    ]
    following.cities[id: City.sampleNamesake.id]?.error = .timedOut
    var now = AppFeature.State(forecastDays: 1)
    now.resolution.request = .here
    now.resolution.location = Location(city: .sampleParis, source: .timeZone("Europe/Paris"))
    now.resolution.outcome = .resolved([ResolvedPlace(city: .sampleParis)])
    now.forecastList.places = [
      PlaceForecast(place: ResolvedPlace(city: .sampleParis), outcome: .stale(.sample, .sample))
    ]
    let nowOutput = NowCommandView(format: nil, placeWasTyped: false).output(now, options: options)
    let path = "/home/someone/.config/weather/config"
    let config = ConfigView(path: path, exists: true, rows: ConfigView.sampleRows(path: path))
    let outputs = [
      SearchCommandView(query: "paris").output(search, options: options),
      SearchCommandView(query: nil).output(recent, options: options),
      FollowCommandView.follow(follow, options: options),
      FollowCommandView.unfollow(unfollow, options: options),
      FollowingCommandView(weather: true).output(following, options: options),
      nowOutput,
      NowCommandView.combined([("paris", nowOutput), ("here", nowOutput)], json: true),
      ForecastCommandView(hourly: false).output(.sampleForecasts(days: 2), options: options),
      options.json(config.json),
    ]
    #expect(outputs.allSatisfy { $0.isExact }, "JSON goes out exactly as encoded")
    try expectSnapshot(outputs.map(transcript).joined(separator: "\n\n"), named: "command-json")
  }
}

/// What the binary would write for `output`: standard output, then each message as standard
/// error shows it, then the exit status when it is not 0.
func transcript(_ output: CommandOutput) -> String {
  var lines = [output.output ?? "(no output)"]
  lines += output.messages.map { "stderr: weather: \($0)" }
  if output.status != .success { lines.append("exit \(output.status.rawValue)") }
  return lines.joined(separator: "\n")
}

extension OutputOptions {
  /// Metric, English, Open-Meteo, US postal codes offline.
  static func sample(width: Int, styled: Bool = false, json: Bool = false) -> OutputOptions {
    OutputOptions(
      style: TextStyle(isStyled: styled, width: width), units: .metric, clockLocale: "en_GB",
      json: json, provider: .openMeteo,
      postalCodes: PostalCodeCoverage(
        countries: ["US"], covers: { ($0.countryCode ?? "US") == "US" }))
  }
}

extension Staleness {
  /// An hour and a half old, the network down.
  static let sample = Staleness(
    fetchedAt: Forecast.sample.fetchedAt, ageSeconds: 5400, reason: .offline("no network"))
}

extension City {
  /// A name longer than any column.
  static let sampleLongName: City = {
    var city = City.sampleNamesake
    city.id = 2_643_743
    city.name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"
    city.admin1 = "Wales"
    city.countryCode = "GB"
    return city
  }()

  /// A wide script.
  static let sampleTokyo: City = {
    var city = City.sampleParis
    city.id = 1_850_147
    city.name = "東京都"
    city.admin1 = "東京"
    city.countryCode = "JP"
    city.population = 8_336_599
    return city
  }()
}

extension ConfigView {
  /// Every kind of source: a line of the file, an environment variable, a flag, the locale, a
  /// default, unset (the units' parts take the units' source, as the settings give them).
  static func sampleRows(path: String) -> [Row] {
    [
      ("units", "imperial", .file(path: path, line: 3)),
      ("temperature_unit", "fahrenheit", .file(path: path, line: 3)),
      ("wind_unit", "kn", .environment("WEATHER_WIND_UNIT")),
      ("precipitation_unit", "inch", .file(path: path, line: 3)),
      ("provider", "open-meteo", .builtIn(nil)), ("place", nil, nil),
      ("days", "5", .flag("--days")), ("color", "auto", .builtIn(nil)),
      ("lang", "de", .locale("LANG=de_DE.UTF-8")),
      (
        "openweathermap_key_file", "/home/someone/.config/weather/a-rather-long-key-file-name.key",
        .file(path: path, line: 12)
      ),
    ]
  }
}

extension AppFeature.State {
  /// `weather forecast paris london-ish rome-ish`: Paris fresh with its namesake, a long name
  /// stale, Tokyo failed.
  static func sampleForecasts(days: Int) -> AppFeature.State {
    var state = AppFeature.State(forecastDays: days)
    state.resolution.request = .followed
    state.resolution.outcome = .resolved([
      ResolvedPlace(city: .sampleParis, namesakes: [.sampleNamesake]),
      ResolvedPlace(city: .sampleLongName), ResolvedPlace(city: .sampleTokyo),
    ])
    state.forecastList.days = days
    state.forecastList.places = [
      PlaceForecast(
        place: ResolvedPlace(city: .sampleParis, namesakes: [.sampleNamesake]),
        outcome: .fresh(.sample)),
      PlaceForecast(place: ResolvedPlace(city: .sampleLongName), outcome: .stale(.sample, .sample)),
      PlaceForecast(place: ResolvedPlace(city: .sampleTokyo), outcome: .failed(.timedOut)),
    ]
    return state
  }
}
