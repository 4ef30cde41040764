public import WeatherFeatures

/// The embedded table of postal codes, searchable offline: every active US ZIP code (from the
/// `zipcodes` package's data, MIT; see `Scripts/generate-postal-table.py`).
///
/// Like ``CityTable`` it is compiled into the binary and read in place: a lookup
/// binary-searches the sorted lines, decoding only the one it finds. A code tied to a city of
/// the city table gives that city (with its GeoNames id, so it can be followed); any other code
/// gives its own place by name and position (id 0, like a position typed as coordinates).
public final class PostalCodeTable: Sendable {
  /// The table compiled into the binary, whose cities come from ``CityTable/shared``.
  public static let shared = PostalCodeTable(
    storage: PostalCodeTableStorage(static: PostalCodeTableData.text), cities: .shared)

  /// The countries whose codes the table holds (ISO 3166-1 alpha-2).
  public static let countries: Set<String> = ["US"]

  let storage: PostalCodeTableStorage
  let cities: CityTable
  /// The memory of a table built from text (tests), freed with the table.
  nonisolated(unsafe) private let ownedBytes: UnsafeMutableBufferPointer<UInt8>?

  init(storage: PostalCodeTableStorage, cities: CityTable) {
    self.storage = storage
    self.cities = cities
    ownedBytes = nil
  }

  /// A table over a copy of `text` in the generator's format, its cities from `cities`.
  init(text: String, cities: CityTable) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = copy.initialize(from: text.utf8)
    ownedBytes = copy
    storage = PostalCodeTableStorage(bytes: UnsafeBufferPointer(copy))
    self.cities = cities
  }

  deinit { ownedBytes?.deallocate() }

  /// The number of codes in the table.
  public var count: Int { storage.count }

  /// Whether the table holds every code of `code`'s country (a code without a country is
  /// looked for as a US ZIP code when it is 5 digits).
  public func covers(_ code: PostalCode) -> Bool {
    Self.countries.contains(country(of: code) ?? "")
  }

  /// The place `code` names, or `nil` when the table has no such code.
  public func place(_ code: PostalCode) -> City? {
    guard let country = country(of: code), Self.countries.contains(country) else { return nil }
    let key = Array("\(country)\t\(code.code)".utf8)
    guard let line = storage.line(key: key) else { return nil }
    return city(line, country: country)
  }

  /// The country whose codes `code` is looked up among.
  private func country(of code: PostalCode) -> String? {
    if let country = code.countryCode { return country }
    return code.code.count == 5 && code.code.allSatisfy(\.isASCII)
      && code.code.allSatisfy(\.isNumber)
      ? "US" : nil
  }

  /// The place a line describes: `id` (a city of the city table), or `"" name admin1 latitude
  /// longitude zone` (the code's own place); `nil` when malformed.
  private func city(_ fields: [UnsafeBufferPointer<UInt8>], country: String) -> City? {
    if fields.count == 1 {
      return CityTableField.integer(fields[0]).flatMap { cities.city(id: $0) }
    }
    guard fields.count == 6, fields[0].isEmpty, !fields[1].isEmpty,
      let latitude = CityTableField.decimal(fields[3]), abs(latitude) <= 90,
      let longitude = CityTableField.decimal(fields[4]), abs(longitude) <= 180, !fields[5].isEmpty
    else { return nil }
    func text(_ field: Int) -> String { String(decoding: fields[field], as: UTF8.self) }
    let countryName =
      CityTableField.packCountryCode(country.utf8).flatMap { cities.storage.countryName($0) }
      ?? country
    return City(
      id: 0, name: text(1), admin1: fields[2].isEmpty ? nil : text(2), countryCode: country,
      countryName: countryName, latitude: latitude, longitude: longitude, population: 0,
      timeZone: text(5))
  }
}

/// The postal table's bytes after the header line: `CC <TAB> code <TAB> fields…` lines sorted
/// by their bytes, read in place. Every read is bounds-checked, so text that does not follow
/// the format gives missing codes, never a crash.
struct PostalCodeTableStorage: SortedLineBytes, @unchecked Sendable {
  /// Immutable, static or kept alive by its `PostalCodeTable`, hence `Sendable`.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The number of lines, as the header states it.
  let count: Int

  /// The table in the binary's static data.
  init(static text: StaticString) {
    guard text.hasPointerRepresentation else {
      self.init(bytes: UnsafeBufferPointer(start: nil, count: 0))
      return
    }
    self.init(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// A table over `all`: `@postal-table 1 <TAB> count`, a newline, then the lines; empty when
  /// the header is not that.
  init(bytes all: UnsafeBufferPointer<UInt8>) {
    let magic = Array("@postal-table 1\t".utf8)
    guard all.count >= magic.count, all.prefix(magic.count).elementsEqual(magic),
      let newline = all.prefix(64).firstIndex(of: UInt8(ascii: "\n")),
      let count = CityTableField.integer(all[magic.count..<newline])
    else {
      bytes = UnsafeBufferPointer(start: nil, count: 0)
      self.count = 0
      return
    }
    bytes = UnsafeBufferPointer(rebasing: all[(newline + 1)...])
    self.count = count
  }

  /// The fields after the code of the line whose country and code are `key` (`CC <TAB> code`).
  func line(key: [UInt8]) -> [UnsafeBufferPointer<UInt8>]? {
    let all = 0..<bytes.count
    // Lines sort by their bytes and a tab sorts before every character of a code, so the
    // country and code alone order the lines.
    let start = firstLine(in: all) { line in
      codePart(of: line).lexicographicallyPrecedes(key)
    }
    guard start < all.upperBound else { return nil }
    let line = start..<lineEnd(from: start, in: all)
    let part = codePart(of: line)
    guard part.elementsEqual(key), part.count < line.count else { return nil }
    let rest = slice((line.lowerBound + part.count + 1)..<line.upperBound)
    return rest.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
      UnsafeBufferPointer(rebasing: $0)
    }
  }

  /// The line's bytes up to its second tab: its country and code.
  private func codePart(of line: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    let text = slice(line)
    guard let first = text.firstIndex(of: UInt8(ascii: "\t")),
      let second = text[(first + 1)...].firstIndex(of: UInt8(ascii: "\t"))
    else { return text }
    return UnsafeBufferPointer(rebasing: text[..<second])
  }
}
