import WeatherFeatures

/// Numbers with their units as the app shows them, never trapping on a value a provider sent.
enum MeasurementText {
  /// The value rounded to a whole number, or "?" when it is not finite or does not fit.
  static func whole(_ value: Double) -> String {
    (value.isFinite ? Int(exactly: value.rounded()) : nil).map(String.init) ?? "?"
  }

  /// "12°C" ("12C" in ASCII).
  static func temperature(_ value: Double, _ units: Units, ascii: Bool = false) -> String {
    whole(value) + (ascii ? units.temperatureSymbol.filter(\.isASCII) : units.temperatureSymbol)
  }

  /// "12°" ("12" in ASCII).
  static func degrees(_ value: Double, ascii: Bool = false) -> String {
    whole(value) + (ascii ? "" : "°")
  }

  /// The condition's symbol ("⛅"), or "" in ASCII, where a console has no emoji.
  static func symbol(_ condition: WeatherCondition, ascii: Bool) -> String {
    ascii ? "" : condition.symbol
  }

  /// The parts that are not empty, a space apart.
  static func spaced(_ parts: String...) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: " ")
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
