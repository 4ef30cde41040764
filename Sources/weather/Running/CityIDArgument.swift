import ArgumentParser
import WeatherFeatures

/// A GeoNames id typed on the command line, checked before anything is asked of the network:
/// a number no city can have is a usage error that says which numbers are ids.
enum CityIDArgument {
  /// Every id GeoNames can give (its ids are positive 32-bit integers).
  static let range: ClosedRange<City.ID> = 1...2_147_483_647

  /// Throws when `text` is a whole number (a sign allowed) outside ``range``; a name, or an id
  /// in range, passes.
  static func validate(_ text: String) throws {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let digits =
      trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
      return
    }
    if let id = Int(trimmed), range.contains(id) { return }
    throw ValidationError(
      .notAGeoNamesID, trimmed, String(range.lowerBound), String(range.upperBound))
  }

  /// Throws when `id` is outside ``range``.
  static func validate(_ id: City.ID) throws {
    try validate(String(id))
  }
}
