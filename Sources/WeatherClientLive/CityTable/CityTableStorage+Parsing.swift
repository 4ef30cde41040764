extension CityTableStorage {
  private enum Section { case none, countries, cities, keys }

  /// Parses the table format written by `Scripts/generate-city-table.py` by scanning its
  /// UTF-8 bytes. Malformed lines are skipped, as are keys that point at skipped cities.
  init(text: String) {
    let text = Array(text.utf8)
    bytes = text
    var section = Section.none
    // Maps a city's line index in the file to its row here, or nil when it was skipped.
    var rowOfLine: [UInt32?] = []
    rowOfLine.reserveCapacity(text.count / 128)
    rowByID.reserveCapacity(text.count / 128)
    text.withUnsafeBufferPointer { all in
      var lineStart = 0
      while lineStart < all.count {
        var lineEnd = lineStart
        while lineEnd < all.count && all[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        guard lineEnd > lineStart else { continue }
        if all[lineStart] == UInt8(ascii: "@") {
          switch String(decoding: all[lineStart..<lineEnd], as: UTF8.self) {
          case "@countries": section = .countries
          case "@cities": section = .cities
          case "@keys": section = .keys
          default: section = .none
          }
          continue
        }
        let line = lineStart..<lineEnd
        switch section {
        case .countries: addCountry(all, Self.fieldRanges(all, line))
        case .cities: rowOfLine.append(addCity(all, line))
        case .keys: addKey(all, line, rowOfLine: rowOfLine)
        case .none: break
        }
      }
    }
    sortKeysIfNeeded()
  }

  /// The tab-separated field ranges of a line.
  private static func fieldRanges(_ all: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    -> [Range<Int>]
  {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(9)
    var fieldStart = line.lowerBound
    for index in line where all[index] == UInt8(ascii: "\t") {
      fields.append(fieldStart..<index)
      fieldStart = index + 1
    }
    fields.append(fieldStart..<line.upperBound)
    return fields
  }

  private mutating func addCountry(_ all: UnsafeBufferPointer<UInt8>, _ fields: [Range<Int>]) {
    guard fields.count == 2, let code = Self.packCountryCode(all[fields[0]]), !fields[1].isEmpty
    else { return }
    countryNames[code] = String(decoding: all[fields[1]], as: UTF8.self)
  }

  /// Adds the city on `line` and returns its row, or nil when the line is malformed.
  private mutating func addCity(_ all: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> UInt32? {
    var fields = FieldCursor(all: all, position: line.lowerBound, end: line.upperBound)
    guard let idField = fields.next(), let id = Self.integer(all[idField]), rowByID[id] == nil,
      let name = fields.next(), !name.isEmpty, fields.skip(2),
      let countryField = fields.next(), let country = Self.packCountryCode(all[countryField]),
      countryNames[country] != nil,
      let latitudeField = fields.next(), let latitude = Self.decimal(all[latitudeField]),
      abs(latitude) <= 90,
      let longitudeField = fields.next(), let longitude = Self.decimal(all[longitudeField]),
      abs(longitude) <= 180,
      let populationField = fields.next(), let population = Self.integer(all[populationField]),
      let timeZone = fields.next(), !timeZone.isEmpty, fields.isAtEnd,
      line.upperBound <= UInt32.max
    else { return nil }
    let row = UInt32(ids.count)
    rowStarts.append(UInt32(line.lowerBound))
    rowEnds.append(UInt32(line.upperBound))
    ids.append(id)
    populations.append(population)
    countryCodes.append(country)
    latitudes.append(latitude)
    longitudes.append(longitude)
    rowByID[id] = row
    return row
  }

  /// Adds the key on `line`: the key, a tab, "n" or "a", and the city's line index.
  private mutating func addKey(
    _ all: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, rowOfLine: [UInt32?]
  ) {
    guard line.upperBound <= UInt32.max,
      let tab = all[line].lastIndex(of: UInt8(ascii: "\t")), tab > line.lowerBound,
      tab - line.lowerBound <= Int(UInt16.max), tab + 1 < line.upperBound
    else { return }
    let kind = all[tab + 1]
    guard kind == UInt8(ascii: "n") || kind == UInt8(ascii: "a"),
      let lineIndex = Self.integer(all[(tab + 2)..<line.upperBound]),
      lineIndex < rowOfLine.count, let row = rowOfLine[lineIndex]
    else { return }
    let key = UnsafeBufferPointer(rebasing: all[line.lowerBound..<tab])
    keys.append(
      CityKeyEntry(
        start: UInt32(line.lowerBound), length: UInt16(key.count),
        isName: kind == UInt8(ascii: "n"), row: row,
        characterMask: CityKeyEntry.characterMask(key)))
  }

  /// The generator writes keys sorted; sort them here only if the text says otherwise.
  private mutating func sortKeysIfNeeded() {
    let sorted = bytes.withUnsafeBufferPointer { all in
      keys.indices.dropFirst().allSatisfy { !Self.precedes(keys[$0], keys[$0 - 1], in: all) }
    }
    guard !sorted else { return }
    let all = bytes
    all.withUnsafeBufferPointer { all in keys.sort { Self.precedes($0, $1, in: all) } }
  }

  private static func precedes(
    _ a: CityKeyEntry, _ b: CityKeyEntry, in all: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let aBytes = all[Int(a.start)..<Int(a.start) + Int(a.length)]
    let bBytes = all[Int(b.start)..<Int(b.start) + Int(b.length)]
    return aBytes.lexicographicallyPrecedes(bBytes)
  }

  /// Walks the tab-separated fields of one line without allocating.
  private struct FieldCursor {
    let all: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    /// Whether every field has been read.
    var isAtEnd: Bool { position > end }

    /// The next field's range, or nil after the last one.
    mutating func next() -> Range<Int>? {
      guard position <= end else { return nil }
      var index = position
      while index < end && all[index] != UInt8(ascii: "\t") { index += 1 }
      defer { position = index + 1 }
      return position..<index
    }

    /// Skips `count` fields; false if the line has fewer.
    mutating func skip(_ count: Int) -> Bool {
      (0..<count).allSatisfy { _ in next() != nil }
    }
  }

  /// A non-negative decimal integer of at most 18 digits.
  private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// A decimal like "-23.54750", correctly rounded: the digits as an integer divided by a
  /// power of ten, both exact in a Double.
  private static func decimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    var digits = text[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard let dot = digits.firstIndex(of: UInt8(ascii: ".")) else {
      return integer(digits).map { Double(negative ? -$0 : $0) }
    }
    let fraction = digits[(dot + 1)...]
    guard fraction.count <= 9, let whole = integer(digits[..<dot]),
      let part = fraction.isEmpty ? 0 : integer(fraction), whole < 1_000_000_000
    else { return nil }
    var scale = 1
    for _ in 0..<fraction.count { scale *= 10 }
    let value = Double(whole * scale + part) / Double(scale)
    return negative ? -value : value
  }
}
