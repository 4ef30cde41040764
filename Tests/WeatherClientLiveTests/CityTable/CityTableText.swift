/// Builds table text in the generator's format (see `Scripts/generate-city-table.py`) for
/// tests, computing the header's offsets and each key's record.
struct CityTableText {
  /// A city line's fields, tab-joined as given (so a test can write a malformed one).
  var cities: [String] = []
  /// Country lines, e.g. "GB\tUnited Kingdom".
  var countries: [String] = []
  /// Keys: folded key, kind ("n" or "a"), index into `cities`, population, country code.
  var keys: [(key: String, kind: String, city: Int, population: Int, country: String)] = []
  /// Lines appended to the key section as they are (malformed ones), then sorted with it.
  var rawKeyLines: [String] = []

  /// The number in `width` base-64 digits, digit d as the byte 0x30 + d.
  static func base64(_ value: Int, width: Int) -> String {
    String(
      decoding: (0..<width).reversed().map { UInt8(0x30 + (value >> (6 * $0)) & 63) },
      as: UTF8.self)
  }

  var text: String {
    let countrySection = countries.sorted().map { $0 + "\n" }.joined()
    var offsets: [Int] = []
    var citySection = ""
    for line in cities {
      offsets.append(citySection.utf8.count)
      citySection += line + "\n"
    }
    var keyLines = rawKeyLines
    for key in keys {
      let record =
        key.kind + Self.base64(key.population, width: 5) + key.country
        + Self.base64(offsets[key.city], width: 4)
      keyLines.append(key.key + "\t" + record)
    }
    let keySection = keyLines.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      .map { $0 + "\n" }.joined()
    let sizes = [countrySection, citySection, keySection].map(\.utf8.count)
    let header = [
      "@city-table 2", "0", "\(sizes[0])", "\(sizes[0] + sizes[1])", "\(sizes.reduce(0, +))",
      "\(cities.count)", "\(keys.count)",
    ].joined(separator: "\t")
    return header + "\n" + countrySection + citySection + keySection
  }
}
