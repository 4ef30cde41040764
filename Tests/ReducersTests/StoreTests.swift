import Reducers
import ReducersTesting
import Testing

@MainActor
struct StoreTests {
  enum Action: Equatable, Sendable {
    case increment
    case countdown(Int)
    case startMany(effects: Int, actionsEach: Int)
    case sleep
    case record(String)
  }

  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  let clock = TestClock()
  let reducer = Reducer<State, Action, TestClock> { state, action, clock in
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .countdown(let remaining):
      state.count += 1
      return remaining > 0 ? .send(.countdown(remaining - 1)) : .none
    case .startMany(let effects, let actionsEach):
      return .merge(
        (0..<effects).map { _ in
          .run { send in
            for _ in 0..<actionsEach { await send(.increment) }
          }
        })
    case .sleep:
      return .run { _ in try await clock.sleep(for: .seconds(60)) }
    case .record(let entry):
      state.log.append(entry)
      return entry == "first" ? .send(.record("second")) : .none
    }
  }

  @Test func sendUpdatesStateSynchronously() {
    let store = Store(initialState: State(), reducer: reducer, environment: clock)
    store.send(.increment)
    store.send(.increment)
    #expect(store.count == 2)
  }

  @Test func a100000ActionChainDoesNotOverflowTheStack() {
    let store = Store(initialState: State(), reducer: reducer, environment: clock)
    store.send(.countdown(100_000))
    #expect(store.count == 100_001)
  }

  @Test func actionsSentWhileReducingAreQueuedInOrder() async {
    let store = Store(initialState: State(), reducer: reducer, environment: clock)
    // Subscribed here, before anything is sent: the reader cannot miss the last state.
    let states = store.states()
    let observation = Task { @MainActor in
      var seen: [[String]] = []
      for await state in states {
        seen.append(state.log)
        if state.log.count == 3 { break }
      }
      return seen
    }
    store.send(.record("first"))
    store.send(.record("third"))
    let seen = await observation.value
    #expect(store.log == ["first", "second", "third"])
    #expect(seen.last == ["first", "second", "third"])
  }

  @Test func tenThousandActionsFromAHundredConcurrentEffectsAllArrive() async {
    let store = Store(initialState: State(), reducer: reducer, environment: clock)
    await store.send(.startMany(effects: 100, actionsEach: 100)).finish()
    #expect(store.count == 10_000)
  }

  @Test func effectsStopWhenTheStoreIsReleased() async {
    weak var weakStore: Store<State, Action>?
    var task: StoreTask?
    do {
      let store = Store(initialState: State(), reducer: reducer, environment: clock)
      weakStore = store
      task = store.send(.sleep)
      // The effect starts off the main actor: wait for its sleep to be on the clock.
      #expect(await clock.waitForSleepers(1))
    }
    #expect(weakStore == nil)
    // Releasing the store cancelled the sleep there and then.
    #expect(clock.sleeperCount == 0)
    await clock.run()  // were it still asleep, this wakes it, so the test fails without hanging
    await task?.finish()
    #expect(task?.isCancelled == true)
  }

  @Test func storeTaskFinishWaitsForEveryEffectOfTheAction() async {
    let store = Store(initialState: State(), reducer: reducer, environment: clock)
    let task = store.send(.startMany(effects: 3, actionsEach: 2))
    await task.finish()
    #expect(store.count == 6)
  }

  @Test func finishEffectsWaitsForEffectsStartedByReceivedActions() async {
    let clock = ImmediateClock()
    let reducer = Reducer<[String], String, Void> { log, action, _ in
      log.append(action)
      switch action {
      case "start": return .run { send in await send("resolved") }
      case "resolved":
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send("saved")
        }
      default: return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())
    store.send("start")
    await store.finishEffects()
    #expect(store.state == ["start", "resolved", "saved"])
  }

  @Test func finishEffectsReturnsWhenCancelledEvenIfAnEffectIgnoresCancellation() async {
    let release = Gate()
    let reducer = Reducer<Int, Int, Void> { _, _, _ in
      .run { _ in
        // Ignores cancellation on purpose, like a blocking call would.
        await release.wait()
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    store.send(1)
    // Started at once, so it is waiting inside finishEffects when it is cancelled.
    let waiter = Task.immediate { @MainActor in await store.finishEffects() }
    waiter.cancel()
    await waiter.value  // returns although the effect is still running
    release.open()
    await store.finishEffects()
  }
}
