import Reducers
import ReducersTesting
import Testing

/// TCA's TestStoreTests, on our test store: the order actions are received in, and what
/// `state` reads during and after a step.
@MainActor
struct TestStoreParityTests {
  enum Action: Equatable, Sendable { case a, b1, b2, b3, c1, c2, c3, d }

  /// testEffectConcatenation: actions an effect sends are reduced, with the synchronous
  /// effects they return, before the effect's next action.
  @Test func actionsAndTheirSynchronousEffectsAreReceivedInOrder() async {
    let clock = TestClock()
    let reducer = Reducer<Int, Action, TestClock> { _, action, clock in
      switch action {
      case .a:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.b1)
            await send(.c1)
          },
          .run { _ in try await clock.sleep(for: .seconds(1_000)) }
            .cancellable(id: 1)
        )
      case .b1: return .concatenate(.send(.b2), .send(.b3))
      case .c1: return .concatenate(.send(.c2), .send(.c3))
      case .b2, .b3, .c2, .c3: return .none
      case .d: return .cancel(id: 1)
      }
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      await store.send(.a)
      await clock.advance(by: .seconds(1))
      await store.receive(.b1)
      await store.receive(.b2)
      await store.receive(.b3)
      await store.receive(.c1)
      await store.receive(.c2)
      await store.receive(.c3)
      await store.send(.d)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// testStateAccess: inside a step's closure `state` is the state before it; after, the state
  /// after it.
  @Test func stateReadsTheLastAssertedState() async {
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      count += 1
      return action == .a ? .merge(.send(.b1), .send(.b2), .send(.b3)) : .none
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    await store.send(.a) {
      #expect(store.state == 0)
      $0 = 1
    }
    #expect(store.state == 1)
    await store.receive(.b1) {
      #expect(store.state == 1)
      $0 = 2
    }
    #expect(store.state == 2)
    await store.receive(.b2) { $0 = 3 }
    await store.receive(.b3) { $0 = 4 }
    #expect(store.state == 4)
    await store.finish()
  }

  /// testEffectEmitAfterSkipInFlightEffects: a skipped effect keeps running, and what it sends
  /// is still received.
  @Test func aSkippedEffectStillSendsWhatItSends() async {
    let clock = TestClock()
    let reducer = Reducer<Int, Action, TestClock> { count, action, clock in
      switch action {
      case .a:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.b1)
        }
      default:
        count = 42
        return .none
      }
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: clock)
      await store.send(.a)
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(1))
      await store.receive(.b1) { $0 = 42 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}

extension TestStoreParityTests {
  /// testAssert_NonExhaustiveTestStore(_Failure): `assert` states the current state without a
  /// step; a value it sets wrongly fails with the usual diff.
  @Test func assertChecksTheStateWithoutAStep() async {
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      count += 1
      return action == .a ? .send(.b1) : .none
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      store.exhaustivity = .off
      store.assert { $0 = 0 }
      await store.send(.a)
      await store.skipReceivedActions()
      store.assert { $0 = 2 }
      store.assert { $0 = 1 }
    }
    #expect(
      failures.map(\.message) == [
        """
        A state change does not match expectation: …

          - 1
          + 2

        (Expected: -, Actual: +)
        """
      ])
  }
}

extension TestStoreParityTests {
  /// TestStore.withExhaustivity: a non-exhaustive stretch, then exhaustive again.
  @Test func withExhaustivityAppliesToItsStepsOnly() async {
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      count += 1
      return action == .a ? .send(.b1) : .none
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.withExhaustivity(.off) {
        await store.send(.a)
        #expect(store.exhaustivity == .off)
        await store.send(.c1) { $0 = 3 }
      }
      #expect(store.exhaustivity == .on)
      await store.send(.a) { $0 = 4 }
    }
    // The unreceived `.b1` of the exhaustive stretch fails; the one before it was skipped.
    #expect(
      failures.map(\.message) == [
        """
        The store received 1 unexpected action by the end of this test: …

          Unhandled actions:
            • .b1
        """
      ])
  }

  /// A step after `finish()` is checked again when the store goes away (TCA checks at deinit).
  @Test func aStepAfterFinishIsCheckedWhenTheStoreGoesAway() async {
    let reducer = Reducer<Int, Action, Void> { _, action, _ in
      action == .a ? .send(.b1) : .none
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.finish()
      await store.send(.a)
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(
        "The store received 1 unexpected action by the end of this test: …") == true)
    #expect(failures.count == 1)
  }
}
