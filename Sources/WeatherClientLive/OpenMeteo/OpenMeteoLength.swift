import Foundation

/// Open-Meteo's lengths in the unit its answer names: visibility comes in metres, or in feet
/// when imperial precipitation units were asked for.
enum OpenMeteoLength {
  /// `value` in metres when `unit` is "m" (or absent, Open-Meteo's default) or "ft"; `nil` for a
  /// unit this client does not know, rather than a wrong number.
  static func metres(_ value: Double, unit: String?) -> Double? {
    switch unit?.trimmingCharacters(in: .whitespaces).lowercased() {
    case nil, "m", "": value
    case "ft": value * 0.3048
    default: nil
    }
  }
}
