import Foundation
import WeatherFeatures

/// Groups three-hour forecast steps into local calendar days.
enum OpenWeatherMapDailyGrouping {
  /// One ``DailyStep`` per local date (at `utcOffsetSeconds`) in order of appearance: the lowest
  /// and highest temperatures, mean humidity, the highest chance of precipitation in percent,
  /// summed rain and snow, the strongest wind and gust, the speed-weighted mean wind direction,
  /// the most significant condition, and sunrise and sunset on the day they fall.
  static func days(
    from items: [OpenWeatherMapForecastItem], utcOffsetSeconds: Int, units: Units,
    sunrise: Date? = nil, sunset: Date? = nil
  ) -> [DailyStep] {
    var order: [String] = []
    var groups: [String: [OpenWeatherMapForecastItem]] = [:]
    for item in items {
      let date = LocalTime.dateString(of: item.time, utcOffsetSeconds: utcOffsetSeconds)
      if groups[date] == nil { order.append(date) }
      groups[date, default: []].append(item)
    }
    return order.compactMap { date in
      guard let steps = groups[date] else { return nil }
      return day(
        date, steps, units: units, sunrise: on(date, sunrise, utcOffsetSeconds),
        sunset: on(date, sunset, utcOffsetSeconds))
    }
  }

  private static func day(
    _ date: String, _ steps: [OpenWeatherMapForecastItem], units: Units, sunrise: Date?,
    sunset: Date?
  ) -> DailyStep? {
    guard let low = steps.map({ $0.main.tempMin ?? $0.main.temp }).min(),
      let high = steps.map({ $0.main.tempMax ?? $0.main.temp }).max()
    else { return nil }
    let felt = steps.compactMap(\.main.feelsLike)
    let humidity = steps.compactMap(\.main.humidity)
    let condition = steps.map(\.condition).max { $0.significance < $1.significance }
    return DailyStep(
      date: date, temperatureMin: low, temperatureMax: high,
      apparentTemperatureMin: felt.min(), apparentTemperatureMax: felt.max(),
      humidity: humidity.isEmpty ? nil : humidity.reduce(0, +) / Double(humidity.count),
      precipitationSum: units.fromOpenWeatherMapMillimetres(
        steps.map(\.precipitationMillimetres).reduce(0, +)),
      precipitationProbability: steps.compactMap(\.pop).max().map { $0 * 100 },
      windSpeedMax: steps.compactMap(\.wind?.speed).max().map(units.fromOpenWeatherMapSpeed),
      windGustsMax: steps.compactMap(\.wind?.gust).max().map(units.fromOpenWeatherMapSpeed),
      windDirection: meanDirection(steps.compactMap(\.wind)),
      condition: condition ?? .unknown(-1), sunrise: sunrise, sunset: sunset)
  }

  /// `instant` if it falls on local `date`.
  private static func on(_ date: String, _ instant: Date?, _ utcOffsetSeconds: Int) -> Date? {
    guard let instant,
      LocalTime.dateString(of: instant, utcOffsetSeconds: utcOffsetSeconds) == date
    else { return nil }
    return instant
  }

  /// The mean of wind directions weighted by speed, in whole degrees 0–359; `nil` without any.
  static func meanDirection(_ winds: [OpenWeatherMapWind]) -> Double? {
    var x = 0.0
    var y = 0.0
    var count = 0
    for wind in winds {
      guard let degrees = wind.deg else { continue }
      let weight = max(wind.speed ?? 1, 0.001)
      x += weight * cos(degrees * .pi / 180)
      y += weight * sin(degrees * .pi / 180)
      count += 1
    }
    guard count > 0 else { return nil }
    let degrees = (atan2(y, x) * 180 / .pi).rounded()
    return degrees < 0 ? degrees + 360 : degrees.truncatingRemainder(dividingBy: 360)
  }
}
