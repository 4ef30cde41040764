public import WeatherFeatures

/// The embedded GeoNames table of cities with 15,000+ inhabitants, searchable offline.
///
/// The table is compiled into the binary (see `CityTableData`), so it works wherever the
/// executable is copied, and it is read in place: opening it decodes nothing, and a search
/// binary-searches the sorted keys in the embedded bytes. Search folds case, accents and
/// punctuation ("sao paulo" finds São Paulo), matches names, alternate names in Latin and
/// other scripts ("Kiev", "Muenchen", "Москва", "東京") and prefixes, and tolerates typos;
/// results rank by match quality, then population.
public final class CityTable: Sendable {
  /// The table compiled into the binary. Opening it costs nothing measurable.
  public static let shared = CityTable(storage: CityTableStorage(static: CityTableData.text))

  let storage: CityTableStorage
  /// The memory of a table built from text, freed with the table; `nil` for static bytes.
  /// Written once in `init`, then only read through `storage`, so sharing it is safe.
  nonisolated(unsafe) private let ownedBytes: UnsafeMutableBufferPointer<UInt8>?

  init(storage: CityTableStorage) {
    self.storage = storage
    ownedBytes = nil
  }

  /// A table over a copy of `text` in the generator's format; a malformed header gives an
  /// empty table, malformed lines are missing cities and keys.
  init(text: String) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = copy.initialize(from: text.utf8)
    ownedBytes = copy
    storage = CityTableStorage(bytes: UnsafeBufferPointer(copy))
  }

  deinit { ownedBytes?.deallocate() }

  /// The number of cities in the table.
  public var count: Int { storage.cityCount }

  /// The city with GeoNames id `id`, or `nil` if the table has none.
  public func city(id: City.ID) -> City? {
    storage.cityOffset(id: id).flatMap { storage.city(atOffset: $0) }
  }

  /// The most populous city whose IANA time zone is `zone` (e.g. Zürich for "Europe/Zurich"),
  /// or `nil` when no city of the table has it.
  public func mostPopulousCity(inTimeZone zone: String) -> City? {
    guard !zone.isEmpty else { return nil }
    return storage.mostPopulousCityOffset(timeZone: Array(zone.utf8)).flatMap {
      storage.city(atOffset: $0)
    }
  }

  /// The cities best matching `query`, best first: exact name, exact alternate name, name
  /// prefix, alternate-name prefix; only when none of those match, typos (edit distance 1 for
  /// 4-byte queries, up to 2 for longer ones). Population breaks ties.
  ///
  /// - Parameters:
  ///   - query: Free text in any script; case, accents and punctuation are ignored.
  ///     Empty → no results.
  ///   - limit: The most cities to return.
  ///   - countryCode: An ISO 3166-1 alpha-2 code to keep only that country's cities.
  public func search(_ query: String, limit: Int = 10, countryCode: String? = nil) -> [City] {
    searchResults(query, limit: limit, countryCode: countryCode).map(\.city)
  }

  /// Like `search(_:limit:countryCode:)`, with how each city matched, e.g. to offer
  /// "did you mean London?" when the best result is a `.typo`.
  public func searchResults(_ query: String, limit: Int = 10, countryCode: String? = nil)
    -> [CitySearchResult]
  {
    var country: UInt16?
    if let countryCode {
      guard let packed = CityTableField.packCountryCode(countryCode.uppercased().utf8) else {
        return []
      }
      country = packed
    }
    let folded = CityNameFolder.foldedUTF8(query)
    return storage.search(folded: folded, limit: limit, country: country).compactMap { match in
      guard let city = storage.city(atOffset: match.cityOffset) else { return nil }
      let key = String(decoding: storage.slice(match.key), as: UTF8.self)
      return CitySearchResult(
        city: city, matchKind: match.kind, matchedKey: key, editDistance: match.distance)
    }
  }

  /// The search key of `text`: case, accents and punctuation folded away, e.g.
  /// "St. Louis" → "st louis", "Zürich" → "zurich", "МОСКВА" → "москва". The table's keys
  /// are folded the same way.
  package static func fold(_ text: String) -> String {
    CityNameFolder.fold(text)
  }

  /// The edit distance between two folded keys (insertions, deletions, substitutions and
  /// adjacent transpositions, on their UTF-8 bytes), or `cap` when it is `cap` or more.
  package static func distance(_ a: String, _ b: String, cap: Int) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        BoundedEditDistance.distance(a, b, bound: cap - 1) ?? cap
      }
    }
  }
}
