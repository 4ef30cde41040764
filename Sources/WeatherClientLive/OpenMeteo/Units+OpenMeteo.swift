import WeatherFeatures

extension Units {
  /// Open-Meteo's `temperature_unit`.
  var openMeteoTemperature: String { temperature == .c ? "celsius" : "fahrenheit" }
  /// Open-Meteo's `wind_speed_unit`: it has all four.
  var openMeteoWind: String { windSpeed.rawValue }
  /// Open-Meteo's `precipitation_unit`.
  var openMeteoPrecipitation: String { precipitation == .mm ? "mm" : "inch" }
}
