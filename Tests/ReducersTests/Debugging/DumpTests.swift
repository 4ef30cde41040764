import Reducers
import ReducersDebugging
import Testing

// Fixtures are nested in the suite so that their short names cannot clash with other test
// files of the module; dumps name them `DumpTests.Counter` and so on.
extension DumpTests {
  fileprivate struct Counter: Equatable {
    var count: Int
    var name: String
  }

  fileprivate struct Empty: Equatable {}

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

  fileprivate enum Action: Equatable, CustomStringConvertible {
    case increment
    case search(Search)
    case move(from: Int, to: Int)
    case pair(Int, label: String)
    case setUser(User)
    case response(user: User, page: Int)

    // The dump names cases itself rather than trusting a description.
    var description: String { "not a case name" }
  }

  fileprivate final class Node {
    var name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  fileprivate class Animal {
    var legs = 4
  }

  fileprivate final class Dog: Animal {
    var name = "Rex"
  }

  fileprivate struct Row: Equatable {
    var id: Int
    var title: String
  }

  /// A stand-in for `IdentifiedArray`.
  fileprivate struct Rows: DiffableByID {
    var rows: [Row]
    var diffEntries: [(id: AnyHashable, element: Any)] {
      rows.map { (id: AnyHashable($0.id), element: $0 as Any) }
    }
  }

  fileprivate struct Temperature: CustomDumpStringConvertible {
    var degrees: Double
    var customDumpDescription: String { "\(degrees) °C" }
  }

  fileprivate struct Tagged: CustomDumpRepresentable {
    var rawValue: Int
    var customDumpValue: Any { rawValue }
  }

  fileprivate struct Outer<Value> {
    struct Inner {
      var value: Value
    }
  }
}

@Suite struct DumpTests {
  @Test func nestedStructs() {
    let profile = DumpTests.Profile(
      user: User(id: 1, name: "Blob"), tags: ["a", "b"], counter: Counter(count: 0, name: ""))
    #expect(
      customDump(profile) == """
        DumpTests.Profile(
          user: DumpTests.User(
            id: 1,
            name: "Blob"
          ),
          tags: [
            [0]: "a",
            [1]: "b"
          ],
          counter: DumpTests.Counter(
            count: 0,
            name: ""
          )
        )
        """)
  }

  @Test func emptyStructAndGenericNestedType() {
    #expect(customDump(Empty()) == "DumpTests.Empty()")
    #expect(
      customDump(Outer<Int>.Inner(value: 1)) == """
        DumpTests.Outer.Inner(
          value: 1
        )
        """)
  }

  @Test func localTypeKeepsItsEnclosingType() {
    struct Local { var x = 1 }
    #expect(customDump(Local()) == "DumpTests.Local(\n  x: 1\n)")
  }

  @Test func classesIncludingInheritedFieldsAndCycles() {
    #expect(customDump(Dog()) == "DumpTests.Dog(\n  legs: 4,\n  name: \"Rex\"\n)")

    let first = Node(name: "a", next: Node(name: "b"))
    first.next?.next = first
    #expect(
      customDump(first) == """
        DumpTests.Node(
          name: "a",
          next: DumpTests.Node(
            name: "b",
            next: DumpTests.Node(↩︎)
          )
        )
        """)
    first.next = nil  // Breaks the cycle so the nodes can be freed.
  }

  @Test func sharedObjectThatIsNotACycleIsDumpedTwice() {
    let shared = Node(name: "s")
    #expect(
      customDump([shared, shared]) == """
        [
          [0]: DumpTests.Node(
            name: "s",
            next: nil
          ),
          [1]: DumpTests.Node(
            name: "s",
            next: nil
          )
        ]
        """)
  }

  @Test func enumsWithoutPayloads() {
    #expect(customDump(Action.increment) == "DumpTests.Action.increment")
    #expect(customDump(Search.clear) == "DumpTests.Search.clear")
    #expect(customDump([Action.increment]) == "[\n  [0]: .increment\n]")
  }

  @Test func enumsWithPayloadsThatFitOnALine() {
    #expect(
      customDump(Action.search(.queryChanged("lon")))
        == #"DumpTests.Action.search(.queryChanged("lon"))"#)
    #expect(customDump(Action.move(from: 1, to: 2)) == "DumpTests.Action.move(from: 1, to: 2)")
    #expect(customDump(Action.pair(1, label: "x")) == #"DumpTests.Action.pair(1, label: "x")"#)
  }

  @Test func enumsWithMultilinePayloads() {
    #expect(
      customDump(Action.setUser(User(id: 1, name: "Blob"))) == """
        DumpTests.Action.setUser(
          DumpTests.User(
            id: 1,
            name: "Blob"
          )
        )
        """)
    #expect(
      customDump(Action.response(user: User(id: 1, name: "Blob"), page: 2)) == """
        DumpTests.Action.response(
          user: DumpTests.User(
            id: 1,
            name: "Blob"
          ),
          page: 2
        )
        """)
  }

  @Test func optionals() {
    #expect(customDump(Int?.none as Any) == "nil")
    #expect(customDump(Int?.some(1) as Any) == "1")
    #expect(
      customDump(Profile(user: nil, tags: [], counter: Counter(count: 1, name: "c"))) == """
        DumpTests.Profile(
          user: nil,
          tags: [],
          counter: DumpTests.Counter(
            count: 1,
            name: "c"
          )
        )
        """)
  }

  @Test func scalars() {
    #expect(customDump(42) == "42")
    #expect(customDump(1.5) == "1.5")
    #expect(customDump(true) == "true")
    #expect(customDump(Character("c")) == #""c""#)
  }

  @Test func strings() {
    #expect(customDump("Blob") == #""Blob""#)
    #expect(customDump(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(customDump("tab\there") == #""tab\there""#)
  }

  @Test func multilineStrings() {
    #expect(customDump("line 1\nline 2\n") == "\"\"\"\nline 1\nline 2\n\n\"\"\"")
    #expect(
      customDump(Counter(count: 1, name: "a\nb")) == """
        DumpTests.Counter(
          count: 1,
          name: \"""
          a
          b
          \"""
        )
        """)
    // Contents that would end a plain literal make it a raw one.
    #expect(customDump("a \"\"\" b\nc") == "#\"\"\"\na \"\"\" b\nc\n\"\"\"#")
  }

  @Test func arrays() {
    #expect(customDump([Int]()) == "[]")
    #expect(customDump([1, 2]) == "[\n  [0]: 1,\n  [1]: 2\n]")
  }

  @Test func dictionariesAreSortedByKey() {
    #expect(customDump([String: Int]()) == "[:]")
    #expect(
      customDump(["b": 2, "c": 3, "a": 1]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """)
    // Numbers in numeric order, not by their text.
    #expect(customDump([10: "ten", 9: "nine"]) == "[\n  9: \"nine\",\n  10: \"ten\"\n]")
  }

  @Test func setsAreSorted() {
    #expect(customDump(Set<Int>()) == "Set([])")
    #expect(customDump(Set([3, 1, 2])) == "Set([\n  1,\n  2,\n  3\n])")
    #expect(customDump(Set([10, -1, 2])) == "Set([\n  -1,\n  2,\n  10\n])")
  }

  @Test func tuples() {
    #expect(customDump((1, "a")) == "(\n  [0]: 1,\n  [1]: \"a\"\n)")
    #expect(customDump((x: 1, 2)) == "(\n  x: 1,\n  [1]: 2\n)")
  }

  @Test func diffableByIDCollections() {
    let rows = Rows(rows: [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    #expect(
      customDump(rows) == """
        [
          #1: DumpTests.Row(
            id: 1,
            title: "a"
          ),
          #2: DumpTests.Row(
            id: 2,
            title: "b"
          )
        ]
        """)
    #expect(customDump(Rows(rows: [])) == "[]")
  }

  @Test func valuesShownByTheirDescription() {
    #expect(customDump(Duration.seconds(3)) == "3.0 seconds")
    #expect(customDump(0..<3) == "0..<3")
    #expect(customDump(\Counter.count) == #"\Counter.count"#)
  }

  @Test func customization() {
    #expect(customDump(Temperature(degrees: 21.5)) == "21.5 °C")
    #expect(customDump([Tagged(rawValue: 7)]) == "[\n  [0]: 7\n]")
  }

  @Test func nameAndMaxDepth() {
    let profile = DumpTests.Profile(
      user: User(id: 1, name: "Blob"), tags: ["a"], counter: Counter(count: 0, name: ""))
    #expect(
      customDump(profile, name: "state", maxDepth: 1) == """
        state: DumpTests.Profile(
          user: DumpTests.User(…),
          tags: […],
          counter: DumpTests.Counter(…)
        )
        """)
    #expect(customDump(profile, maxDepth: 0) == "DumpTests.Profile(…)")
    // A case that fits on a line is shown whole even past the depth limit.
    #expect(customDump(Action.search(.clear), maxDepth: 0) == "DumpTests.Action.search(.clear)")
  }
}

extension DumpTests {
  fileprivate struct Tally: Equatable {
    @Shared var count: Int
    var label = "x"
  }

  fileprivate struct Sheet: Equatable {
    @PresentationState var tally: Tally?
  }

  // A wrapped property dumps under its own name, not its storage's (`_count`), in dumps and
  // diffs alike.
  @Test func wrappedPropertiesDumpUnderTheirOwnNames() {
    #expect(
      customDump(Sheet(tally: Tally(count: Shared(5)))) == """
        DumpTests.Sheet(
          tally: DumpTests.Tally(
            count: 5,
            label: "x"
          )
        )
        """)
    #expect(
      diff(Tally(count: Shared(5)), Tally(count: Shared(6))) == """
          DumpTests.Tally(
        -   count: 5,
        +   count: 6,
            label: "x"
          )
        """)
  }
}
