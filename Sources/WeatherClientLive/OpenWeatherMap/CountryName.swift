import Foundation

/// English country names from ISO 3166-1 alpha-2 codes, from the system's locale data.
enum CountryName {
  /// The English name of the country `code` ("GB" → "United Kingdom"); the code itself when the
  /// name is not known, and "" for "".
  static func english(forCode code: String) -> String {
    let code = code.uppercased()
    guard code.count == 2, Locale.Region.isoRegions.contains(Locale.Region(code)) else {
      return code
    }
    return Locale(identifier: "en_US").localizedString(forRegionCode: code) ?? code
  }
}
