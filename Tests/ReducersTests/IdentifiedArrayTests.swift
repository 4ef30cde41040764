import Foundation
import Reducers
import ReducersTesting
import Testing

struct IdentifiedArrayTests {
  struct Row: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var name: String
  }

  var rows: IdentifiedArrayOf<Row> = [
    Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 3, name: "c"),
  ]

  @Test func lookupAndOrder() {
    #expect(rows[id: 2]?.name == "b")
    #expect(rows[id: 9] == nil)
    #expect(rows.ids == [1, 2, 3])
    #expect(rows.map(\.name) == ["a", "b", "c"])
    #expect(rows[1].name == "b")
    #expect(rows.index(id: 3) == 2)
  }

  /// IdentifiedCollections' `init(uniqueElements:)`, as TCA code spells it; a repeated id is
  /// reported.
  @Test func uniqueElementsInitializers() async {
    let unique = IdentifiedArray(uniqueElements: [Row(id: 1, name: "a"), Row(id: 2, name: "b")])
    #expect(unique.ids == [1, 2])
    #expect(IdentifiedArray(uncheckedUniqueElements: unique.elements) == unique)
    var repeated: IdentifiedArrayOf<Row> = []
    let failures = await withCapturedFailures {
      repeated = IdentifiedArray(uniqueElements: [Row(id: 1, name: "a"), Row(id: 1, name: "b")])
    }
    #expect(
      failures.map(\.message) == [
        "IdentifiedArray(uniqueElements:) was given the id 1 more than once"
      ])
    #expect(repeated.map(\.name) == ["b"])
  }

  @Test mutating func mutationsKeepTheIndexRight() {
    rows[id: 2]?.name = "B"
    #expect(rows[id: 2]?.name == "B")
    #expect(rows.append(Row(id: 2, name: "dup")) == (false, 1))
    rows.insert(Row(id: 0, name: "z"), at: 0)
    #expect(rows.ids == [0, 1, 2, 3])
    #expect(rows.remove(id: 1)?.name == "a")
    #expect(rows.ids == [0, 2, 3])
    #expect(rows[id: 3]?.name == "c")
    rows.move(id: 3, toOffset: 0)
    #expect(rows.ids == [3, 0, 2])
    #expect(rows.index(id: 2) == 2)
    rows[id: 4] = Row(id: 4, name: "d")
    rows[id: 0] = nil
    #expect(rows.ids == [3, 2, 4])
    #expect(
      rows.modify(id: 4) {
        $0.name = "D"; return true
      } == true)
    #expect(rows.modify(id: 99) { _ in true } == nil)
    rows.removeAll { $0.id > 2 }
    #expect(rows.ids == [2])
  }

  /// The reorderings and end removals TCA code calls on IdentifiedCollections' array; after
  /// each, every id still finds its element.
  @Test func reorderingsAndEndRemovalsKeepTheIndexRight() {
    func isIndexed(_ rows: IdentifiedArrayOf<Row>) -> Bool {
      rows.ids == rows.map(\.id) && rows.allSatisfy { rows[id: $0.id] == $0 }
        && rows.indices.allSatisfy { rows.index(id: rows[$0].id) == $0 }
    }
    var rows = rows
    rows.swapAt(0, 2)
    #expect(rows.ids == [3, 2, 1] && isIndexed(rows))
    rows.swapAt(1, 1)
    #expect(rows.ids == [3, 2, 1] && isIndexed(rows))
    rows.reverse()
    #expect(rows.ids == [1, 2, 3] && isIndexed(rows))
    rows += [Row(id: 4, name: "d"), Row(id: 1, name: "kept")]
    #expect(rows.ids == [1, 2, 3, 4] && rows[id: 1]?.name == "a" && isIndexed(rows))
    #expect(rows.removeFirst() == Row(id: 1, name: "a"))
    #expect(rows.removeLast() == Row(id: 4, name: "d"))
    #expect(rows.ids == [2, 3] && rows[id: 1] == nil && rows[id: 4] == nil && isIndexed(rows))
    rows += [Row(id: 5, name: "e"), Row(id: 6, name: "f")]
    rows.removeFirst(1)
    rows.removeLast(2)
    #expect(rows.ids == [3] && isIndexed(rows))
    var generator = SplitMix(seed: 7)
    var many = IdentifiedArrayOf<Row>((0..<20).map { Row(id: $0, name: "\($0)") })
    many.shuffle(using: &generator)
    #expect(Set(many.ids) == Set(0..<20) && many.ids != Array(0..<20) && isIndexed(many))
  }

  /// A seeded generator, so that the shuffle above is the same on every run.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func duplicatesInALiteralReplaceTheEarlierValue() {
    let rows: IdentifiedArrayOf<Row> = [Row(id: 1, name: "a"), Row(id: 1, name: "b")]
    #expect(rows.count == 1)
    #expect(rows[id: 1]?.name == "b")
  }

  @Test func equatableHashableCodable() throws {
    let copy = rows
    #expect(copy == rows)
    #expect(Set([copy, rows]).count == 1)
    let data = try JSONEncoder().encode(rows)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("[{"))
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data) == rows)
    let duplicated = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: duplicated)
    }
  }
}
