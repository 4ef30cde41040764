/// Keeps the best `limit` candidates seen so far, one per city, ordered by match tier, then
/// population (descending), then city line offset (ascending, i.e. GeoNames id order).
struct CitySearchCollector {
  /// One city that matched, with how well.
  struct Candidate {
    /// The offset of the city's line in the table's city section.
    var cityOffset: Int
    /// How the key matched.
    var kind: CityMatchKind
    /// The city's population, the tie-breaker within a tier.
    var population: Int
    /// Where the key that matched is in the table.
    var key: Range<Int>
    /// The edit distance between query and key (0 unless a typo match).
    var distance: Int

    /// Lower is better: see `CityMatchKind.tier(distance:)`.
    var tier: Int { kind.tier(distance: distance) }

    func isBetter(than other: Candidate) -> Bool {
      let (tier, otherTier) = (self.tier, other.tier)
      if tier != otherTier { return tier < otherTier }
      if population != other.population { return population > other.population }
      return cityOffset < other.cityOffset
    }
  }

  let limit: Int
  private(set) var candidates: [Candidate] = []

  init(limit: Int) {
    self.limit = limit
    candidates.reserveCapacity(min(limit, 64))
  }

  var isFull: Bool { candidates.count >= limit }

  /// The candidate a new one must beat, once the collector is full: a search skips decoding
  /// key lines that cannot.
  var worstIfFull: Candidate? { isFull ? candidates.last : nil }

  /// Offers a candidate; it replaces this city's earlier candidate if better.
  mutating func offer(_ candidate: Candidate) {
    if isFull, let worst = candidates.last, !candidate.isBetter(than: worst) { return }
    if let existing = candidates.firstIndex(where: { $0.cityOffset == candidate.cityOffset }) {
      guard candidate.isBetter(than: candidates[existing]) else { return }
      candidates.remove(at: existing)
    } else if isFull {
      candidates.removeLast()
    }
    let position = candidates.firstIndex { candidate.isBetter(than: $0) } ?? candidates.count
    candidates.insert(candidate, at: position)
  }
}
