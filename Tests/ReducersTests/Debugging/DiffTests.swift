import Reducers
import ReducersDebugging
import Synchronization
import Testing

// Fixtures are nested in the suite so that their short names cannot clash with other test
// files of the module; dumps name them `DiffTests.Counter` and so on.
extension DiffTests {
  fileprivate struct Counter: Equatable {
    var count: Int
    var name: String
  }

  fileprivate struct User: Equatable {
    var id: Int
    var name: String
  }

  fileprivate struct Profile: Equatable {
    var user: User?
    var tags: [String]
    var counter: Counter
  }

  fileprivate enum Search: Equatable {
    case queryChanged(String)
    case clear
  }

  fileprivate enum Action: Equatable {
    case increment
    case search(Search)
    case setUser(User)
    case response(user: User, page: Int)
  }

  /// Not `Equatable`, so that the diff has to look inside.
  fileprivate final class Node {
    var name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  fileprivate struct Row: Equatable {
    var id: Int
    var title: String
    var done = false
  }

  /// Counts how often rows are reflected, that is, dumped.
  fileprivate final class ReflectionCount: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
  }

  /// A row that counts each time it is dumped; equal by its fields alone.
  fileprivate struct CountedRow: Equatable, CustomReflectable {
    var id: Int
    var title: String
    let reflections: ReflectionCount

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }

    var customMirror: Mirror {
      reflections.increment()
      return Mirror(self, children: ["id": id, "title": title])
    }
  }

  /// A stand-in for `IdentifiedArray`: rows identified by their `id`.
  fileprivate struct Rows: Equatable, DiffableByID {
    var rows: [Row]
    init(_ rows: [Row]) { self.rows = rows }
    var diffEntries: [(id: AnyHashable, element: Any)] {
      rows.map { (id: AnyHashable($0.id), element: $0 as Any) }
    }
  }

  fileprivate var fiveRows: [Row] { (1...5).map { Row(id: $0, title: "r\($0)") } }
}

@Suite struct DiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(diff(Counter(count: 1, name: "x"), Counter(count: 1, name: "x")) == nil)
    #expect(diff([1, 2, 3], [1, 2, 3]) == nil)
    // Not `Equatable`: compared by structure.
    #expect(diff(Node(name: "a"), Node(name: "a")) == nil)
  }

  @Test func structField() {
    #expect(
      diff(Counter(count: 1, name: "x"), Counter(count: 2, name: "x")) == """
          DiffTests.Counter(
        -   count: 1,
        +   count: 2,
            name: "x"
          )
        """)
  }

  @Test func nestedStructsShowOnlyChangedLeavesAndCollapseTheRest() {
    let old = DiffTests.Profile(
      user: User(id: 1, name: "Blob"), tags: ["a", "b"], counter: Counter(count: 0, name: ""))
    var new = old
    new.user?.name = "Blob Jr."
    new.counter.count = 5
    #expect(
      diff(old, new) == """
          DiffTests.Profile(
            user: DiffTests.User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob Jr."
            ),
            tags: […],
            counter: DiffTests.Counter(
        -     count: 0,
        +     count: 5,
              name: ""
            )
          )
        """)
  }

  @Test func optionalFromNilToSomeAndBack() {
    let none = Profile(user: nil, tags: [], counter: Counter(count: 0, name: ""))
    var some = none
    some.user = User(id: 1, name: "Blob")
    #expect(
      diff(none, some) == """
          DiffTests.Profile(
        -   user: nil,
        +   user: DiffTests.User(
        +     id: 1,
        +     name: "Blob"
        +   ),
            tags: [],
            counter: DiffTests.Counter(…)
          )
        """)
    #expect(
      diff(some, none) == """
          DiffTests.Profile(
        -   user: DiffTests.User(
        -     id: 1,
        -     name: "Blob"
        -   ),
        +   user: nil,
            tags: [],
            counter: DiffTests.Counter(…)
          )
        """)
    #expect(diff(Int?.some(1), nil) == "- 1\n+ nil")
  }

  @Test func enumCases() {
    #expect(
      diff(Action.increment, .search(.clear))
        == "- DiffTests.Action.increment\n+ DiffTests.Action.search(.clear)")
    #expect(
      diff(Action.search(.queryChanged("lon")), .search(.queryChanged("lond"))) == """
        - DiffTests.Action.search(.queryChanged("lon"))
        + DiffTests.Action.search(.queryChanged("lond"))
        """)
  }

  @Test func enumPayloadsAreDiffed() {
    #expect(
      diff(Action.setUser(User(id: 1, name: "A")), .setUser(User(id: 1, name: "B"))) == """
          DiffTests.Action.setUser(
            DiffTests.User(
              id: 1,
        -     name: "A"
        +     name: "B"
            )
          )
        """)
    #expect(
      diff(
        DiffTests.Action.response(user: User(id: 1, name: "A"), page: 1),
        .response(user: User(id: 1, name: "A"), page: 2)) == """
            DiffTests.Action.response(
              user: DiffTests.User(…),
          -   page: 1
          +   page: 2
            )
          """)
  }

  @Test func strings() {
    #expect(diff("Blob", "Blob Jr.") == "- \"Blob\"\n+ \"Blob Jr.\"")
    #expect(
      diff(
        Counter(count: 1, name: "line 1\nline 2\nline 3"),
        Counter(count: 1, name: "line 1\nline two\nline 3")) == """
            DiffTests.Counter(
              count: 1,
              name: \"""
              line 1
          -   line 2
          +   line two
              line 3
              \"""
            )
          """)
  }

  @Test func arrayChange() {
    #expect(
      diff([1, 2, 3], [1, 5, 3]) == """
          [
            [0]: 1,
        -   [1]: 2,
        +   [1]: 5,
            [2]: 3
          ]
        """)
  }

  @Test func arrayInsertions() {
    #expect(
      diff([1, 2], [1, 2, 3]) == """
          [
            [0]: 1,
            [1]: 2,
        +   [2]: 3
          ]
        """)
    #expect(
      diff([1, 2, 3, 4], [0, 1, 2, 3, 4]) == """
          [
        +   [0]: 0,
            [1]: 1,
            … (3 unchanged)
          ]
        """)
  }

  @Test func arrayRemovals() {
    #expect(
      diff([1, 2, 3], [1, 3]) == """
          [
            [0]: 1,
        -   [1]: 2,
            [1]: 3
          ]
        """)
    #expect(
      diff([1, 2, 3], [1, 2]) == """
          [
            [0]: 1,
            [1]: 2
        -   [2]: 3
          ]
        """)
  }

  @Test func arrayOfStructsDiffsTheEditedElement() {
    var new = fiveRows
    new[2].done = true
    new.insert(Row(id: 9, title: "new"), at: 0)
    #expect(
      diff(fiveRows, new) == """
          [
        +   [0]: DiffTests.Row(
        +     id: 9,
        +     title: "new",
        +     done: false
        +   ),
            [1]: DiffTests.Row(…),
            [2]: DiffTests.Row(…),
            [3]: DiffTests.Row(
              id: 3,
              title: "r3",
        -     done: false
        +     done: true
            ),
            [4]: DiffTests.Row(…),
            [5]: DiffTests.Row(…)
          ]
        """)
  }

  @Test func aThousandElementsWithOneChangeFoldToAFewLines() {
    let old = (0..<1_000).map { Row(id: $0, title: "row \($0)") }
    var new = old
    new[500].title = "changed"
    #expect(
      diff(old, new) == """
          [
            … (499 unchanged),
            [499]: DiffTests.Row(…),
            [500]: DiffTests.Row(
              id: 500,
        -     title: "row 500",
        +     title: "changed",
              done: false
            ),
            [501]: DiffTests.Row(…),
            … (498 unchanged)
          ]
        """)
  }

  /// Equal elements are compared with `==` and never dumped, so a large state with one change
  /// costs about what the change costs.
  @Test func equalElementsAreComparedNotDumped() {
    let reflections = ReflectionCount()
    let old = (0..<1_000).map { CountedRow(id: $0, title: "row \($0)", reflections: reflections) }
    var new = old
    new[500].title = "changed"
    #expect(diff(old, new) != nil)
    // The changed pair and its folded neighbours, not the 1,998 equal elements.
    #expect(reflections.value <= 12, "\(reflections.value) elements were dumped")
  }

  @Test func largeArrayInsertionIsAlignedNotShifted() {
    let old = Array(0..<300)
    var new = old
    new.insert(-1, at: 150)
    new.remove(at: 10)
    #expect(
      diff(old, new) == """
          [
            … (9 unchanged),
            [9]: 9,
        -   [10]: 10,
            [10]: 11,
            … (137 unchanged),
            [148]: 149,
        +   [149]: -1,
            [150]: 150,
            … (149 unchanged)
          ]
        """)
  }

  @Test func dictionaryByKeyInStableOrder() {
    #expect(
      diff(["b": 2, "a": 1, "c": 3, "d": 4], ["a": 1, "b": 3, "d": 4, "e": 5]) == """
          [
            "a": 1,
        -   "b": 2,
        +   "b": 3,
        -   "c": 3,
            "d": 4,
        +   "e": 5
          ]
        """)
  }

  @Test func dictionaryWithNumericKeys() {
    #expect(
      diff([2: "b", 10: "j"], [2: "b", 10: "J", 100: "x"]) == """
          [
            2: "b",
        -   10: "j"
        +   10: "J",
        +   100: "x"
          ]
        """)
  }

  @Test func setByMembership() {
    #expect(
      diff(Set([1, 2, 3]), Set([2, 3, 4])) == """
          Set([
        -   1,
            2,
            3,
        +   4
          ])
        """)
  }

  @Test func identifiedChange() {
    var new = fiveRows
    new[2].title = "edited"
    #expect(
      diff(Rows(fiveRows), Rows(new)) == """
          [
            #1: DiffTests.Row(…),
            #2: DiffTests.Row(…),
            #3: DiffTests.Row(
              id: 3,
        -     title: "r3",
        +     title: "edited",
              done: false
            ),
            #4: DiffTests.Row(…),
            #5: DiffTests.Row(…)
          ]
        """)
  }

  @Test func identifiedInsertAndRemove() {
    #expect(
      diff(Rows(fiveRows), Rows(fiveRows.filter { $0.id != 2 })) == """
          [
            #1: DiffTests.Row(…),
        -   #2: DiffTests.Row(
        -     id: 2,
        -     title: "r2",
        -     done: false
        -   ),
            #3: DiffTests.Row(…),
            … (2 unchanged)
          ]
        """)
    #expect(
      diff(Rows(fiveRows), Rows(fiveRows + [Row(id: 6, title: "r6")])) == """
          [
            … (4 unchanged),
            #5: DiffTests.Row(…),
        +   #6: DiffTests.Row(
        +     id: 6,
        +     title: "r6",
        +     done: false
        +   )
          ]
        """)
  }

  @Test func identifiedMoveFollowsTheNewOrder() {
    var moved = fiveRows
    moved.move(from: 0, to: 3)  // 2, 3, 4, 1, 5
    #expect(
      diff(Rows(fiveRows), Rows(moved)) == """
          [
        -   #1: DiffTests.Row(…),
            #2: DiffTests.Row(…),
            #3: DiffTests.Row(…),
            #4: DiffTests.Row(…),
        +   #1: DiffTests.Row(…),
            #5: DiffTests.Row(…)
          ]
        """)
    // Moved and edited: shown whole on both sides.
    moved[3].done = true
    #expect(
      diff(Rows(fiveRows), Rows(moved)) == """
          [
        -   #1: DiffTests.Row(
        -     id: 1,
        -     title: "r1",
        -     done: false
        -   ),
            #2: DiffTests.Row(…),
            #3: DiffTests.Row(…),
            #4: DiffTests.Row(…),
        +   #1: DiffTests.Row(
        +     id: 1,
        +     title: "r1",
        +     done: true
        +   ),
            #5: DiffTests.Row(…)
          ]
        """)
  }

  @Test func referenceCycles() {
    let old = Node(name: "a")
    old.next = old
    let new = Node(name: "b")
    new.next = new
    #expect(
      diff(old, new) == """
          DiffTests.Node(
        -   name: "a",
        +   name: "b",
            next: DiffTests.Node(↩︎)
          )
        """)
    old.next = nil  // Breaks the cycles so the nodes can be freed.
    new.next = nil
  }

  @Test func proportionalFormat() {
    #expect(diff(1, 2, format: .proportional) == "\u{2212} 1\n+ 2")
    #expect(
      diff([1], [2], format: .proportional)
        == "\u{2007} [\n\u{2212}   [0]: 1\n+   [0]: 2\n\u{2007} ]")
  }
}

extension Array {
  fileprivate mutating func move(from source: Int, to destination: Int) {
    insert(remove(at: source), at: destination)
  }
}
