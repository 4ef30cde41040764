import Reducers
import ReducersTesting
import Testing

@MainActor
struct OptionalForEachTests {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var value = 0
  }

  enum RowAction: Equatable, Sendable {
    case start
    case finished
  }

  struct State: Equatable {
    var detail: Row?
    var rows: IdentifiedArrayOf<Row> = []
  }

  enum Action: Equatable, Sendable {
    case detail(RowAction)
    case row(Int, RowAction)
    case closeDetail
    case removeRow(Int)
  }

  static let detailPath = CasePath<Action, RowAction>(embed: Action.detail) {
    guard case .detail(let action) = $0 else { return nil }
    return action
  }
  static let rowPath = CasePath<Action, (Int, RowAction)>(embed: Action.row) {
    guard case .row(let id, let action) = $0 else { return nil }
    return (id, action)
  }

  let clock = TestClock()
  let reducer: any ReducerProtocol<State, Action, TestClock>

  init() {
    let row = Reducer<Row, RowAction, TestClock> { row, action, clock in
      switch action {
      case .start:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
      case .finished:
        row.value += 1
        return .none
      }
    }
    reducer = Reducer<State, Action, TestClock> { state, action, _ in
      switch action {
      case .closeDetail: state.detail = nil
      case .removeRow(let id): state.rows.remove(id: id)
      case .detail, .row: break
      }
      return .none
    }
    .ifLet(state: \.detail, action: Self.detailPath, environment: { $0 }, then: row)
    .forEach(state: \.rows, action: Self.rowPath, environment: { $0 }, element: row)
  }

  @Test func ifLetRunsTheChildAndCancelsItsEffectsWhenItGoesAway() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: State(detail: Row(id: 1)), reducer: reducer, environment: clock)
      await store.send(.detail(.start))
      await clock.advance(by: .seconds(1))
      await store.receive(.detail(.finished)) { $0.detail?.value = 1 }
      await store.send(.detail(.start))
      await store.send(.closeDetail) { $0.detail = nil }
      #expect(clock.sleeperCount == 0)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func anActionForNilStateIsReportedNotACrash() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: State(), reducer: reducer, environment: clock)
      await store.send(.detail(.start))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        """
        An "ifLet" at "ReducersTests/OptionalForEachTests.swift:62" received a child action when \
        child state was "nil". …

          Action:
            OptionalForEachTests.RowAction.start

        This is generally considered an application logic error
        """) == true)
    #expect(failures.first?.location.line == 62)
  }

  @Test func forEachRunsTheElementAndCancelsTheEffectsOfRemovedElements() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: State(rows: [Row(id: 1), Row(id: 2)]), reducer: reducer,
        environment: clock)
      await store.send(.row(1, .start))
      await store.send(.row(2, .start))
      await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
      await clock.advance(by: .seconds(1))
      await store.receive(.row(2, .finished)) { $0.rows[id: 2]?.value = 1 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func anActionForAMissingElementIsReportedNotACrash() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: State(), reducer: reducer, environment: clock)
      await store.send(.row(7, .start))
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(
        """
        A "forEach" at "ReducersTests/OptionalForEachTests.swift:63" received an action for a \
        missing element. …

          ID:
            7
          Action:
            OptionalForEachTests.RowAction.start

        This is generally considered an application logic error
        """) == true)
  }

  @Test func optionalAloneReportsAndIgnoresActionsOnNil() async {
    let reducer = Reducer<Int, Int, Void> { state, action, _ in
      state += action; return .none
    }.optional()
    var state: Int? = nil
    let failures = await withCapturedFailures {
      _ = reducer.reduce(into: &state, action: 1, environment: ())
    }
    #expect(state == nil)
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        """
        An "optional" reducer at "ReducersTests/OptionalForEachTests.swift:\(failures.first?.location.line ?? 0)" \
        received an action when state was "nil". …

          Action:
            1
        """) == true)
    state = 1
    _ = reducer.reduce(into: &state, action: 2, environment: ())
    #expect(state == 3)
  }

  @Test func aChildClosedByTheSameActionStartsNoEffect() async {
    struct Parent: Equatable { var child: Int? = 0 }
    enum ParentAction: Equatable, Sendable { case child(Int) }
    let child = Reducer<Int, Int, Void> { state, action, _ in
      state += action
      return action == 1 ? .run { send in await send(2) } : .none
    }
    let parent = Reducer<Parent, ParentAction, Void> { state, action, _ in
      state.child = nil  // the parent closes the child on any child action
      return .none
    }
    .ifLet(
      state: \.child, action: CasePath(ParentAction.child), environment: { $0 }, then: child)
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Parent(), reducer: parent, environment: ())
      await store.send(.child(1)) { $0.child = nil }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func anElementReducerThatChangesItsIDIsReportedAndTheIndexStaysRight() async {
    struct Item: Identifiable, Equatable, Sendable { var id: Int }
    struct State: Equatable { var items: IdentifiedArrayOf<Item> = [Item(id: 1), Item(id: 2)] }
    enum Action: Equatable, Sendable { case item(Int, Int) }
    let element = Reducer<Item, Int, Void> { item, newID, _ in
      item.id = newID
      return .none
    }
    let reducer = Reducer<State, Action, Void>.empty.forEach(
      state: \.items,
      action: CasePath(embed: Action.item) {
        if case .item(let id, let a) = $0 { (id, a) } else { nil }
      },
      environment: { $0 }, element: element)
    var state = State()
    let failures = await withCapturedFailures {
      _ = reducer.reduce(into: &state, action: .item(1, 7), environment: ())
    }
    #expect(
      failures.map(\.message) == [
        "An element's id changed from 1 to 7 while a reducer ran; ids must not change"
      ])
    #expect(state.items[id: 7] == Item(id: 7))
    #expect(state.items[id: 1] == nil)
    #expect(state.items.ids == [7, 2])
  }
}
