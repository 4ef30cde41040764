// The in-place reorderings and end removals an `Array` of rows has, which TCA code calls on
// IdentifiedCollections' `IdentifiedArray`: swapping two rows, reversing, shuffling, dropping the
// first or last ones, appending with `+=`. Each keeps the id index right, as every mutation here
// does; a position or count out of range traps, as `Array`'s does.

extension IdentifiedArray {
  /// Exchanges the elements at `i` and `j`.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    ids.swapAt(i, j)
    _indexByID[ids[i]] = i
    _indexByID[ids[j]] = j
  }

  /// Reverses the order of the elements.
  public mutating func reverse() {
    self = IdentifiedArray(uncheckedUniqueElements: _elements.reversed())
  }

  /// Shuffles the elements with `generator` (a seeded one makes the order repeatable).
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    var shuffled = _elements
    shuffled.shuffle(using: &generator)
    self = IdentifiedArray(uncheckedUniqueElements: shuffled)
  }

  /// Shuffles the elements.
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Removes and returns the first element; the collection must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Element {
    remove(at: 0)
  }

  /// Removes the first `k` elements; there must be at least `k`.
  public mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "removeFirst(\(k)) on \(count) elements")
    self = IdentifiedArray(uncheckedUniqueElements: _elements.dropFirst(k))
  }

  /// Removes and returns the last element; the collection must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    remove(at: count - 1)
  }

  /// Removes the last `k` elements; there must be at least `k`.
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "removeLast(\(k)) on \(count) elements")
    self = IdentifiedArray(uncheckedUniqueElements: _elements.dropLast(k))
  }

  /// Appends `elements` as ``append(contentsOf:)`` does (an id already present keeps its place
  /// and value).
  public static func += (lhs: inout Self, rhs: some Sequence<Element>) {
    lhs.append(contentsOf: rhs)
  }
}
