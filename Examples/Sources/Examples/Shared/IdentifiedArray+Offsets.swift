import Foundation
import Reducers

// What a list view hands its reducer are offsets (SwiftUI's `onDelete` and `onMove`), and
// IdentifiedCollections has these methods for them; `IdentifiedArray` here has the id-based
// ones only, so the examples add them.
extension IdentifiedArray {
  /// Removes the elements at `offsets`; offsets past the end are ignored.
  mutating func remove(atOffsets offsets: IndexSet) {
    let ids = offsets.filter { indices.contains($0) }.map { self.ids[$0] }
    for id in ids { remove(id: id) }
  }

  /// Moves the elements at `source` so that they sit before the element that was at
  /// `destination`, keeping their order.
  mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.filter { indices.contains($0) }.map { self[$0] }
    var offset = destination - source.count(where: { $0 < destination })
    for element in moving { remove(id: element.id) }
    for element in moving {
      insert(element, at: offset)
      offset += 1
    }
  }

  /// The elements `isIncluded` keeps, in order, still identified.
  func filter(_ isIncluded: (Element) -> Bool) -> Self {
    IdentifiedArray(uncheckedUniqueElements: elements.filter(isIncluded))
  }
}
