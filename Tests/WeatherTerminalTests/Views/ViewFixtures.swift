import Foundation
import Reducers
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// The moment the view tests happen: 2026-09-10 00:00 UTC, on the hour.
let viewNow = Date(timeIntervalSince1970: 1_788_998_400)

extension City {
  static func fixture(
    _ id: Int, _ name: String, _ admin1: String?, _ country: String, zone: String = "UTC"
  ) -> City {
    City(
      id: id, name: name, admin1: admin1, countryCode: country, countryName: country,
      latitude: 0, longitude: 0, population: 1000, timeZone: zone)
  }

  static let london = fixture(2_643_743, "London", "England", "GB")
  static let londonOntario = fixture(6_058_560, "London", "Ontario", "CA")
  static let londonderry = fixture(
    2_643_736, "Londonderry County Borough", "Northern Ireland", "GB")
  static let londrina = fixture(3_458_449, "Londrina", "Paraná", "BR")
  static let paris = fixture(2_988_507, "Paris", "Île-de-France", "FR")
  static let tokyo = fixture(1_850_147, "東京都", "東京", "JP")
  static let seoul = fixture(1_835_848, "서울특별시", nil, "KR")
  static let welsh = fixture(
    2_644_166, "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "Wales", "GB")
  static let hostile = fixture(
    9_999_999, "Evil\u{1B}[2J\u{07}Town\u{202E}", "\u{1B}]0;pwned\u{07}", "XX")
}

extension CurrentConditions {
  static func fixture(_ temperature: Double, _ condition: WeatherCondition, at time: Date = viewNow)
    -> CurrentConditions
  {
    CurrentConditions(
      time: time, temperature: temperature, apparentTemperature: temperature - 2, humidity: 70,
      windSpeed: 12, windDirection: 250, condition: condition, isDay: true)
  }
}

extension Forecast {
  /// Seven days and 72 hours of plausible weather, London's offset (BST).
  static func fixture(_ city: City, fetchedAt: Date = viewNow, units: Units = .metric) -> Forecast {
    let conditions: [WeatherCondition] = [
      .partlyCloudy, .rain(.light), .clearSky, .overcast, .rainShowers(.moderate), .fog,
      .thunderstorm,
    ]
    let daily = (0..<7).map { day in
      DailyStep(
        date: "2026-09-\(9 + day)", temperatureMin: Double(9 + day % 3),
        temperatureMax: Double(16 + (day * 5) % 7), precipitationSum: Double(day) / 2,
        precipitationProbability: Double((day * 30) % 100), windSpeedMax: 20, windDirection: 240,
        condition: conditions[day])
    }
    let hourly = (0..<72).map { hour in
      HourlyStep(
        time: fetchedAt.addingTimeInterval(Double(hour) * 3600),
        temperature: 12 + 5 * sin(Double(hour) / 24 * 2 * .pi),
        precipitationProbability: Double((hour * 7) % 100), windSpeed: 10,
        condition: conditions[hour % conditions.count])
    }
    return Forecast(
      city: city, fetchedAt: fetchedAt, units: units, utcOffsetSeconds: 3600,
      current: .fixture(14, .partlyCloudy, at: fetchedAt), hourly: hourly, daily: daily)
  }
}

/// The app states the snapshot tests draw.
enum ViewScenario: String, CaseIterable {
  case emptyStart
  case resultsWhileTyping
  case loading
  case offlineStale
  case providerError
  case longAndWideNames
  case helpOverlay
  case unfollowQuestion

  /// The scenario with the app's own words in `language` (its confirmations' words are state).
  func state(in language: Language) -> AppFeature.State {
    var state = self.state
    let words = ConfirmationView.words(Wording(language))
    state.interface?.confirmationWords = words
    if self == .unfollowQuestion { state.interface?.confirmation = Self.unfollowLondon(words) }
    return state
  }

  /// The question `d` asks on London, in `words`.
  static func unfollowLondon(
    _ words: InterfaceFeature.ConfirmationWords = InterfaceFeature.ConfirmationWords()
  ) -> ConfirmationDialogState<InterfaceFeature.Confirmation> {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState(words.unfollowTitle.replacingOccurrences(of: "{1}", with: "London"))
    } actions: {
      ButtonState(role: .destructive, action: .unfollow(City.london.id)) {
        TextState(words.unfollowButton)
      }
      ButtonState(role: .cancel) { TextState(words.cancelButton) }
    }
  }

  var state: AppFeature.State {
    var state = AppFeature.State(units: .metric, interface: InterfaceFeature.ScreenState())
    switch self {
    case .emptyStart:
      state.following.hasLoaded = true

    case .resultsWhileTyping:
      state.search.query = "lond"
      state.search.isSearching = true
      state.search.results = [.london, .londonOntario, .londonderry, .londrina]
      state.interface?.searchSelection = City.londonOntario.id
      state.following.hasLoaded = true
      state.following.cities = [
        FollowedCity(city: .paris, current: .fixture(19, .clearSky)),
        FollowedCity(city: .london, current: .fixture(14, .partlyCloudy)),
      ]
      state.interface?.followingSelection = City.london.id
      state.forecast.city = .london
      state.forecast.forecast = .fixture(.london)

    case .loading:
      state.search.query = "par"
      state.search.isSearching = true
      state.following.isLoading = true
      state.forecast.city = .paris
      state.forecast.isLoading = true
      state.interface?.focus = .following

    case .offlineStale:
      let old = viewNow.addingTimeInterval(-25 * 60)
      let offline = WeatherError.offline("connection refused")
      state.following.hasLoaded = true
      var paris = FollowedCity(city: .paris, current: .fixture(19, .clearSky, at: old))
      paris.error = offline
      var london = FollowedCity(city: .london, current: nil)
      london.error = offline
      state.following.cities = [paris, london]
      state.interface?.followingSelection = City.paris.id
      state.interface?.focus = .forecast
      state.forecast.city = .paris
      state.forecast.forecast = .fixture(.paris, fetchedAt: old)
      state.forecast.error = offline
      state.forecast.staleness = Staleness(fetchedAt: old, ageSeconds: 25 * 60, reason: offline)

    case .providerError:
      state.search.query = "paris"
      state.search.error = .rateLimited("429 Too Many Requests")
      state.following.hasLoaded = true
      state.following.error = .storage(
        path: "/home/ana/.local/share/weather/following.json", reason: "Permission denied")
      state.forecast.city = .paris
      state.forecast.error = .provider(
        "Cannot initialize WeatherVariable from invalid String value temperature_3m.")

    case .longAndWideNames:
      state.search.query = "東京"
      state.search.results = [.tokyo, .seoul, .welsh, .hostile]
      state.interface?.focus = .following
      state.following.hasLoaded = true
      state.following.cities = [
        FollowedCity(city: .tokyo, current: .fixture(27, .rainShowers(.light))),
        FollowedCity(city: .seoul, current: .fixture(-3, .snowFall(.heavy))),
        FollowedCity(city: .welsh, current: .fixture(11, .drizzle(.light))),
        FollowedCity(city: .hostile, current: .fixture(99, .unknown(42))),
      ]
      state.interface?.followingSelection = City.welsh.id
      state.forecast.city = .welsh
      state.forecast.forecast = .fixture(.welsh)
      state.interface?.showsHourly = true

    case .helpOverlay:
      state = ViewScenario.resultsWhileTyping.state
      state.interface?.isShowingHelp = true

    case .unfollowQuestion:
      // `d` on London in the list, then → to Cancel.
      state = ViewScenario.resultsWhileTyping.state
      state.interface?.focus = .following
      state.interface?.confirmation = Self.unfollowLondon()
      state.interface?.confirmationButton = 1
    }
    return state
  }
}
