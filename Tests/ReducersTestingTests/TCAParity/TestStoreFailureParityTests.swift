import Reducers
import ReducersTesting
import Testing

/// The failures of TCA's TestStoreFailureTests and TestStoreNonExhaustiveTests, with TCA's
/// texts, on our test store.
@MainActor
struct TestStoreFailureParityTests {
  enum Action: Equatable, Sendable { case first, second, sleep, woke }

  let clock = TestClock()
  let reducer: Reducer<Int, Action, TestClock>

  init() {
    reducer = Reducer { count, action, clock in
      switch action {
      case .first: return .send(.second)
      case .second: return .none
      case .sleep:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.woke)
        }
      case .woke:
        count += 1
        return .none
      }
    }
  }

  /// testReceivedActionAfterDeinit: actions never received, reported when the store goes away.
  @Test func anUnreceivedActionIsReportedByTheEndOfTheTest() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      await store.send(.first)
    }
    #expect(
      failures.map(\.message) == [
        """
        The store received 1 unexpected action by the end of this test: …

          Unhandled actions:
            • .second
        """
      ])
  }

  /// testReceiveNonExistentActionFailure: nothing in flight could send it.
  @Test func receivingAnActionNoEffectCanSendFailsAtOnce() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      await store.receive(.first)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive the following action, but didn't: …

          TestStoreFailureParityTests.Action.first
        """
      ])
  }

  /// TCA's texts for a case path or a predicate that nothing in flight can satisfy.
  @Test func receivingByCaseOrPredicateWithNothingInFlightFailsAtOnce() async {
    enum Payload: Sendable { case value(Int), other }
    let reducer = Reducer<Int, Payload, Void> { _, _, _ in .none }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.receive(Payload.value)
      await store.receive(where: { _ in true })
    }
    #expect(
      failures.map(\.message) == [
        "Expected to receive an action matching case path, but didn't get one.",
        "Expected to receive an action matching predicate, but didn't get one.",
      ])
  }

  /// testEffectInFlightAfterDeinit: the first line of TCA's message, at the step that started it.
  @Test func anEffectStillRunningWhenTheStoreGoesAwayIsReported() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      await store.send(.sleep)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …
        """) == true)
    #expect(failures.map(\.location.line) == [line])
  }

  /// TestStoreNonExhaustiveTests: a receive that times out names "a matching action".
  @Test func aNonExhaustiveReceiveTimesOutWaitingForAMatchingAction() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      store.exhaustivity = .off
      store.timeout = .milliseconds(20)
      await store.send(.sleep)
      await store.receive(.woke)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "Expected to receive a matching action, but received none after 0.02 seconds.") == true)
  }

  /// TestStore.finish: effects still in flight fail an exhaustive store at `finish`, and are
  /// skipped by a non-exhaustive one.
  @Test func finishFailsForEffectsInFlightOnlyWhenExhaustive() async {
    let line: UInt = #line + 5
    let exhaustive = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      store.timeout = .milliseconds(20)
      await store.send(.sleep)
      await store.finish()
    }
    #expect(
      exhaustive.first?.message.hasPrefix(
        "Expected effects to finish, but there are still effects in-flight after 0.02 seconds.")
        == true)
    #expect(exhaustive.first?.location.line == line)
    let nonExhaustive = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      store.exhaustivity = .off
      store.timeout = .milliseconds(20)
      await store.send(.sleep)
      await store.finish()
    }
    #expect(nonExhaustive.isEmpty)
  }

  /// TestStoreTask.finish waits for the test store's timeout unless told otherwise.
  @Test func aTaskFinishWaitsForTheStoresTimeout() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      store.timeout = .milliseconds(30)
      let task = await store.send(.sleep)
      await task.finish()
      await task.cancel()
      await store.finish()
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(
        "Expected task to finish, but it is still in-flight after 0.03 seconds.") == true)
    #expect(failures.count == 1)
  }
}
