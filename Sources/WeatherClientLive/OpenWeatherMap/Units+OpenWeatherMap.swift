import WeatherFeatures

extension Units {
  /// OpenWeatherMap's `units`: metric (°C, m/s) or imperial (°F, mph).
  var openWeatherMap: String { self == .metric ? "metric" : "imperial" }

  /// A wind speed as OpenWeatherMap sends it in these units, in this unit system's unit: m/s
  /// become km/h; mph stay mph.
  func fromOpenWeatherMapSpeed(_ value: Double) -> Double {
    self == .metric ? value * 3.6 : value
  }

  /// Millimetres, which OpenWeatherMap always sends, in this unit system's unit.
  func fromOpenWeatherMapMillimetres(_ value: Double) -> Double {
    self == .metric ? value : value / 25.4
  }
}
