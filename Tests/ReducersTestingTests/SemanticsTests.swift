import Reducers
import ReducersTesting
import Testing

/// The TestStore semantics TCA 1.x defines, pinned: what `state` is, what pending actions do,
/// what skipping does, and in which order actions are received.
@MainActor
struct SemanticsTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  @Test func stateIsTheLastAssertedStateNotTheChangesOfUnreceivedActions() async {
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      // `.response(42)` was reduced by the runtime already, but not received by the test.
      #expect(store.state.count == 0)
      await store.receive(.response(42)) {
        #expect($0.count == 0, "the closure starts from the state before the action")
        $0.count = 42
      }
      #expect(store.state.count == 42)
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func skipReceivedActionsAppliesTheirChanges() async {
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      #expect(store.state.count == 0)
      await store.skipReceivedActions()
      #expect(store.state.count == 43)
      await store.send(.increment) { $0.count = 44 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func skipInFlightEffectsForgetsThemWithoutCancellingThem() async {
    let failures = await withCapturedFailures {
      await store.send(.delayed)
      await store.skipInFlightEffects()
      #expect(clock.sleeperCount == 1, "the effect still runs")
      await clock.advance(by: .seconds(1))
      // Its action can still be received.
      await store.receive(.delayedResponse) { $0.count = 100 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func aForgottenEffectIsNotReportedAtTheEnd() async {
    let failures = await withCapturedFailures {
      await store.send(.delayed)
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(failures == [])
    #expect(clock.sleeperCount == 0, "the end of the test stops it")
  }

  @Test func aFailingReceiveKeepsThePendingActions() async {
    store.exhaustivity = .off
    let line: UInt = #line + 4
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      // Nothing matches: a failure, and both responses stay pending.
      await store.receive(.response(7))
      await store.receive(.response(42)) { $0.count = 42 }
      await store.receive(.response(43)) { $0.count = 43 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive the following action, but didn't: …

          FeatureAction.response(7)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func nonExhaustiveReceiveSkipsToTheFirstMatchAndReportsNothingForTheSkipped() async {
    store.exhaustivity = .off
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.receive(.response(43))  // `.response(42)` skipped
      #expect(store.state.count == 43)
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func anActionInTheWrongPlaceIsReportedAndConsumed() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.receive(.response(43)) { $0.count = 43 }
      await store.receive(.response(43)) { $0.count = 43 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Received unexpected action: …

          - FeatureAction.response(43)
          + FeatureAction.response(42)

        (Expected: -, Received: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func receiveWherePredicateAndByConstructor() async {
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.receive(where: { $0 == .response(42) }) { $0.count = 42 }
      await store.receive(FeatureAction.response) { $0.count = 43 }
      await store.send(.queryChanged("Lon")) { $0.query = "Lon" }
      await clock.advance(by: .milliseconds(300))
      await store.receive(FeatureAction.searchResponse) {
        $0.results = ["London", "Long Beach", "Londoner"]
      }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func receiveWhereReportsAMismatch() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      await store.receive(where: { $0 == .delayedResponse })
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Received unexpected action: …

          FeatureAction.response(42)

        It does not match the predicate.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func receiveByConstructorReportsWhatIsStillRunning() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.queryChanged("Lon")) { $0.query = "Lon" }
      await store.receive(FeatureAction.searchResponse, timeout: .milliseconds(20))
      await clock.advance(by: .milliseconds(300))
      await store.skipReceivedActions()
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive an action, but received none after 0.02 seconds.

        Expected: an action in the expected case

        1 effect is still running:
          started by FeatureAction.queryChanged("Lon"), cancel id SearchID.search, asleep on a TestClock until 0.3 seconds (the clock is at 0.0 seconds)

        The effect asleep on a TestClock wakes only when the test moves the clock: \
        `await clock.advance(by: .milliseconds(300))` before this receive wakes it.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func anEffectRunningAtTheEndIsReportedWithItsCancelIDAndTheActionThatStartedIt() async {
    let line: UInt = #line + 3
    let finishLine: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.queryChanged("Lon")) { $0.query = "Lon" }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.1 seconds.

        1 effect is still running:
          started by FeatureAction.queryChanged("Lon"), cancel id SearchID.search, asleep on a TestClock until 0.3 seconds (the clock is at 0.0 seconds)

        The effect asleep on a TestClock wakes only when the test moves the clock: \
        `await clock.advance(by: .milliseconds(300))` before this finish wakes it.

        An effect that sleeps again after each wake-up (a timer) runs until cancelled: send \
        the action that cancels it, or cancel the task `send` returned.
        """,
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        It was started by FeatureAction.queryChanged("Lon"), cancel id SearchID.search.

        Make sure every effect the reducer returns for this action finishes: advance the test \
        clock past its sleeps, send the action that cancels it, or cancel the task `send` \
        returned.
        """,
      ])
    #expect(failures.map(\.location.line) == [finishLine, line])
  }
}
