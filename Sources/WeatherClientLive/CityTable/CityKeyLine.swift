/// One line of the table's key section, decoded from its fixed-width record: a folded search
/// key, a tab, then 12 bytes: kind (`n` name or ASCII name, `a` alternate name), population
/// (5 base-64 digits), country code (2 letters) and the offset of the city's line in the city
/// section (4 base-64 digits). The record repeats what ranking and the country filter need, so
/// a search reads only key lines until it builds its results.
struct CityKeyLine {
  /// The length of the record after the key: the tab and 12 bytes.
  static let recordLength = 13

  /// Where the key's bytes are in the table.
  var key: Range<Int>
  /// Whether the key is the city's name or ASCII name rather than an alternate name.
  var isName: Bool
  /// The city's population, for ranking.
  var population: Int
  /// The city's packed country code (see `CityTableField.packCountryCode`).
  var countryCode: UInt16
  /// The offset of the city's line from the start of the city section.
  var cityOffset: Int

  /// Decodes the line `line` of `storage`; `nil` if it does not have the format.
  init?(_ line: Range<Int>, in storage: CityTableStorage) {
    let tab = line.upperBound - Self.recordLength
    guard tab > line.lowerBound else { return nil }
    self.init(key: line.lowerBound..<tab, in: storage)
  }

  /// Decodes the record that follows `key` (the tab and 12 bytes, which the caller has
  /// checked lie inside the key section); `nil` if it does not have the format.
  init?(key: Range<Int>, in storage: CityTableStorage) {
    let tab = key.upperBound
    guard storage.bytes[tab] == UInt8(ascii: "\t") else { return nil }
    let bytes = storage.bytes
    let kind = bytes[tab + 1]
    guard kind == UInt8(ascii: "n") || kind == UInt8(ascii: "a"),
      let population = CityTableField.base64(in: bytes, at: tab + 2, width: 5),
      let countryCode = Self.countryCode(bytes[tab + 7], bytes[tab + 8]),
      let cityOffset = CityTableField.base64(in: bytes, at: tab + 9, width: 4)
    else { return nil }
    self.key = key
    isName = kind == UInt8(ascii: "n")
    self.population = population
    self.countryCode = countryCode
    self.cityOffset = cityOffset
  }

  /// The packed code of two capital letters (as `CityTableField.packCountryCode`).
  @inline(__always)
  private static func countryCode(_ first: UInt8, _ second: UInt8) -> UInt16? {
    let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
    guard capitals.contains(first), capitals.contains(second) else { return nil }
    return UInt16(first) << 8 | UInt16(second)
  }

  /// The match tier a prefix search would give this line without decoding its record:
  /// `nil` if its kind byte is not one of the two kinds.
  static func prefixKind(key: Range<Int>, queryCount: Int, in storage: CityTableStorage)
    -> CityMatchKind?
  {
    let kind = storage.bytes[key.upperBound + 1]
    let exact = key.count == queryCount
    switch kind {
    case UInt8(ascii: "n"): return exact ? .exactName : .namePrefix
    case UInt8(ascii: "a"): return exact ? .exactAlternateName : .alternateNamePrefix
    default: return nil
    }
  }

  /// The population in the record after `key`, without decoding the rest.
  static func population(key: Range<Int>, in storage: CityTableStorage) -> Int? {
    CityTableField.base64(in: storage.bytes, at: key.upperBound + 2, width: 5)
  }

  /// The key's bytes in `line` without decoding the record: the whole line if malformed, so
  /// that a binary search still orders every line.
  static func keyBytes(_ line: Range<Int>, in storage: CityTableStorage)
    -> UnsafeBufferPointer<UInt8>
  {
    let tab = line.upperBound - recordLength
    let hasRecord = tab > line.lowerBound && storage.bytes[tab] == UInt8(ascii: "\t")
    return storage.slice(line.lowerBound..<(hasRecord ? tab : line.upperBound))
  }

  /// Bit set of the characters of `bytes` (a–z, 0–9 as one bit, space, anything else), to rule
  /// out typo candidates cheaply: an edit distance of d changes at most d characters on each
  /// side.
  static func characterMask(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var mask: UInt32 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): mask |= 1 << UInt32(byte - UInt8(ascii: "a"))
      case UInt8(ascii: "0")...UInt8(ascii: "9"): mask |= 1 << 26
      case UInt8(ascii: " "): mask |= 1 << 27
      default: mask |= 1 << 28
      }
    }
    return mask
  }
}
