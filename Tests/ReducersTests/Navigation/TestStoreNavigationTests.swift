import Reducers
import ReducersTesting
import Testing

/// What a test of a navigated-to feature needs from `TestStore`: knowing the feature dismissed
/// itself, asserting rows by position, and seeing every step a non-exhaustive test skipped.
@MainActor
struct TestStoreNavigationTests {
  struct Environment: Sendable {
    var clock: TestClock
    var dismiss = DismissEffect()
  }

  /// A recorder: a timer that runs until the recording ends, and a button that ends it.
  struct Recorder: ReducerProtocol {
    struct State: Equatable { var seconds = 0 }
    enum Action: Equatable, Sendable { case onAppear, tick, endTapped }

    func reduce(into state: inout State, action: Action, environment: Environment)
      -> Effect<Action>
    {
      switch action {
      case .onAppear:
        return .run { send in
          for await _ in environment.clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.seconds += 1
        return .none
      case .endTapped:
        return .run { _ in await environment.dismiss() }
      }
    }
  }

  let clock = TestClock()

  @Test func aFeatureThatDismissesItselfIsDismissedAndItsEffectsCancelled() async {
    let store = TestStore(
      initialState: Recorder.State(), reducer: Recorder(), environment: Environment(clock: clock))
    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    #expect(!store.isDismissed)
    await store.send(.endTapped)
    #expect(store.isDismissed)
    await clock.advance(by: .seconds(3))
    #expect(clock.sleeperCount == 0)
    // Exhaustive: the timer, were it still running, fails the test when the store goes away.
  }

  @Test func sendingToADismissedFeatureFails() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: Recorder.State(), reducer: Recorder(),
        environment: Environment(clock: clock))
      await store.send(.endTapped)
      await store.send(.tick)
    }
    #expect(failures.map(\.message) == ["Can't send action to dismissed test store."])
  }

  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  @Test func rowsAreAssertedByPosition() async {
    let store = TestStore(
      initialState: IdentifiedArrayOf<Row>([Row(id: 7, title: "a"), Row(id: 9, title: "b")]),
      reducer: Reducer<IdentifiedArrayOf<Row>, String, Void> { rows, title, _ in
        rows[id: 9]?.title = title
        return .none
      }, environment: ())
    await store.send("new") { $0[1].title = "new" }
    #expect(store.state[id: 9]?.title == "new")
  }

  @Test func aRowSetByPositionKeepsTheIdsConsistent() async {
    var rows = IdentifiedArrayOf<Row>([Row(id: 7, title: "a"), Row(id: 9, title: "b")])
    rows[0].title = "z"
    #expect(rows[id: 7]?.title == "z")
    let failures = await withCapturedFailures { rows[0] = Row(id: 8, title: "c") }
    #expect(failures.count == 1, "another id at a position is a programmer error")
    #expect(rows.ids == [8, 9])
    #expect(rows[id: 8]?.title == "c")
    #expect(rows[id: 7] == nil)
  }

  struct Steps: Equatable { var count = 0; var label = "" }
  enum StepAction: Equatable, Sendable { case start, first, second }

  @Test func everySkippedStepIsShown() async {
    let store = TestStore(
      initialState: Steps(),
      reducer: Reducer<Steps, StepAction, Void> { state, action, _ in
        switch action {
        case .start:
          return .run { send in
            await send(.first)
            await send(.second)
          }
        case .first:
          state.count = 1
          return .none
        case .second:
          state.label = "two"
          return .none
        }
      }, environment: ())
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.start)
    await store.receive(.second)
    #expect(
      store.shownSkippedAssertions == [
        """
        Skipped receiving TestStoreNavigationTests.StepAction.first:

            TestStoreNavigationTests.Steps(
          -   count: 0,
          +   count: 1,
              label: ""
            )
        """,
        """
        State changes not asserted:

            TestStoreNavigationTests.Steps(
              count: 1,
          -   label: ""
          +   label: "two"
            )
        """,
      ])
  }
}
