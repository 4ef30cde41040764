import Reducers
import ReducersTesting
import Testing

// A feature written as TCA users write it: a `body` listing reducers, `Scope` with and without
// an environment, `.ifLet` and `.forEach` with trailing closures, `BindingReducer()`,
// `CombineReducers { … }`, `Reduce { state, action in }`, case paths named by the case alone,
// and a test that receives nested and payload-less cases of a non-`Equatable` action.

struct Counter: ReducerProtocol {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Sendable {
    case increment
    case incrementLater
    case incremented
  }
  struct Environment: Sendable {
    var step: Int
  }

  var body: some ReducerOf<Self> {
    Reducer { state, action, environment in
      switch action {
      case .increment:
        state.count += environment.step
        return .none
      case .incrementLater:
        return .send(.incremented)
      case .incremented:
        state.count += environment.step
        return .none
      }
    }
  }
}

struct Clicks: ReducerProtocol {
  typealias State = Int
  enum Action: Sendable { case click }
  var body: some ReducerProtocol<Int, Action, Void> {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

struct Parent: ReducerProtocol {
  struct State: Equatable {
    var name = ""
    var counter = Counter.State()
    var clicks = 0
    var sibling = Counter.State()
    var child: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    var log: [String] = []
  }
  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case counter(Counter.Action)
    case clicks(Clicks.Action)
    case sibling(Counter.Action)
    case child(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case showChild
    case hideChild
  }
  struct Environment: Sendable {
    var counter = Counter.Environment(step: 10)
    var step = 1
  }

  var body: some ReducerProtocol<State, Action, Environment> {
    BindingReducer()
    Scope(state: \.counter, action: Action.counter, environment: \.counter) {
      Counter()
    }
    Scope(state: \.clicks, action: Action.clicks) {
      Clicks()
    }
    CombineReducers {
      Reduce { state, action in
        if case .binding(\.name) = action { state.log.append("name: \(state.name)") }
        return .none
      }
      Reducer { state, action, environment in
        switch action {
        case .showChild:
          state.child = Counter.State()
        case .hideChild:
          state.child = nil
        default:
          break
        }
        return .none
      }
    }
    .ifLet(\.child, action: Action.child, environment: { Counter.Environment(step: $0.step) }) {
      Counter()
    }
    .forEach(\.rows, action: Action.rows, environment: { _ in Counter.Environment(step: 100) }) {
      Counter()
    }
  }
}

@MainActor
struct BuilderTests {
  func makeStore() -> TestStoreOf<Parent> {
    TestStore(initialState: Parent.State(), reducer: Parent(), environment: Parent.Environment())
  }

  @Test func scopeRunsTheChildWithItsEnvironment() async {
    let store = makeStore()
    await store.send(.counter(.increment)) { $0.counter.count = 10 }
    await store.send(.clicks(.click)) { $0.clicks = 1 }
    // Another case with the same payload type does not reach the scoped child.
    await store.send(.sibling(.increment))
  }

  @Test func bindingReducerRunsBeforeTheReducersListedAfterIt() async {
    let store = makeStore()
    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.log = ["name: Ada"]
    }
  }

  @Test func ifLetRunsThePresentChildAndReceivesNestedCases() async {
    let store = makeStore()
    await store.send(.showChild) { $0.child = Counter.State() }
    await store.send(.child(.incrementLater))
    await store.receive(Action.child, Counter.Action.incremented) { $0.child?.count = 1 }
    await store.send(.hideChild) { $0.child = nil }
  }

  @Test func forEachRoutesIdentifiedActions() async {
    var state = Parent.State()
    state.rows = [Counter.State(id: 1), Counter.State(id: 2)]
    let store = TestStoreOf<Parent>(
      initialState: state, reducer: Parent(), environment: Parent.Environment())
    await store.send(.rows(.element(id: 2, action: .increment))) { $0.rows[id: 2]?.count = 100 }
    await store.send(.rows(.element(id: 1, action: .incrementLater)))
    await store.receive(Action.rows) { $0.rows[id: 1]?.count = 100 }
  }

  @Test func payloadLessCasesOfANonEquatableActionAreReceivedByTheCase() async {
    let store = TestStore(
      initialState: Counter.State(), reducer: Counter(),
      environment: Counter.Environment(step: 1))
    await store.send(.incrementLater)
    await store.receive(.incremented) { $0.count = 1 }
    let failures = await withCapturedFailures {
      await store.send(.incrementLater)
      await store.receive(.increment, timeout: .zero)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("Received unexpected action") == true)
  }

  typealias Action = Parent.Action
}
