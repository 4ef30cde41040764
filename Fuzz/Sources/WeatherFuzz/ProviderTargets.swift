import Foundation
import WeatherFeatures

@testable import WeatherClientLive

/// What every provider target checks of an answer's outcome.
enum AnswerChecks {
  /// The city a forecast is asked for.
  static let paris = City(
    id: 2_988_507, name: "Paris", admin1: "Île-de-France", countryCode: "FR",
    countryName: "France", latitude: 48.85341, longitude: 2.3488, population: 2_138_551,
    timeZone: "Europe/Paris")
  /// The time the answers are stamped with.
  static let fetchedAt = Date(timeIntervalSince1970: 1_789_000_000)

  /// A forecast answer's outcome: an error of one line, or a forecast that, once the client's
  /// sanity check passes it, keeps every bound and survives the cache.
  static func forecast(_ outcome: () throws(WeatherError) -> Forecast, provider: String) {
    let forecast: Forecast
    do {
      forecast = try outcome()
      try ProviderSanity.check(forecast)
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
      return
    }
    require(forecast.fetchedAt == fetchedAt, "fetchedAt \(forecast.fetchedAt)")
    ForecastChecks.check(forecast, key: ForecastCacheKey(forecast, provider: provider))
  }

  /// A search answer's outcome: an error of one line, or at most `limit` places.
  static func cities(_ outcome: () throws(WeatherError) -> [City], limit: Int) {
    do {
      let cities = try outcome()
      require(cities.count <= limit, "\(cities.count) cities for a limit of \(limit)")
      require(cities.allSatisfy(ProviderSanity.isPlace), "a city that is no place in \(cities)")
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
    }
  }
}

/// Open-Meteo's forecast and geocoding answers.
enum OpenMeteoTargets {
  static func forecast(_ bytes: [UInt8]) {
    let days = Int(bytes.first ?? 7) % 16 + 1
    AnswerChecks.forecast(
      { () throws(WeatherError) in
        try OpenMeteoProvider.forecast(
          from: Data(bytes), city: AnswerChecks.paris, days: days, units: .metric,
          fetchedAt: AnswerChecks.fetchedAt)
      }, provider: "open-meteo")
  }

  /// The geocoding API's answers: a search (`/v1/search`) and a city by id (`/v1/get`).
  static func search(_ bytes: [UInt8]) {
    AnswerChecks.cities(
      { () throws(WeatherError) in try OpenMeteoProvider.cities(fromSearch: Data(bytes), limit: 5)
      },
      limit: 5)
    AnswerChecks.cities(
      { () throws(WeatherError) in
        [try OpenMeteoProvider.city(fromLocation: Data(bytes), id: AnswerChecks.paris.id)]
      }, limit: 1)
  }
}

/// OpenWeatherMap's forecast (with its current weather) and `find` answers.
enum OpenWeatherMapTargets {
  /// The current weather answer used when an input holds only a forecast.
  static let londonWeather = Data(
    #"{"coord":{"lon":-0.1257,"lat":51.5085},"weather":[{"id":500,"main":"Rain"}],"main":{"temp":12.5,"feels_like":11.9,"humidity":81,"pressure":1012},"visibility":10000,"wind":{"speed":4.1,"deg":240},"dt":1789000000,"sys":{"country":"GB","sunrise":1788990000,"sunset":1789037000},"timezone":3600,"id":2643743,"name":"London"}"#
      .utf8)

  /// An input is `weather` NUL `forecast`, or a forecast alone.
  static func forecast(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let (weather, forecast) =
      parts.count == 2 ? (Data(parts[0]), Data(parts[1])) : (londonWeather, Data(bytes))
    AnswerChecks.forecast(
      { () throws(WeatherError) in
        try OpenWeatherMapProvider.forecast(
          from: forecast, current: try OpenWeatherMapProvider.current(from: weather),
          city: AnswerChecks.paris, days: 5, units: .metric, fetchedAt: AnswerChecks.fetchedAt)
      }, provider: "openweathermap")
  }

  /// The city search (`data/2.5/find`) and the postal code search (`geo/1.0/zip`), fed the
  /// same bytes: both answer "which places", with the same error vocabulary.
  static func find(_ bytes: [UInt8]) {
    AnswerChecks.cities(
      { () throws(WeatherError) in
        try OpenWeatherMapProvider.cities(fromFind: Data(bytes), limit: 5, country: "")
      }, limit: 5)
    do {
      for place in try OpenWeatherMapProvider.places(fromZip: Data(bytes)) {
        require(
          (-90.0...90.0).contains(place.latitude) && (-180.0...180.0).contains(place.longitude),
          "a postal code's place at \(place.latitude), \(place.longitude)")
        require(
          !place.name.isEmpty && isOneLine(place.name)
            && !place.name.unicodeScalars.contains { $0.properties.generalCategory == .format },
          "a postal code's place named \(place.name.debugDescription)")
      }
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
    }
  }
}
