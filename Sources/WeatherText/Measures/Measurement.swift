import Foundation
package import WeatherFeatures

/// Numbers with their units, as people read them: the one formatting of measurements, shared by
/// the command line's views and the full-screen app's (which draws them in ASCII on a console
/// without `°` or emoji).
package enum Measurement {
  /// The value rounded to a whole number, or "?" for one that is not finite or does not fit:
  /// the live client rejects such answers, this only keeps the display from trapping.
  package static func whole(_ value: Double) -> String {
    (value.isFinite ? Int(exactly: value.rounded()) : nil).map(String.init) ?? "?"
  }

  /// "12°C" ("12C" in ASCII).
  package static func temperature(_ value: Double, _ units: Units, ascii: Bool = false) -> String {
    whole(value) + (ascii ? units.temperatureSymbol.filter(\.isASCII) : units.temperatureSymbol)
  }

  /// "12°" ("12" in ASCII).
  package static func degrees(_ value: Double, ascii: Bool = false) -> String {
    whole(value) + (ascii ? "" : "°")
  }

  /// The condition's symbol ("⛅"), or "" in ASCII, where a console has no emoji.
  package static func symbol(_ condition: WeatherCondition, ascii: Bool) -> String {
    ascii ? "" : condition.symbol
  }

  /// The parts that are not empty, a space apart.
  package static func spaced(_ parts: String...) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// "12 km/h SW"; the compass point and the symbol as `language` writes them ("12 км/ч ЮЗ").
  package static func wind(
    _ speed: Double?, direction: Double?, _ units: Units, language: Language = .en
  ) -> String {
    guard let speed else { return "" }
    let words = Wording(language)
    let compass = direction.map { " " + words.compass($0) } ?? ""
    return "\(whole(speed)) \(words.unit(units.windSpeedSymbol))\(compass)"
  }

  package static func precipitation(
    _ amount: Double?, _ units: Units, language: Language = .en
  ) -> String {
    guard let amount else { return "" }
    let digits = units.precipitation == .mm ? 1 : 2
    return String(format: "%.\(digits)f", amount) + " "
      + Wording(language).unit(units.precipitationSymbol)
  }

  package static func percent(_ value: Double?) -> String {
    value.map { "\(whole($0))%" } ?? ""
  }

  /// Sea-level pressure: hectopascals, or inches of mercury with Fahrenheit (as in the US).
  package static func pressure(
    _ hectopascals: Double, _ units: Units, language: Language = .en
  ) -> String {
    let words = Wording(language)
    return !units.usesInchesOfMercury
      ? "\(whole(hectopascals)) \(words.unit("hPa"))"
      : decimal(hectopascals / 33.863_886_666_667, digits: 2) + " " + words.unit("inHg")
  }

  /// Visibility from metres: kilometres, or miles with miles per hour (as in the US and the
  /// UK), one decimal below ten.
  package static func visibility(
    _ metres: Double, _ units: Units, language: Language = .en
  ) -> String {
    let distance = units.usesMiles ? metres / 1609.344 : metres / 1000
    let unit = Wording(language).unit(units.usesMiles ? "mi" : "km")
    return (distance < 10 ? decimal(distance, digits: 1) : whole(distance)) + " " + unit
  }

  /// The UV index with the WHO's words for it: "6 (high)".
  package static func uvIndex(_ index: Double) -> String {
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
  package static func moon(_ phase: MoonPhase) -> String {
    "\(phase.name.rawValue), \(whole(phase.illumination * 100))% lit"
  }

  /// `value` with `digits` decimals, or "?" when it is not finite.
  package static func decimal(_ value: Double, digits: Int) -> String {
    value.isFinite && abs(value) < 1e12 ? String(format: "%.\(digits)f", value) : "?"
  }

  /// The compass point the wind comes from: 90° → "E".
  package static func compass(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "" }
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360)
      .truncatingRemainder(dividingBy: 360)
    return points[Int((normalized / 45).rounded()) % 8]
  }
}
