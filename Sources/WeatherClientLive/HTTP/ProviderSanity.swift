import Foundation
import WeatherFeatures

/// Bounds on what a provider may answer, checked before any arithmetic on it, so that a broken
/// or hostile answer is an `invalidResponse` error rather than a crash (and is never cached).
enum ProviderSanity {
  /// UTC offsets that exist: ±18 hours.
  static let utcOffsets = -64_800...64_800
  /// UNIX times between the years 1653 and 2286.
  static let unixTimes = -10_000_000_000...10_000_000_000
  /// No measurement of weather comes near this (temperatures, speeds, millimetres, percent).
  static let largestMeasurement = 100_000.0

  /// Whether `city` is a place: a GeoNames id (1…2147483647) and a position on Earth. A city
  /// a provider lists that is not one is left out of a search (it would be followed, saved and
  /// then refused as a damaged following.json).
  static func isPlace(_ city: City) -> Bool {
    (1...2_147_483_647).contains(city.id) && (-90.0...90.0).contains(city.latitude)
      && (-180.0...180.0).contains(city.longitude)
  }

  /// `city`, or an error naming `what` when it is no place (see ``isPlace(_:)``).
  static func place(_ city: City, _ what: String) throws(WeatherError) -> City {
    guard isPlace(city) else {
      throw .invalidResponse(
        "\(what) has an impossible id or position (\(city.id) at \(city.latitude), \(city.longitude))"
      )
    }
    return city
  }

  /// `offset`, or an error naming `what` when it is not a real UTC offset.
  static func utcOffset(_ offset: Int, _ what: String) throws(WeatherError) -> Int {
    guard utcOffsets.contains(offset) else {
      throw .invalidResponse("\(what) has an impossible UTC offset (\(offset) s)")
    }
    return offset
  }

  /// `seconds`, or an error naming `what` when it is outside any forecast's time.
  static func unixTime(_ seconds: Int, _ what: String) throws(WeatherError) -> Int {
    guard unixTimes.contains(seconds) else {
      throw .invalidResponse("\(what) has an impossible time (\(seconds))")
    }
    return seconds
  }

  /// Throws when `time` is outside ``unixTimes`` (or not a number at all).
  private static func checkTime(_ time: Date) throws(WeatherError) {
    guard time.timeIntervalSince1970.isFinite,
      Double(unixTimes.lowerBound)...Double(unixTimes.upperBound) ~= time.timeIntervalSince1970
    else { throw .invalidResponse("a time in the answer is impossible") }
  }

  /// A whole number the provider sent as a JSON number, when it is one and fits.
  static func integer(_ value: Double) -> Int? {
    value.isFinite ? Int(exactly: value.rounded()) : nil
  }

  /// `daily`, or an error when it holds no day or a day whose date is not a `YYYY-MM-DD` date:
  /// days were asked for, and an answer without one is incomplete, not a forecast (it rendered
  /// as an empty table and chart). One rule for a provider's answer and for a cached one.
  @discardableResult
  static func days(_ daily: [DailyStep]) throws(WeatherError) -> [DailyStep] {
    guard !daily.isEmpty else { throw .invalidResponse("the forecast has no days") }
    for day in daily where !LocalTime.isDate(day.date) {
      throw .invalidResponse("the daily date \"\(ConfigFile.shown(day.date))\" could not be read")
    }
    return daily
  }

  /// Checks every value of `forecast`, its time of fetching included: a cached forecast says
  /// when it was fetched, and its age is computed from that.
  static func check(_ forecast: Forecast) throws(WeatherError) {
    _ = try utcOffset(forecast.utcOffsetSeconds, "the forecast")
    try checkTime(forecast.fetchedAt)
    try days(forecast.daily)
    try check(forecast.current)
    for hour in forecast.hourly {
      try check(
        [
          hour.temperature, hour.apparentTemperature, hour.humidity, hour.precipitation,
          hour.precipitationProbability, hour.windSpeed, hour.windDirection, hour.windGusts,
          hour.pressure, hour.visibility, hour.uvIndex,
        ],
        at: hour.time)
    }
    for day in forecast.daily {
      try check(
        [
          day.temperatureMin, day.temperatureMax, day.apparentTemperatureMin,
          day.apparentTemperatureMax, day.humidity, day.precipitationSum,
          day.precipitationProbability, day.windSpeedMax, day.windGustsMax, day.windDirection,
          day.uvIndexMax,
        ],
        at: day.sunrise ?? forecast.current.time)
      if let sunset = day.sunset { try checkTime(sunset) }
    }
  }

  /// Checks every value of `conditions`.
  static func check(_ conditions: CurrentConditions) throws(WeatherError) {
    try check(
      [
        conditions.temperature, conditions.apparentTemperature, conditions.humidity,
        conditions.precipitation, conditions.windSpeed, conditions.windDirection,
        conditions.windGusts, conditions.pressure, conditions.visibility, conditions.uvIndex,
        conditions.precipitationProbability,
      ],
      at: conditions.time)
  }

  private static func check(_ values: [Double?], at time: Date) throws(WeatherError) {
    try checkTime(time)
    for case let value? in values
    where !value.isFinite || abs(value) > largestMeasurement {
      throw .invalidResponse("the answer holds an impossible value (\(value))")
    }
  }
}
