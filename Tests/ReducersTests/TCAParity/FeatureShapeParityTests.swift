import Reducers
import ReducersTesting
import Testing

/// A feature typed as TCA's documentation writes one: `State`, `Action` and
/// `var body: some ReducerOf<Self>`, plus the one line TCA has no need of,
/// `typealias Environment = Void` (ComingFromTCA.md: without it the compiler says "protocol
/// requires nested type 'Environment'", as `ReducerOf<Self>` names it). It runs in both stores
/// without an environment.
@MainActor
struct FeatureShapeParityTests {
  struct Counter: ReducerProtocol {
    typealias Environment = Void
    struct State: Equatable { var count = 0 }
    enum Action: Equatable, Sendable { case increment, incrementLater, incremented }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment, .incremented:
          state.count += 1
          return .none
        case .incrementLater:
          return .run { send in await send(.incremented) }
        }
      }
    }
  }

  struct Counters: ReducerProtocol {
    typealias Environment = Void
    struct State: Equatable { var first = Counter.State(), second = Counter.State() }
    enum Action: Equatable, Sendable { case first(Counter.Action), second(Counter.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: Action.first) { Counter() }
      Scope(state: \.second, action: Action.second) { Counter() }
    }
  }

  @Test func aFeatureWithAVoidEnvironmentRunsWithoutOne() {
    #expect(Counters.Environment.self == Void.self)
    let store = Store(initialState: Counters.State()) { Counters() }
    store.send(.first(.increment))
    store.send(.second(.increment))
    store.send(.second(.increment))
    #expect(store.state == Counters.State(first: .init(count: 1), second: .init(count: 2)))
  }

  @Test func itIsTestedAsTCATestsIt() async {
    let store = TestStore(initialState: Counters.State()) { Counters() }
    await store.send(.first(.incrementLater))
    await store.receive(.first(.incremented)) { $0.first.count = 1 }
  }

  struct Greeter: ReducerProtocol {
    struct State: Equatable { var greeting = "" }
    enum Action: Equatable, Sendable { case greet }
    struct Environment: Sendable { var name: String }

    var body: some ReducerOf<Self> {
      Reduce { state, action, environment in
        state.greeting = "Hello, \(environment.name)"
        return .none
      }
    }
  }

  // ComingFromTCA.md: "with an environment, `Store(initialState:environment:) { Feature() }`".
  // Before, no such call compiled: "generic parameter 'R' could not be inferred".
  @Test func aFeatureWithAnEnvironmentIsBuiltInATrailingClosure() async {
    let store = Store(initialState: Greeter.State(), environment: .init(name: "Ada")) {
      Greeter()
    }
    store.send(.greet)
    #expect(store.greeting == "Hello, Ada")
    let typed: StoreOf<Greeter> = Store(
      initialState: Greeter.State(), environment: Greeter.Environment(name: "Bo")
    ) { Greeter() }
    typed.send(.greet)
    #expect(typed.greeting == "Hello, Bo")
    let test = TestStore(initialState: Greeter.State(), environment: .init(name: "Cy")) {
      Greeter()
    }
    await test.send(.greet) { $0.greeting = "Hello, Cy" }
  }
}
