import Reducers
import ReducersTesting
import Testing

/// The effects of an `ifLet` child and of a `forEach` element are named by where the child is
/// composed, not by when the composition was built: a `body` is rebuilt for every action, and
/// what one action started, a later one must still cancel. Each case two levels deep, in the
/// three forms a feature takes (a `body`, a stored composition, an erased one), for `TestStore`
/// and for the live `Store`.
@MainActor
struct CompositionIdentityTests {
  enum CancelID: Hashable, Sendable { case work }

  /// The innermost feature: starts a long piece of work, stops it by its own id.
  struct Leaf: ReducerProtocol {
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var finished = 0
    }
    enum Action: Equatable, Sendable { case start, stop, finished }

    func reduce(into state: inout State, action: Action, environment clock: TestClock)
      -> Effect<Action>
    {
      switch action {
      case .start:
        return .run { send in
          try await clock.sleep(for: .seconds(10))
          await send(.finished)
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .finished:
        state.finished += 1
        return .none
      }
    }
  }

  /// One level up: an optional leaf and a list of leaves, composed in `body`.
  struct Middle: ReducerProtocol {
    struct State: Equatable, Sendable {
      var leaf: Leaf.State?
      var rows: IdentifiedArrayOf<Leaf.State> = []
    }
    enum Action: Equatable, Sendable {
      case leaf(Leaf.Action)
      case row(Int, Leaf.Action)
      case closeLeaf
      case removeRow(Int)
    }

    var body: some ReducerProtocol<State, Action, TestClock> {
      Reducer<State, Action, TestClock> { state, action, _ in
        switch action {
        case .closeLeaf: state.leaf = nil
        case .removeRow(let id): state.rows.remove(id: id)
        case .leaf, .row: break
        }
        return .none
      }
      .ifLet(state: \.leaf, action: CasePath(Action.leaf), environment: { $0 }, then: Leaf())
      .forEach(state: \.rows, action: CasePath(Action.row), environment: { $0 }, element: Leaf())
    }
  }

  /// The root: two siblings of the same middle feature, each optional.
  struct Root: ReducerProtocol {
    struct State: Equatable, Sendable {
      var first: Middle.State?
      var second: Middle.State?
    }
    enum Action: Equatable, Sendable {
      case first(Middle.Action)
      case second(Middle.Action)
      case closeFirst
    }

    var body: some ReducerProtocol<State, Action, TestClock> {
      Reducer<State, Action, TestClock> { state, action, _ in
        if case .closeFirst = action { state.first = nil }
        return .none
      }
      .ifLet(state: \.first, action: CasePath(Action.first), environment: { $0 }, then: Middle())
      .ifLet(
        state: \.second, action: CasePath(Action.second), environment: { $0 }, then: Middle())
    }
  }

  /// The three forms of the same root: rebuilt per action, built once, and erased.
  enum Form: CaseIterable, Sendable { case body, stored, erased }

  static let storedRoot: some ReducerProtocol<Root.State, Root.Action, TestClock> = Root().body
  static let erasedRoot = Reducer(Root())

  let clock = TestClock()

  func testStore(_ form: Form) -> TestStore<Root.State, Root.Action, TestClock> {
    let leaf = Leaf.State(id: 1)
    let middle = Middle.State(leaf: leaf, rows: [leaf, Leaf.State(id: 2)])
    let initial = Root.State(first: middle, second: middle)
    switch form {
    case .body: return TestStore(initialState: initial, reducer: Root(), environment: clock)
    case .stored:
      return TestStore(initialState: initial, reducer: Self.storedRoot, environment: clock)
    case .erased:
      return TestStore(initialState: initial, reducer: Self.erasedRoot, environment: clock)
    }
  }

  @Test(arguments: Form.allCases)
  func aChildsOwnCancelReachesWhatAnEarlierActionStarted(form: Form) async {
    let store = testStore(form)
    await store.send(.first(.leaf(.start)))
    await store.send(.first(.row(2, .start)))
    await store.send(.first(.leaf(.stop)))
    await store.send(.first(.row(2, .stop)))
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test(arguments: Form.allCases)
  func aChildGoingAwayCancelsItsDescendantsEffects(form: Form) async {
    let store = testStore(form)
    await store.send(.first(.leaf(.start)))
    await store.send(.first(.row(1, .start)))
    await store.send(.closeFirst) { $0.first = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test(arguments: Form.allCases)
  func removingARowCancelsThatRowsEffectsOnly(form: Form) async {
    let store = testStore(form)
    await store.send(.first(.row(1, .start)))
    await store.send(.first(.row(2, .start)))
    await store.send(.first(.removeRow(1))) { $0.first?.rows.remove(id: 1) }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(10))
    await store.receive(.first(.row(2, .finished))) { $0.first?.rows[id: 2]?.finished = 1 }
    await store.finish()
  }

  @Test(arguments: Form.allCases)
  func siblingsOfTheSameFeatureNeverCancelEachOther(form: Form) async {
    let store = testStore(form)
    // The same leaf, the same row id, the same cancel id: in the first and the second middle,
    // and in the optional leaf and the row of one middle.
    await store.send(.first(.leaf(.start)))
    await store.send(.first(.row(1, .start)))
    await store.send(.second(.leaf(.start)))
    await store.send(.second(.row(1, .start)))
    await store.send(.first(.leaf(.stop)))
    await store.send(.second(.row(1, .stop)))
    #expect(clock.sleeperCount == 2)
    await store.send(.closeFirst) { $0.first = nil }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(10))
    await store.receive(.second(.leaf(.finished))) { $0.second?.leaf?.finished = 1 }
    await store.finish()
  }

  @Test(arguments: Form.allCases)
  func theLiveStoreCancelsWhatAnEarlierActionStarted(form: Form) async {
    let leaf = Leaf.State(id: 1)
    let middle = Middle.State(leaf: leaf, rows: [leaf])
    let initial = Root.State(first: middle, second: middle)
    let store: Store<Root.State, Root.Action> =
      switch form {
      case .body: Store(initialState: initial, reducer: Root(), environment: clock)
      case .stored: Store(initialState: initial, reducer: Self.storedRoot, environment: clock)
      case .erased: Store(initialState: initial, reducer: Self.erasedRoot, environment: clock)
      }
    store.send(.first(.leaf(.start)))
    store.send(.first(.row(1, .start)))
    store.send(.second(.row(1, .start)))
    #expect(await clock.waitForSleepers(3))
    store.send(.first(.leaf(.stop)))
    #expect(clock.sleeperCount == 2)
    store.send(.closeFirst)
    #expect(clock.sleeperCount == 1)
  }
}
