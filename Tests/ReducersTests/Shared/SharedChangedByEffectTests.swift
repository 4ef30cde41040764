import Reducers
import ReducersTesting
import Testing

/// A `Shared` value an effect changes in a `TestStore`: asserted in the step whose action
/// started the effect when it changes it before `send` returns, with `store.assert` (or the
/// next step) when it changes it later, and a failure at the end of the test when never.
@MainActor
struct SharedChangedByEffectTests {
  struct State: Equatable {
    @Shared var count: Int
  }
  enum Action: Equatable, Sendable { case bumpNow, bumpLater, bumpThenAnswer, answered, noop }

  let clock = TestClock()
  let unassertedAtTheEnd = #"""
    Shared state changed after the step that last asserted it, and no step asserted the \#
    change by the end of this test: …

        SharedChangedByEffectTests.State(
      -   count: 0
      +   count: 1
        )

    (Expected: -, Actual: +)

    Assert a change an effect makes after its step returned with `store.assert { … }`, or \#
    in the closure of the next `send` or `receive`, once the effect has made it.
    """#

  /// The failure of a step whose expectation of `count` is wrong.
  func mismatch(expected: Int, actual: Int) -> String {
    """
    A state change does not match expectation: …

        SharedChangedByEffectTests.State(
      -   count: \(expected)
      +   count: \(actual)
        )

    (Expected: -, Actual: +)
    """
  }

  func makeStore() -> TestStore<State, Action, TestClock> {
    TestStore(
      initialState: State(count: Shared(0)),
      reducer: Reducer<State, Action, TestClock> { state, action, clock in
        switch action {
        case .bumpNow:
          return .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
        case .bumpLater:
          return .run { [count = state.$count] _ in
            try await clock.sleep(for: .seconds(1))
            count.withLock { $0 += 1 }
          }
        case .bumpThenAnswer:
          return .run { [count = state.$count] send in
            count.withLock { $0 += 1 }
            await send(.answered)
            count.withLock { $0 += 10 }
          }
        case .answered, .noop:
          return .none
        }
      }, environment: clock)
  }

  @Test func aChangeBeforeSendReturnsIsAssertedInThatStep() async {
    let store = makeStore()
    await store.send(.bumpNow) { $0.count = 1 }
    await store.finish()
  }

  @Test func aWrongExpectationOfAChangeBeforeSendReturnsFails() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.bumpNow) { $0.count = 5 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [mismatch(expected: 5, actual: 1)])
  }

  @Test func anUnassertedChangeBeforeSendReturnsFailsInThatStep() async {
    var sendLine: UInt = 0
    let failures = await withCapturedFailures {
      let store = makeStore()
      sendLine = #line + 1
      await store.send(.bumpNow)
      await store.send(.noop)
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        #"""
        State was not expected to change, but a change occurred: …

            SharedChangedByEffectTests.State(
          -   count: 0
          +   count: 1
            )

        (Expected: -, Actual: +)
        """#
      ])
    #expect(failures.map(\.location.line) == [sendLine])
  }

  /// The action the effect sends back is queued until the effect waits: both changes come
  /// before it is reduced, so both are the sent action's.
  @Test func aChangeBeforeAnActionSentBackIsReducedIsTheSentActionsStep() async {
    let store = makeStore()
    await store.send(.bumpThenAnswer) { $0.count = 11 }
    await store.receive(.answered)
    await store.finish()
  }

  @Test func aWrongExpectationOfAnUnchangedValueFails() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.noop) { $0.count = 5 }
    }
    #expect(
      failures.map(\.message) == [mismatch(expected: 5, actual: 0)])
  }

  @Test func aLaterChangeIsAssertedWithAssert() async {
    let store = makeStore()
    await store.send(.bumpLater)
    await clock.advance(by: .seconds(1))
    store.assert { $0.count = 1 }
    await store.finish()
  }

  @Test func aLaterChangeNeverAssertedFailsAtFinish() async {
    var finishLine: UInt = 0
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.bumpLater)
      await clock.advance(by: .seconds(1))
      finishLine = #line + 1
      await store.finish()
    }
    #expect(failures.map(\.message) == [unassertedAtTheEnd])
    #expect(failures.map(\.location.line) == [finishLine])
  }

  @Test func aLaterChangeNeverAssertedFailsWhenTheStoreGoesAway() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.bumpLater)
      await clock.advance(by: .seconds(1))
    }
    #expect(failures.map(\.message) == [unassertedAtTheEnd])
  }

  struct Steps: Equatable {
    @Shared var count: Int
    var steps = 0
  }

  // `.off(showSkippedAssertions: true)` runs a passing expectation a second time, on the state
  // before the step, to show what was skipped; that run wrote a `Shared` through to the value
  // every holder sees: `$0.count = $0.steps` set the feature's count back to 0.
  @Test func showingSkippedAssertionsWritesNoSharedValue() async {
    let store = TestStore(
      initialState: Steps(count: Shared(0)),
      reducer: Reducer<Steps, Action, Void> { state, _, _ in
        state.steps += 1
        state.count = state.steps
        return .none
      }, environment: ())
    store.exhaustivity = .off(showSkippedAssertions: true)
    let failures = await withCapturedFailures {
      await store.send(.noop) { $0.count = $0.steps }
    }
    #expect(failures.isEmpty)
    #expect(store.state.count == 1)
  }
}
