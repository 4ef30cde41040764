// The counter feature shown first in the README, kept here so that the README's code compiles
// and passes.
import Reducers
import ReducersTesting
import Testing

struct CounterFeature: ReducerProtocol {
  struct State: Equatable { var count = 0; var fact: String? }
  enum Action: Equatable, Sendable {
    case increment, decrement, factButtonTapped, factResponse(String)
  }
  struct Environment: Sendable { var fact: @Sendable (Int) async throws -> String }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await environment.fact(count)))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
struct ReadmeFeatureTests {
  @Test func storeUse() async {
    let store = StoreOf<CounterFeature>(
      initialState: CounterFeature.State(), reducer: CounterFeature(),
      environment: CounterFeature.Environment(fact: { "\($0) is a number" }))
    store.send(.increment)
    await store.send(.factButtonTapped).finish()
    #expect(store.fact == "1 is a number")
  }

  @Test func counter() async {
    let store = TestStoreOf<CounterFeature>(
      initialState: CounterFeature.State(), reducer: CounterFeature(),
      environment: CounterFeature.Environment(fact: unimplemented("Environment.fact")))
    await store.send(.increment) { $0.count = 1 }
    store.environment.fact = { "\($0) is a good number" }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse("1 is a good number")) { $0.fact = "1 is a good number" }
    await store.finish()
  }

  /// The failure the README shows under the test: its text, and that Swift Testing heads the
  /// issue with its first line.
  @Test func theReadmesFailure() async {
    let store = TestStoreOf<CounterFeature>(
      initialState: CounterFeature.State(), reducer: CounterFeature(),
      environment: CounterFeature.Environment(fact: unimplemented("Environment.fact")))
    let failures = await withCapturedFailures {
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      failures.map(\.message) == [
        """
        A state change does not match expectation: …

            CounterFeature.State(
          -   count: 2,
          +   count: 1,
              fact: nil
            )

        (Expected: -, Actual: +)
        """
      ])
    await withKnownIssue {
      await store.send(.decrement) { $0.count = 2 }
    } matching: { issue in
      String(describing: issue.kind).hasPrefix(
        "Caught error: A state change does not match expectation: …\n\n    CounterFeature.State(")
    }
  }
}
