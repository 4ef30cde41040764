import WeatherFeatures

extension Units {
  /// OpenWeatherMap's `units`: metric (°C, m/s) or imperial (°F, mph); it has no mixed system,
  /// so the temperature decides and wind speeds are converted.
  var openWeatherMap: String { temperature == .c ? "metric" : "imperial" }

  /// A wind speed as OpenWeatherMap sends it in ``openWeatherMap`` units, in this wind unit.
  func fromOpenWeatherMapSpeed(_ value: Double) -> Double {
    if temperature == .f {
      return windSpeed == .mph ? value : windSpeed.fromMetresPerSecond(value * 0.447_04)
    }
    return windSpeed.fromMetresPerSecond(value)
  }

  /// Millimetres, which OpenWeatherMap always sends, in this precipitation unit.
  func fromOpenWeatherMapMillimetres(_ value: Double) -> Double {
    precipitation.fromMillimetres(value)
  }
}
