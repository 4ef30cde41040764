public import WeatherFeatures

/// The embedded GeoNames table of cities with 15,000+ inhabitants, searchable offline.
///
/// The table is compiled into the binary (see `CityTableData`), so it works wherever the
/// executable is copied. Search folds case, accents and punctuation ("sao paulo" finds
/// São Paulo), matches names, common alternate names ("Kiev", "Muenchen") and prefixes, and
/// tolerates typos; results rank by match quality, then population.
public final class CityTable: Sendable {
  /// The table compiled into the binary, parsed once, on first use, thread-safely.
  public static let shared = CityTable(text: CityTableData.text)

  let storage: CityTableStorage

  /// A table parsed from text in the generator's format; malformed lines are skipped.
  init(text: String) {
    storage = CityTableStorage(text: text)
  }

  /// The number of cities in the table.
  public var count: Int { storage.ids.count }

  /// The city with GeoNames id `id`, or `nil` if the table has none.
  public func city(id: City.ID) -> City? {
    storage.rowByID[id].flatMap { storage.city(atRow: Int($0)) }
  }

  /// The cities best matching `query`, best first: exact name, exact alternate name, name
  /// prefix, alternate-name prefix; only when none of those match, typos (edit distance 1 for
  /// 4-letter queries, up to 2 for longer ones). Population breaks ties.
  ///
  /// - Parameters:
  ///   - query: Free text; case, accents and punctuation are ignored. Empty → no results.
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
      guard let packed = CityTableStorage.packCountryCode(countryCode.uppercased().utf8) else {
        return []
      }
      country = packed
    }
    let folded = CityNameFolder.foldedUTF8(query)
    return storage.search(folded: folded, limit: limit, country: country).compactMap { match in
      guard let city = storage.city(atRow: Int(match.row)) else { return nil }
      let entry = storage.keys[match.key]
      let start = Int(entry.start)
      let key = String(decoding: storage.bytes[start..<start + Int(entry.length)], as: UTF8.self)
      return CitySearchResult(
        city: city, matchKind: match.kind, matchedKey: key, editDistance: match.distance)
    }
  }

  /// The search key of `text`: case, accents and punctuation folded away, e.g.
  /// "St. Louis" → "st louis", "Zürich" → "zurich". The table's keys are folded the same way.
  public static func fold(_ text: String) -> String {
    CityNameFolder.fold(text)
  }
}
