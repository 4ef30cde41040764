import Foundation
import WeatherFeatures

/// Numbers with their units, as people read them.
enum Measurement {
  static func temperature(_ value: Double, _ units: Units) -> String {
    "\(Int(value.rounded()))\(units.temperatureSymbol)"
  }

  static func degrees(_ value: Double) -> String {
    "\(Int(value.rounded()))°"
  }

  static func wind(_ speed: Double?, direction: Double?, _ units: Units) -> String {
    guard let speed else { return "" }
    let compass = direction.map { " " + Self.compass($0) } ?? ""
    return "\(Int(speed.rounded())) \(units.windSpeedSymbol)\(compass)"
  }

  static func precipitation(_ amount: Double?, _ units: Units) -> String {
    guard let amount else { return "" }
    let digits = units == .metric ? 1 : 2
    return String(format: "%.\(digits)f", amount) + " " + units.precipitationSymbol
  }

  static func percent(_ value: Double?) -> String {
    value.map { "\(Int($0.rounded()))%" } ?? ""
  }

  /// The compass point the wind comes from: 90° → "E".
  static func compass(_ degrees: Double) -> String {
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    return points[Int((normalized / 45).rounded()) % 8]
  }
}
