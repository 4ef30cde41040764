import Reducers
import ReducersDebugging
import ReducersTesting

// A small counter-and-search feature the TestStore tests drive.

struct Feature: Equatable {
  var count = 0
  var query = ""
  var results: [String] = []
}

enum FeatureAction: Equatable, Sendable {
  case increment
  case noop
  /// Changes `count` and `query` at once, for partial (non-exhaustive) assertions.
  case setBoth(Int, String)
  /// An effect that answers at once with `.response(fetch())`.
  case fetch
  case response(Int)
  /// An effect that answers `.response(fetch())`, then `.response(fetch() + 1)`.
  case fetchTwice
  /// Sends `.increment` synchronously, as part of the same send.
  case incrementLater
  /// Sleeps one second on the clock, then sends `.delayedResponse`.
  case delayed
  case delayedResponse
  /// An effect that sends `.delayed` at once, so that a received action starts the sleeping one.
  case chain
  /// Search as you type: debounced 300 ms on the clock, then answered by `search`.
  case queryChanged(String)
  case searchResponse([String])
  /// Effects that report programmer errors.
  case reportIssue
  case throwError
}

struct FeatureEnvironment: Sendable {
  var clock: TestClock
  var fetch: @Sendable () async -> Int
  var search: @Sendable (String) async -> [String]
}

struct FeatureError: Error, Equatable {}

enum SearchID: Hashable, Sendable { case search }

/// The line of the `reportIssue` call below, which the failure must point at.
let reportIssueLine: UInt = #line + 2
@Sendable func reportFeatureIssue() {
  reportIssue("The feature detected a programmer error.")
}

/// The line of the `Effect.run` that throws below.
let throwingRunLine: UInt = #line + 2
func throwingEffect() -> Effect<FeatureAction> {
  .run { _ in throw FeatureError() }
}

let featureReducer = Reducer<Feature, FeatureAction, FeatureEnvironment> { state, action, env in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .reportIssue:
    return .run { _ in reportFeatureIssue() }
  case .throwError:
    return throwingEffect()
  case .noop:
    return .none
  case .setBoth(let count, let query):
    state.count = count
    state.query = query
    return .none
  case .fetch:
    return .run { send in await send(.response(env.fetch())) }
  case .fetchTwice:
    return .run { send in
      await send(.response(env.fetch()))
      await send(.response(env.fetch() + 1))
    }
  case .response(let value):
    state.count = value
    return .none
  case .incrementLater:
    return .send(.increment)
  case .delayed:
    return .run { send in
      try await env.clock.sleep(for: .seconds(1))
      await send(.delayedResponse)
    }
  case .delayedResponse:
    state.count += 100
    return .none
  case .chain:
    return .run { send in await send(.delayed) }
  case .queryChanged(let query):
    state.query = query
    return .run { send in await send(.searchResponse(env.search(query))) }
      .debounce(id: SearchID.search, for: .milliseconds(300), clock: env.clock)
  case .searchResponse(let results):
    state.results = results
    return .none
  }
}

extension FeatureEnvironment {
  /// `fetch` answers 42, `search` answers the query in three cities.
  static func test(clock: TestClock) -> Self {
    Self(
      clock: clock,
      fetch: { 42 },
      search: { query in ["\(query)don", "\(query)g Beach", "\(query)doner"] })
  }
}

@MainActor
func makeStore(
  clock: TestClock, state: Feature = Feature()
) -> TestStore<Feature, FeatureAction, FeatureEnvironment> {
  let store = TestStore(
    initialState: state, reducer: featureReducer, environment: .test(clock: clock))
  // Failing waits are the only ones that take long; keep them short.
  store.timeout = .milliseconds(100)
  return store
}
