import Foundation
import Reducers
import ReducersDebugging
import Testing

/// `swiftSource` writes values as a test writes them, and `sourceChanges` states a change in the
/// fewest assignments; the emitted tests compile only while both hold.
struct SwiftSourceTests {
  struct Row: Equatable {
    var title: String
    var isDone = false
  }

  enum Event: Equatable {
    case tapped, typed(String), moved(from: Int, to: Int), named(query: String)
  }

  struct Screen: Equatable {
    var rows: [Row] = []
    var selected: Int?
    var detail: Row?
    var counts: [String: Int] = [:]
    var tags: Set<String> = []
    var event = Event.tapped
  }

  @Test func scalarsAreLiterals() {
    #expect(swiftSource("say \"hi\"\n\t\u{7}") == #""say \"hi\"\n\t\u{7}""#)
    #expect(swiftSource(8_800_000) == "8_800_000")
    #expect(swiftSource(2400) == "2400")
    #expect(swiftSource(-1_234_567.5) == "-1_234_567.5")
    #expect(swiftSource(Double.infinity) == ".infinity")
    #expect(swiftSource(Double.nan) == ".nan")
    #expect(swiftSource(true) == "true")
    #expect(swiftSource(Int?.none as Any) == "nil")
    #expect(swiftSource(Duration.milliseconds(300)) == ".milliseconds(300)")
    #expect(swiftSource(Duration.seconds(2)) == ".seconds(2)")
    #expect(
      swiftSource(Date(timeIntervalSinceReferenceDate: 821_692_860))
        == "Date(timeIntervalSinceReferenceDate: 821_692_860.0)")
    #expect(
      swiftSource(UUID(uuidString: "00000000-0000-0000-0000-000000000001") as Any)
        == #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#)
  }

  @Test func enumsStructsAndCollections() {
    #expect(swiftSource(Event.tapped) == ".tapped")
    #expect(swiftSource(Event.typed("l")) == #".typed("l")"#)
    #expect(swiftSource(Event.moved(from: 1, to: 2)) == ".moved(from: 1, to: 2)")
    #expect(swiftSource(Event.named(query: "x")) == #".named(query: "x")"#)
    #expect(swiftSource(Row(title: "a")) == #"SwiftSourceTests.Row(title: "a", isDone: false)"#)
    #expect(swiftSource(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
    #expect(swiftSource([String: Int]()) == "[:]")
    #expect(swiftSource(Set(["b", "a"])) == #"["a", "b"]"#)
    #expect(swiftSource(\Screen.rows) == #"\SwiftSourceTests.Screen.rows"#)
  }

  @Test func aLongValueBreaksAsSwiftFormatDoes() {
    let rows = (1...4).map { Row(title: "a row called \($0)") }
    #expect(
      swiftSource(rows, width: 70) == """
        [
          SwiftSourceTests.Row(title: "a row called 1", isDone: false),
          SwiftSourceTests.Row(title: "a row called 2", isDone: false),
          SwiftSourceTests.Row(title: "a row called 3", isDone: false),
          SwiftSourceTests.Row(title: "a row called 4", isDone: false),
        ]
        """)
  }

  @Test func presentationValuesAndBindingsUseTheirInitialisers() {
    #expect(swiftSource(TextState("Delete?")) == #"TextState("Delete?")"#)
    let button = ButtonState(role: .destructive, action: Event.tapped) { TextState("Delete") }
    #expect(
      swiftSource(button)
        == #"ButtonState(role: .destructive, action: .send(.tapped)) { TextState("Delete") }"#)
    let dialog = ConfirmationDialogState<Event>(titleVisibility: .visible) {
      TextState("Sure?")
    } actions: {
      ButtonState(role: .cancel) { TextState("No") }
    }
    #expect(
      swiftSource(dialog)
        == #"ConfirmationDialogState(titleVisibility: .visible, title: { TextState("Sure?") }, "#
        + #"actions: { ButtonState(role: .cancel, action: .send(nil)) { TextState("No") } })"#)
  }

  @Test func changesAreTheFewestAssignments() {
    var before = Screen(rows: [Row(title: "a"), Row(title: "b")], detail: Row(title: "d"))
    before.counts = ["x": 1, "y": 2]
    var after = before
    after.rows[1].isDone = true
    after.detail?.title = "e"
    after.counts["x"] = nil
    after.counts["z"] = 3
    after.selected = 1
    after.event = .typed("q")
    #expect(
      sourceChanges(from: before, to: after) == [
        SourceChange(path: ".rows[1].isDone", value: "true"),
        SourceChange(path: ".selected", value: "1"),
        SourceChange(path: ".detail?.title", value: #""e""#),
        SourceChange(path: ".counts[\"z\"]", value: "3"),
        SourceChange(path: ".counts[\"x\"]", value: "nil"),
        SourceChange(path: ".event", value: #".typed("q")"#),
      ])
    after.rows.append(Row(title: "c"))
    #expect(sourceChanges(from: before, to: after).first?.path == ".rows")
    #expect(sourceChanges(from: before, to: before).isEmpty)
  }
}
