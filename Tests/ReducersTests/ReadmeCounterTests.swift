// The counter feature shown in the README, kept here so that the README's code compiles and passes.
import Reducers
import ReducersTesting
import Testing

struct Counter: Equatable {
  var count = 0
  var fact: String?
}

enum CounterAction: Equatable, Sendable {
  case increment, decrement, factButtonTapped
  case factResponse(String)
}

struct CounterEnvironment: Sendable {
  var fact: @Sendable (Int) async -> String
}

let counterReducer = Reducer<Counter, CounterAction, CounterEnvironment> { state, action, env in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .decrement:
    state.count -= 1
    return .none
  case .factButtonTapped:
    let count = state.count
    return .run { send in await send(.factResponse(await env.fact(count))) }
  case .factResponse(let fact):
    state.fact = fact
    return .none
  }
}

@MainActor
struct ReadmeCounterTests {
  @Test func storeUse() async {
    let store = Store(
      initialState: Counter(), reducer: counterReducer,
      environment: CounterEnvironment(fact: { "\($0) is a number" }))
    store.send(.increment)
    await store.send(.factButtonTapped).finish()
    #expect(store.fact == "1 is a number")
  }

  @Test func counter() async {
    let store = TestStore(
      initialState: Counter(), reducer: counterReducer,
      environment: CounterEnvironment(fact: { "\($0) is a good number" }))
    await store.send(.increment) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("1 is a good number")) { $0.fact = "1 is a good number" }
    await store.finish()
  }
}
