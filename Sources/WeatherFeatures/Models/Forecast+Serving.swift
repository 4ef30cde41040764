import Foundation

extension Forecast {
  /// This forecast as a request for `days` days in `units` would have had it: the first `days`
  /// days (and the hours up to the end of the last), converted to `units`. What a cache holding
  /// one forecast per place serves to every command, whatever length and units it asks for.
  public func serving(days: Int, units target: Units) -> Forecast {
    covering(days: days).converted(to: target)
  }

  /// The same forecast in `target` units: temperatures, wind speeds and precipitation converted;
  /// pressure and visibility stay in hectopascals and metres, as they are in every unit system.
  public func converted(to target: Units) -> Forecast {
    guard target != units else { return self }
    let from = units
    func temperature(_ value: Double) -> Double {
      switch (from.temperature, target.temperature) {
      case (.c, .f): value * 9 / 5 + 32
      case (.f, .c): (value - 32) * 5 / 9
      default: value
      }
    }
    func wind(_ value: Double) -> Double {
      target.windSpeed.fromMetresPerSecond(from.windSpeed.metresPerSecond(value))
    }
    func amount(_ value: Double) -> Double {
      target.precipitation.fromMillimetres(value / from.precipitation.fromMillimetres(1))
    }
    var result = self
    result.units = target
    result.current.temperature = temperature(current.temperature)
    result.current.apparentTemperature = current.apparentTemperature.map(temperature)
    result.current.precipitation = current.precipitation.map(amount)
    result.current.windSpeed = current.windSpeed.map(wind)
    result.current.windGusts = current.windGusts.map(wind)
    result.hourly = hourly.map { step in
      var step = step
      step.temperature = temperature(step.temperature)
      step.apparentTemperature = step.apparentTemperature.map(temperature)
      step.precipitation = step.precipitation.map(amount)
      step.windSpeed = step.windSpeed.map(wind)
      step.windGusts = step.windGusts.map(wind)
      return step
    }
    result.daily = daily.map { day in
      var day = day
      day.temperatureMin = temperature(day.temperatureMin)
      day.temperatureMax = temperature(day.temperatureMax)
      day.apparentTemperatureMin = day.apparentTemperatureMin.map(temperature)
      day.apparentTemperatureMax = day.apparentTemperatureMax.map(temperature)
      day.precipitationSum = day.precipitationSum.map(amount)
      day.windSpeedMax = day.windSpeedMax.map(wind)
      day.windGustsMax = day.windGustsMax.map(wind)
      return day
    }
    return result
  }

  /// The first `days` days, and the hours a forecast of that many days has: from the current
  /// hour on, at least `days` × 24 of them and at least 48, as the providers answer (hourly
  /// views show that many from now). The whole forecast when it has no more days than that.
  public func covering(days: Int) -> Forecast {
    guard days >= 1, daily.count > days else { return self }
    var result = self
    result.daily = Array(daily.prefix(days))
    let end = current.time.addingTimeInterval(Double(max(days, 2)) * 86_400 + 3600)
    result.hourly = hourly.filter { $0.time < end }
    return result
  }
}
