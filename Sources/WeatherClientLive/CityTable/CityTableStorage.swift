import WeatherFeatures

/// The parsed table: the raw UTF-8 text plus the few columns search needs, kept as flat
/// arrays; the remaining fields of a city are decoded from its line only when asked for.
struct CityTableStorage: Sendable {
  /// The table text as UTF-8; every offset below points into it.
  var bytes: [UInt8] = []
  /// English country names by packed country code (see `packCountryCode`).
  var countryNames: [UInt16: String] = [:]
  /// Start and end offsets (end excluded, no newline) of each city line.
  var rowStarts: [UInt32] = []
  var rowEnds: [UInt32] = []
  /// GeoNames ids, populations, packed country codes and coordinates, one per row.
  var ids: [Int] = []
  var populations: [Int] = []
  var countryCodes: [UInt16] = []
  var latitudes: [Double] = []
  var longitudes: [Double] = []
  /// Row index by GeoNames id.
  var rowByID: [Int: UInt32] = [:]
  /// Every search key, sorted by its bytes.
  var keys: [CityKeyEntry] = []

  /// Two ASCII letters as one number, e.g. "GB"; `nil` for anything else.
  static func packCountryCode<Bytes: Collection<UInt8>>(_ code: Bytes) -> UInt16? {
    guard code.count == 2, let first = code.first, let last = code.dropFirst().first,
      isUppercaseLetter(first), isUppercaseLetter(last)
    else { return nil }
    return UInt16(first) << 8 | UInt16(last)
  }

  private static func isUppercaseLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// The city on `row`, or `nil` if its line is malformed.
  func city(atRow row: Int) -> City? {
    guard row >= 0, row < rowStarts.count else { return nil }
    var fields: [String] = []
    fields.reserveCapacity(9)
    var fieldStart = Int(rowStarts[row])
    let end = Int(rowEnds[row])
    for index in fieldStart...end where index == end || bytes[index] == UInt8(ascii: "\t") {
      fields.append(String(decoding: bytes[fieldStart..<index], as: UTF8.self))
      fieldStart = index + 1
    }
    guard fields.count == 9, let countryName = countryNames[countryCodes[row]] else { return nil }
    return City(
      id: ids[row], name: fields[1], admin1: fields[3].isEmpty ? nil : fields[3],
      countryCode: fields[4], countryName: countryName, latitude: latitudes[row],
      longitude: longitudes[row], population: populations[row], timeZone: fields[8])
  }
}
