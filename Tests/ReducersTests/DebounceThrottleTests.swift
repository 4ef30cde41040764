import Reducers
import ReducersTesting
import Testing

@MainActor
struct DebounceThrottleTests {
  struct DebounceID: Hashable, Sendable {}

  enum Action: Equatable, Sendable {
    case typed(String)
    case debounced(String)
    case tapped(Int, latest: Bool)
    case throttled(Int)
  }

  let clock = TestClock()
  let reducer: Reducer<[String], Action, TestClock>

  init() {
    reducer = Reducer { log, action, clock in
      switch action {
      case .typed(let text):
        return .send(.debounced(text))
          .debounce(id: DebounceID(), for: .milliseconds(300), clock: clock)
      case .debounced(let text):
        log.append(text)
        return .none
      case .tapped(let value, let latest):
        return .send(.throttled(value))
          .throttle(id: "tap", for: .seconds(1), clock: clock, latest: latest)
      case .throttled(let value):
        log.append("\(value)")
        return .none
      }
    }
  }

  @Test func debounceSendsOnceForABurst() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.typed("l"))
      await clock.advance(by: .milliseconds(100))
      await store.send(.typed("lo"))
      await clock.advance(by: .milliseconds(100))
      await store.send(.typed("lon"))
      await clock.advance(by: .milliseconds(299))
      #expect(store.state == [])
      await clock.advance(by: .milliseconds(1))
      await store.receive(.debounced("lon")) { $0 = ["lon"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func aDebouncedEffectCancellableByTheSameIDStillRuns() async {
    // A common shape: the request is cancellable (cancel in flight) and debounced, both by one id.
    let reducer = Reducer<[String], String, TestClock> { log, action, clock in
      log.append(action)
      guard action == "typed" else { return .none }
      return .run { send in await send("searched") }
        .cancellable(id: DebounceID(), cancelInFlight: true)
        .debounce(id: DebounceID(), for: .milliseconds(300), clock: clock)
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send("typed") { $0 = ["typed"] }
      await clock.advance(by: .milliseconds(300))
      await store.receive("searched") { $0 = ["typed", "searched"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func throttleLatestSendsFirstAtOnceAndNewestAtTheEndOfTheInterval() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.tapped(1, latest: true))
      await store.receive(.throttled(1)) { $0 = ["1"] }
      await clock.advance(by: .milliseconds(200))
      await store.send(.tapped(2, latest: true))
      await clock.advance(by: .milliseconds(200))
      await store.send(.tapped(3, latest: true))
      await clock.advance(by: .milliseconds(600))
      await store.receive(.throttled(3)) { $0 = ["1", "3"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func throttleFirstKeepsTheFirstHeldAction() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.tapped(1, latest: false))
      await store.receive(.throttled(1)) { $0 = ["1"] }
      await store.send(.tapped(2, latest: false))
      await store.send(.tapped(3, latest: false))
      await clock.advance(by: .seconds(1))
      await store.receive(.throttled(2)) { $0 = ["1", "2"] }
      // After a quiet interval the next one passes at once.
      await clock.advance(by: .seconds(2))
      await store.send(.tapped(4, latest: false))
      await store.receive(.throttled(4)) { $0 = ["1", "2", "4"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}
