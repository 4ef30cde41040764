import WeatherFeatures

extension Units {
  /// Open-Meteo's `temperature_unit`.
  var openMeteoTemperature: String { self == .metric ? "celsius" : "fahrenheit" }
  /// Open-Meteo's `wind_speed_unit`.
  var openMeteoWind: String { self == .metric ? "kmh" : "mph" }
  /// Open-Meteo's `precipitation_unit`.
  var openMeteoPrecipitation: String { self == .metric ? "mm" : "inch" }
}
