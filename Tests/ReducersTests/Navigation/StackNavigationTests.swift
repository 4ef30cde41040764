import Reducers
import ReducersTesting
import Testing

/// A navigation stack as TCA's StackReducerTests exercise it: push, element actions, pop,
/// cancellation of a popped screen's effects, and a screen popping itself.
@MainActor
struct StackNavigationTests {
  struct Environment: Sendable {
    var clock: TestClock
    var dismiss = DismissEffect()
  }

  /// A screen with a timer and a close button.
  struct Screen: ReducerProtocol {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case startTimer, tick, closeTapped }

    func reduce(into state: inout State, action: Action, environment: Environment)
      -> Effect<Action>
    {
      switch action {
      case .startTimer:
        return .run { send in
          while true {
            try await environment.clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeTapped:
        return .run { _ in await environment.dismiss() }
      }
    }
  }

  struct App: ReducerProtocol {
    typealias Environment = StackNavigationTests.Environment
    struct State: Equatable { var path = StackState<Screen.State>() }
    enum Action: Equatable, Sendable {
      case path(StackActionOf<Screen>)
      case pushTapped
      case popToRootTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action, _ in
        switch action {
        case .path: return .none
        case .pushTapped:
          state.path.append(Screen.State())
          return .none
        case .popToRootTapped:
          state.path.removeAll()
          return .none
        }
      }
      .forEach(\.path, action: Action.path) { Screen() }
    }
  }

  let clock = TestClock()

  func makeStore(_ state: App.State = App.State()) -> TestStoreOf<App> {
    TestStore(initialState: state, reducer: App(), environment: Environment(clock: clock))
  }

  @Test func pushRunAndPopAScreen() async {
    let store = makeStore()
    await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
    await store.send(.path(.push(id: 1, state: Screen.State(ticks: 5)))) {
      $0.path[id: 1] = Screen.State(ticks: 5)
    }
    await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.pushTapped) { $0.path[id: 2] = Screen.State() }
    #expect(store.state.path.ids == [2])
  }

  @Test func aPoppedScreensEffectsAreCancelled() async {
    let store = makeStore()
    await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(5))
    // Exhaustive: a timer still running, or a tick for the popped screen, fails here.
  }

  @Test func removingScreensInTheParentCancelsTheirEffects() async {
    let store = makeStore()
    await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
    await store.send(.pushTapped) { $0.path[id: 1] = Screen.State() }
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.popToRootTapped) { $0.path = StackState() }
    await clock.advance(by: .seconds(5))
  }

  @Test func aScreenPopsItselfThroughDismiss() async {
    let store = makeStore()
    await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
    await store.send(.pushTapped) { $0.path[id: 1] = Screen.State() }
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.ids == [0])
    await clock.advance(by: .seconds(5))
  }

  @Test func anActionForAPoppedScreenIsAProgrammerError() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
      await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
      await store.send(.path(.element(id: 0, action: .tick)))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "A \"forEach\" at \"ReducersTests/StackNavigationTests.swift:") == true)
    #expect(failures.first?.message.contains("received an action for a missing element") == true)
  }

  @Test func pushingAPresentIDOrPoppingAMissingOneIsReported() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.pushTapped) { $0.path[id: 0] = Screen.State() }
      await store.send(.path(.push(id: 0, state: Screen.State(ticks: 9))))
      await store.send(.path(.popFrom(id: 7)))
    }
    #expect(failures.map(\.message).map { $0.contains("already contains") } == [true, false])
    #expect(failures.last?.message.contains("\"popFrom\" action for a missing element") == true)
  }

  @Test func stackStateNumbersElementsWithoutReuse() {
    var path: StackState<String> = ["a", "b"]
    #expect(path.ids == [0, 1])
    path.removeAll()
    path.append("c")
    #expect(path.ids == [2])
    #expect(path[id: 2] == "c")
    path.append("d")
    path.append("e")
    path.pop(to: 3)
    #expect(Array(path) == ["c", "d"])
    path[id: 2] = nil
    #expect(Array(path) == ["d"])
    #expect(path.nextID == 5)
  }
}
