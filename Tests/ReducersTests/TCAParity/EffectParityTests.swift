import Reducers
import ReducersTesting
import Synchronization
import Testing

/// Effect behaviours pinned to The Composable Architecture's own tests (EffectThrottleTests,
/// EffectDebounceTests, EffectCancellationTests), adapted to our names and a `TestClock`.
@MainActor
struct EffectParityTests {
  enum ID: Hashable, Sendable { case throttle, debounce, a, b, c }

  enum Action: Equatable, Sendable {
    case throttled(Int, latest: Bool)
    case debounced(Int)
    case value(Int)
    case startSleeping(ID, Int)
    case cancel([ID])
    case mergeCancellable
    case mergeOneCancellable
    case concatenateCancellable
    case noneCancelInFlight(ID)
  }

  let clock = TestClock()
  let reducer: Reducer<[Int], Action, TestClock>
  let runs = RunCounter()

  init() {
    let runs = runs
    reducer = Reducer { values, action, clock in
      switch action {
      case .throttled(let value, let latest):
        return .send(.value(value))
          .throttle(id: ID.throttle, for: .seconds(1), clock: clock, latest: latest)
      case .debounced(let value):
        return .run { send in
          runs.increment()
          await send(.value(value))
        }
        .debounce(id: ID.debounce, for: .seconds(1), clock: clock)
      case .value(let value):
        values.append(value)
        return .none
      case .startSleeping(let id, let value):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.value(value))
        }
        .cancellable(id: id)
      case .cancel(let ids):
        return .cancel(ids: ids)
      case .mergeCancellable:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(1))
          },
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.value(2))
          }
        )
        .cancellable(id: ID.a)
      case .mergeOneCancellable:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(1))
          }
          .cancellable(id: ID.a),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(2))
          }
        )
      case .concatenateCancellable:
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(1))
          },
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.value(2))
          }
        )
        .cancellable(id: ID.a)
      case .noneCancelInFlight(let id):
        return Effect<Action>.none.cancellable(id: id, cancelInFlight: true)
      }
    }
  }

  /// EffectThrottleTests.testThrottleLatest: the first value at once, then only the newest of
  /// the window, when the window ends.
  @Test func throttleLatestEmitsTheFirstAndThenTheNewestOfTheWindow() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.throttled(1, latest: true))
      await store.receive(.value(1)) { $0 = [1] }
      await store.send(.throttled(2, latest: true))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(3, latest: true))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(4, latest: true))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(5, latest: true))
      #expect(store.pendingReceivedActions.isEmpty)
      await clock.advance(by: .milliseconds(250))
      await store.receive(.value(5)) { $0 = [1, 5] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// EffectThrottleTests.testThrottleFirst: the first value at once, then the first value held
  /// in each window, when it ends; a window opened by a held value counts from when it is sent.
  @Test func throttleFirstEmitsTheFirstHeldValueOfEachWindow() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.throttled(1, latest: false))
      await store.receive(.value(1)) { $0 = [1] }
      await store.send(.throttled(2, latest: false))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(3, latest: false))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(4, latest: false))
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(5, latest: false))
      await clock.advance(by: .milliseconds(250))
      await store.receive(.value(2)) { $0 = [1, 2] }
      await clock.advance(by: .milliseconds(250))
      await store.send(.throttled(6, latest: false))
      await clock.advance(by: .milliseconds(500))
      #expect(store.pendingReceivedActions.isEmpty)
      await store.send(.throttled(7, latest: false))
      await clock.advance(by: .milliseconds(250))
      await store.receive(.value(6)) { $0 = [1, 2, 6] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// EffectThrottleTests.testThrottleAfterInterval: after a quiet interval, a value passes at once.
  @Test func throttleLetsAValuePassAtOnceAfterAQuietInterval() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.throttled(1, latest: true))
      await store.receive(.value(1)) { $0 = [1] }
      await clock.advance(by: .seconds(2))
      await store.send(.throttled(2, latest: true))
      await store.receive(.value(2)) { $0 = [1, 2] }
      await clock.advance(by: .seconds(2))
      await store.send(.throttled(3, latest: true))
      await store.receive(.value(3)) { $0 = [1, 2, 3] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// EffectThrottleTests.testThrottleEmitsFirstValueOnce: the held value is sent when the window
  /// ends, and the value after it waits for the next window.
  @Test func throttleEmitsTheFirstValueOnce() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.throttled(1, latest: false))
      await store.receive(.value(1)) { $0 = [1] }
      await clock.advance(by: .milliseconds(500))
      await store.send(.throttled(2, latest: false))
      await clock.advance(by: .milliseconds(500))
      await store.receive(.value(2)) { $0 = [1, 2] }
      await store.send(.throttled(3, latest: false))
      #expect(store.pendingReceivedActions.isEmpty)
      await clock.advance(by: .seconds(1))
      await store.receive(.value(3)) { $0 = [1, 2, 3] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// EffectDebounceTests.testDebounce / testDebounceIsLazy: each send restarts the wait, only
  /// the last runs, and the debounced work does not even start before the wait is over.
  @Test func debounceRestartsOnEachSendAndRunsOnlyTheLastLazily() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.debounced(1))
      await clock.advance(by: .milliseconds(500))
      await store.send(.debounced(2))
      await clock.advance(by: .milliseconds(999))
      #expect(runs.count == 0)
      await clock.advance(by: .milliseconds(1))
      #expect(runs.count == 1)
      await store.receive(.value(2)) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// EffectCancellationTests.testMultipleCancellations: `cancel(ids:)` stops each named effect
  /// and leaves the others running.
  @Test func cancelIDsStopsEveryNamedEffectAndOnlyThose() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.startSleeping(.a, 1))
      await store.send(.startSleeping(.b, 2))
      await store.send(.startSleeping(.c, 3))
      await store.send(.cancel([.a, .c]))
      await clock.advance(by: .seconds(1))
      await store.receive(.value(2)) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// A merge marked cancellable is cancelled as a whole, also its part still sleeping.
  @Test func aCancellableMergeIsCancelledAsAWhole() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.mergeCancellable)
      await clock.advance(by: .seconds(1))
      await store.receive(.value(1)) { $0 = [1] }
      await store.send(.cancel([.a]))
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// Cancelling one cancellable part of a merge leaves the other part running.
  @Test func cancellingOnePartOfAMergeLeavesTheOther() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.mergeOneCancellable)
      await store.send(.cancel([.a]))
      await clock.advance(by: .seconds(1))
      await store.receive(.value(2)) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// A concatenation marked cancellable: cancelling it stops the running element, and the
  /// elements not yet started never start.
  @Test func aCancellableConcatenationStopsAndItsQueueNeverStarts() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.concatenateCancellable)
      await clock.advance(by: .seconds(1))
      await store.receive(.value(1)) { $0 = [1] }
      await store.send(.cancel([.a]))
      await clock.advance(by: .seconds(5))
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// Effect.cancellable on `.none` is `.none` in TCA, `cancelInFlight` or not: nothing starts,
  /// so nothing in flight is cancelled.
  @Test func noneMadeCancellableWithCancelInFlightCancelsNothing() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.startSleeping(.a, 1))
      await store.send(.noneCancelInFlight(.a))
      await clock.advance(by: .seconds(1))
      await store.receive(.value(1)) { $0 = [1] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// The documented shape of a request effect: `await send(.response(Result { try await … }))`.
  @Test func asyncResultCatchingWrapsTheOutcome() async throws {
    struct Failure: Error, Equatable {}
    let success = await Result { () async throws -> Int in 42 }
    let failure = await Result { () async throws -> Int in throw Failure() }
    #expect(try success.get() == 42)
    #expect(throws: Failure.self) { try failure.get() }

    enum Search: Sendable {
      case submitted(String)
      case response(Result<Int, any Error>)
    }
    let lookup: @Sendable (String) async throws -> Int = { $0.count }
    let reducer = Reducer<[Int], Search, Void> { values, action, _ in
      switch action {
      case .submitted(let query):
        return .run { send in await send(.response(Result { try await lookup(query) })) }
      case .response(let result):
        if case .success(let value) = result { values.append(value) }
        return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())
    await store.send(.submitted("london")).finish()
    #expect(store.state == [6])
  }

  /// EffectCancellationTests.testCancelIDHash: ids are told apart by type too, so `1` and
  /// `UInt(1)` (equal as `AnyHashable`) name different effects.
  @Test func idsOfDifferentTypesNeverCollide() async {
    let reducer = Reducer<[Int], Int, TestClock> { values, action, clock in
      switch action {
      case 0:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(1)
          }
          .cancellable(id: 1),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(2)
          }
          .cancellable(id: UInt(1)),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(3)
          }
          .cancellable(id: 7).cancellable(id: 7)
        )
      case -1:
        return .cancel(ids: [1, 7])
      default:
        values.append(action)
        return .none
      }
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(0)
      await store.send(-1)
      await clock.advance(by: .seconds(1))
      await store.receive(2) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// Counts how many times a debounced operation started.
  final class RunCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func increment() { value.withLock { $0 += 1 } }
  }
}
