import WeatherFeatures

extension CityTableStorage {
  /// The city whose line starts `offset` bytes into the city section, or `nil` if there is no
  /// such line or it is malformed. City lines are `id, name, ASCII name, admin-1 name, country
  /// code, latitude, longitude, population, time zone`, separated by tabs.
  func city(atOffset offset: Int) -> City? {
    let start = cities.lowerBound + offset
    guard offset >= 0, start < cities.upperBound,
      start == cities.lowerBound || bytes[start - 1] == UInt8(ascii: "\n")
    else { return nil }
    let line = slice(start..<lineEnd(from: start, in: cities))
    let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    guard fields.count == 9, let id = CityTableField.integer(fields[0]), !fields[1].isEmpty,
      let code = CityTableField.packCountryCode(fields[4]),
      let countryName = countryName(code),
      let latitude = CityTableField.decimal(UnsafeBufferPointer(rebasing: fields[5])),
      abs(latitude) <= 90,
      let longitude = CityTableField.decimal(UnsafeBufferPointer(rebasing: fields[6])),
      abs(longitude) <= 180,
      let population = CityTableField.integer(fields[7]), !fields[8].isEmpty
    else { return nil }
    func text(_ field: Int) -> String { String(decoding: fields[field], as: UTF8.self) }
    return City(
      id: id, name: text(1), admin1: fields[3].isEmpty ? nil : text(3),
      countryCode: text(4), countryName: countryName, latitude: latitude,
      longitude: longitude, population: population, timeZone: text(8))
  }

  /// The offset of the line of the city with GeoNames id `id` in the city section, by binary
  /// search of the lines (sorted by id).
  func cityOffset(id: Int) -> Int? {
    guard id >= 0 else { return nil }
    let start = firstLine(in: cities) { line in
      (leadingInteger(line) ?? Int.max) < id
    }
    guard start < cities.upperBound,
      leadingInteger(start..<lineEnd(from: start, in: cities)) == id
    else { return nil }
    return start - cities.lowerBound
  }

  /// The English name of the country with packed code `code`, by binary search of the
  /// country lines (sorted by code).
  func countryName(_ code: UInt16) -> String? {
    let start = firstLine(in: countries) { line in
      (CityTableField.packCountryCode(slice(line).prefix(2)) ?? UInt16.max) < code
    }
    let line = start..<lineEnd(from: start, in: countries)
    guard line.count > 3, CityTableField.packCountryCode(slice(line).prefix(2)) == code,
      bytes[start + 2] == UInt8(ascii: "\t")
    else { return nil }
    return String(decoding: slice(start + 3..<line.upperBound), as: UTF8.self)
  }

  /// The decimal number that starts `line`, up to its first tab.
  private func leadingInteger(_ line: Range<Int>) -> Int? {
    let text = slice(line)
    return CityTableField.integer(text.prefix { $0 != UInt8(ascii: "\t") })
  }
}

extension CityTableStorage {
  /// The offset of the line of the most populous city whose time zone is `zone` (the line's
  /// last field; the one before it is the population), by one pass over the city lines: asked
  /// once per command, for the place `here`.
  func mostPopulousCityOffset(timeZone zone: [UInt8]) -> Int? {
    var best: (offset: Int, population: Int)?
    var start = cities.lowerBound
    while start < cities.upperBound {
      let end = lineEnd(from: start, in: cities)
      defer { start = end + 1 }
      var tab = end
      while tab > start && bytes[tab - 1] != UInt8(ascii: "\t") { tab -= 1 }
      guard tab > start, end - tab == zone.count, slice(tab..<end).elementsEqual(zone) else {
        continue
      }
      var previous = tab - 1
      while previous > start && bytes[previous - 1] != UInt8(ascii: "\t") { previous -= 1 }
      let population = CityTableField.integer(slice(previous..<(tab - 1))) ?? 0
      if best.map({ population > $0.population }) ?? true {
        best = (start - cities.lowerBound, population)
      }
    }
    return best?.offset
  }
}
