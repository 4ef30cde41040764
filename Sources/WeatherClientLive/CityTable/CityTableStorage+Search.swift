extension CityTableStorage {
  /// The best `limit` matches for a folded, non-empty query: exact and prefix matches from a
  /// binary search of the sorted keys; only when there are none and the query has 4+ bytes,
  /// typo matches (edit distance 1, or 2 for 5+ bytes) among keys that start with the
  /// query's first or second byte. A query that matches something is not padded with
  /// near-misses: "london" lists the Londons, not "Ondo".
  func search(folded query: [UInt8], limit: Int, country: UInt16?) -> [CitySearchCollector
    .Candidate]
  {
    var collector = CitySearchCollector(limit: limit)
    guard !query.isEmpty, limit > 0 else { return [] }
    bytes.withUnsafeBufferPointer { all in
      keys.withUnsafeBufferPointer { keys in
        query.withUnsafeBufferPointer { query in
          let scope = Scope(
            all: all, keys: keys, populations: populations,
            countryCodes: countryCodes, country: country)
          scope.collectPrefixMatches(query, into: &collector)
          guard collector.candidates.isEmpty, query.count >= 4 else { return }
          let bound = query.count >= 5 ? 2 : 1
          let distances = EditDistanceQuery(Array(query))
          for (index, first) in query.prefix(2).enumerated() where index == 0 || first != query[0] {
            scope.collectTypos(
              query, distances, bound: bound, firstByte: first, into: &collector)
          }
        }
      }
    }
    return collector.candidates
  }

  /// The buffers one search reads.
  private struct Scope {
    let all: UnsafeBufferPointer<UInt8>
    let keys: UnsafeBufferPointer<CityKeyEntry>
    let populations: [Int]
    let countryCodes: [UInt16]
    let country: UInt16?

    func keyBytes(_ entry: CityKeyEntry) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: all[Int(entry.start)..<Int(entry.start) + Int(entry.length)])
    }

    /// The first key index whose bytes are not less than `query`.
    func lowerBound(_ query: UnsafeBufferPointer<UInt8>) -> Int {
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keyBytes(keys[middle]).lexicographicallyPrecedes(query) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }

    func accepts(_ row: UInt32) -> Bool {
      country.map { countryCodes[Int(row)] == $0 } ?? true
    }

    func collectPrefixMatches(
      _ query: UnsafeBufferPointer<UInt8>, into collector: inout CitySearchCollector
    ) {
      var index = lowerBound(query)
      while index < keys.count {
        let entry = keys[index]
        let key = keyBytes(entry)
        guard key.starts(with: query) else { break }
        if accepts(entry.row) {
          let exact = key.count == query.count
          let kind: CityMatchKind =
            switch (exact, entry.isName) {
            case (true, true): .exactName
            case (true, false): .exactAlternateName
            case (false, true): .namePrefix
            case (false, false): .alternateNamePrefix
            }
          collector.offer(
            .init(
              row: entry.row, kind: kind,
              population: populations[Int(entry.row)], key: index, distance: 0))
        }
        index += 1
      }
    }

    func collectTypos(
      _ query: UnsafeBufferPointer<UInt8>, _ distances: EditDistanceQuery, bound: Int,
      firstByte: UInt8, into collector: inout CitySearchCollector
    ) {
      let queryMask = CityKeyEntry.characterMask(query)
      var index = withUnsafeBytes(of: firstByte) {
        lowerBound($0.assumingMemoryBound(to: UInt8.self))
      }
      while index < keys.count {
        let entry = keys[index]
        index += 1
        guard all[Int(entry.start)] == firstByte else { break }
        guard abs(Int(entry.length) - query.count) <= bound,
          (queryMask & ~entry.characterMask).nonzeroBitCount <= bound,
          (entry.characterMask & ~queryMask).nonzeroBitCount <= bound,
          accepts(entry.row),
          let distance = distances.distance(to: keyBytes(entry), bound: bound),
          distance > 0
        else { continue }
        collector.offer(
          .init(
            row: entry.row, kind: .typo,
            population: populations[Int(entry.row)], key: index - 1,
            distance: distance))
      }
    }
  }
}
