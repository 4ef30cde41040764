// What a list's editing hands a reducer (SwiftUI's `onMove` and `onDelete` give an `IndexSet`),
// with IdentifiedCollections' names, and a `filter` that keeps the collection's type. Offsets are
// any sequence of `Int`, so that an `IndexSet` fits without this module importing Foundation.

extension IdentifiedArray {
  /// The elements that satisfy `isIncluded`, in order, still identified.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    IdentifiedArray(uncheckedUniqueElements: try elements.filter(isIncluded))
  }

  /// Moves the elements at `source` so that they end up, in their order, before the element
  /// that was at `destination` (or at the end), as `MutableCollection.move(fromOffsets:toOffset:)`
  /// does.
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moved = Set(source.filter { $0 >= 0 && $0 < count })
    guard !moved.isEmpty else { return }
    let valid = moved.sorted()
    let moving = valid.map { elements[$0] }
    var remaining: [Element] = []
    remaining.reserveCapacity(count - moving.count)
    for (offset, element) in elements.enumerated() where !moved.contains(offset) {
      remaining.append(element)
    }
    let clamped = Swift.min(Swift.max(destination, 0), count)
    let insertion = clamped - valid.count { $0 < clamped }
    remaining.insert(contentsOf: moving, at: insertion)
    self = IdentifiedArray(uncheckedUniqueElements: remaining)
  }

  /// Removes the elements at `offsets`; offsets past the end are ignored.
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let offsets = Set(offsets)
    guard offsets.contains(where: { $0 >= 0 && $0 < count }) else { return }
    let kept = elements.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    self = IdentifiedArray(uncheckedUniqueElements: kept)
  }
}
