import Foundation
import WeatherFeatures

/// Numbers with their units, as people read them.
enum Measurement {
  /// The value rounded to a whole number, or "?" for one that is not finite or does not fit:
  /// the live client rejects such answers, this only keeps the display from trapping.
  static func whole(_ value: Double) -> String {
    (value.isFinite ? Int(exactly: value.rounded()) : nil).map(String.init) ?? "?"
  }

  static func temperature(_ value: Double, _ units: Units) -> String {
    "\(whole(value))\(units.temperatureSymbol)"
  }

  static func degrees(_ value: Double) -> String {
    "\(whole(value))°"
  }

  static func wind(_ speed: Double?, direction: Double?, _ units: Units) -> String {
    guard let speed else { return "" }
    let compass = direction.map { " " + Self.compass($0) } ?? ""
    return "\(whole(speed)) \(units.windSpeedSymbol)\(compass)"
  }

  static func precipitation(_ amount: Double?, _ units: Units) -> String {
    guard let amount else { return "" }
    let digits = units == .metric ? 1 : 2
    return String(format: "%.\(digits)f", amount) + " " + units.precipitationSymbol
  }

  static func percent(_ value: Double?) -> String {
    value.map { "\(whole($0))%" } ?? ""
  }

  /// The compass point the wind comes from: 90° → "E".
  static func compass(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "" }
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    return points[Int((normalized / 45).rounded()) % 8]
  }
}
