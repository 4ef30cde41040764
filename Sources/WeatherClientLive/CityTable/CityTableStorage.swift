/// The table's bytes and where its sections are, read in place: nothing is decoded when the
/// table is opened, so a process that searches once touches only the few pages a binary
/// search visits. The format is written by `Scripts/generate-city-table.py` (see its
/// docstring): a header line, then country, city and key lines, each section sorted.
///
/// Every read is bounds-checked against its section, so text that does not follow the format
/// gives missing cities and keys, never a crash or a read outside the bytes.
///
/// A plain value of a pointer and a few integers, so that copying it costs nothing; the
/// memory of a table built from text is owned by the `CityTable` that holds it.
struct CityTableStorage: @unchecked Sendable {
  /// The bytes after the header line; every offset below is relative to its start. Immutable,
  /// and either static (the embedded table) or kept alive by its `CityTable`, hence `Sendable`.
  let bytes: UnsafeBufferPointer<UInt8>
  /// `"CC\tName"` lines sorted by code.
  let countries: Range<Int>
  /// City lines sorted by GeoNames id; a key's record points at its city's line by offset.
  let cities: Range<Int>
  /// `"key\t" + record` lines sorted by key bytes (see `CityKeyLine`).
  let keys: Range<Int>
  /// The number of city lines, as the header states it.
  let cityCount: Int

  /// The table in the binary's static data.
  init(static text: StaticString) {
    guard text.hasPointerRepresentation else {
      self.init(bytes: UnsafeBufferPointer(start: nil, count: 0))
      return
    }
    self.init(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// A table over `all`, which must stay valid and unchanged while the table is used.
  init(bytes all: UnsafeBufferPointer<UInt8>) {
    let header = Self.header(all)
    guard let header else {
      bytes = UnsafeBufferPointer(start: nil, count: 0)
      (countries, cities, keys, cityCount) = (0..<0, 0..<0, 0..<0, 0)
      return
    }
    bytes = UnsafeBufferPointer(rebasing: all[header.bodyStart...])
    countries = header.countries
    cities = header.cities
    keys = header.keys
    cityCount = header.cityCount
  }

  /// The parsed header line: `@city-table 2`, then the tab-separated offsets of the country,
  /// city and key sections and of the end (relative to the byte after the header line),
  /// the city count and the key count.
  private static func header(_ all: UnsafeBufferPointer<UInt8>) -> (
    bodyStart: Int, countries: Range<Int>, cities: Range<Int>, keys: Range<Int>, cityCount: Int
  )? {
    let magic = Array("@city-table 2\t".utf8)
    guard all.count >= magic.count, all.prefix(magic.count).elementsEqual(magic),
      let newline = all.prefix(256).firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let fields = all[magic.count..<newline].split(
      separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    let numbers = fields.compactMap { CityTableField.integer($0) }
    guard fields.count == 6, numbers.count == 6 else { return nil }
    let bodyCount = all.count - (newline + 1)
    let bounds = numbers[0...3]
    // Sections in order, ending inside the body; the key section's offsets fit 32 bits.
    guard bounds.first == 0, zip(bounds, bounds.dropFirst()).allSatisfy({ $0 <= $1 }),
      numbers[3] <= bodyCount, numbers[3] <= Int(UInt32.max)
    else { return nil }
    return (
      newline + 1, numbers[0]..<numbers[1], numbers[1]..<numbers[2], numbers[2]..<numbers[3],
      numbers[4]
    )
  }
}
