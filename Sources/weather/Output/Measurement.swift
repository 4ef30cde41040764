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
    let digits = units.precipitation == .mm ? 1 : 2
    return String(format: "%.\(digits)f", amount) + " " + units.precipitationSymbol
  }

  static func percent(_ value: Double?) -> String {
    value.map { "\(whole($0))%" } ?? ""
  }

  /// Sea-level pressure: hectopascals, or inches of mercury with Fahrenheit (as in the US).
  static func pressure(_ hectopascals: Double, _ units: Units) -> String {
    !units.usesInchesOfMercury
      ? "\(whole(hectopascals)) hPa"
      : decimal(hectopascals / 33.863_886_666_667, digits: 2) + " inHg"
  }

  /// Visibility from metres: kilometres, or miles with miles per hour (as in the US and the
  /// UK), one decimal below ten.
  static func visibility(_ metres: Double, _ units: Units) -> String {
    let distance = units.usesMiles ? metres / 1609.344 : metres / 1000
    let unit = units.usesMiles ? "mi" : "km"
    return (distance < 10 ? decimal(distance, digits: 1) : whole(distance)) + " " + unit
  }

  /// The UV index with the WHO's words for it: "6 (high)".
  static func uvIndex(_ index: Double) -> String {
    guard index.isFinite else { return "?" }
    let level =
      switch index.rounded() {
      case ..<3: "low"
      case ..<6: "moderate"
      case ..<8: "high"
      case ..<11: "very high"
      default: "extreme"
      }
    return "\(whole(index)) (\(level))"
  }

  /// The moon's phase: "waxing gibbous, 87% lit".
  static func moon(_ phase: MoonPhase) -> String {
    "\(phase.name.rawValue), \(whole(phase.illumination * 100))% lit"
  }

  /// `value` with `digits` decimals, or "?" when it is not finite.
  static func decimal(_ value: Double, digits: Int) -> String {
    value.isFinite && abs(value) < 1e12 ? String(format: "%.\(digits)f", value) : "?"
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
