import WeatherFeatures

/// Numbers with their units as the app shows them, never trapping on a value a provider sent.
enum MeasurementText {
  /// The value rounded to a whole number, or "?" when it is not finite or does not fit.
  static func whole(_ value: Double) -> String {
    (value.isFinite ? Int(exactly: value.rounded()) : nil).map(String.init) ?? "?"
  }

  /// "12°C".
  static func temperature(_ value: Double, _ units: Units) -> String {
    whole(value) + units.temperatureSymbol
  }

  /// "12°".
  static func degrees(_ value: Double) -> String {
    whole(value) + "°"
  }

  /// "40%", or "" when unknown.
  static func percent(_ value: Double?) -> String {
    value.map { whole($0) + "%" } ?? ""
  }

  /// "15 km/h", or "" when unknown.
  static func wind(_ speed: Double?, _ units: Units) -> String {
    speed.map { whole($0) + " " + units.windSpeedSymbol } ?? ""
  }
}
