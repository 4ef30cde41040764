import Reducers
import ReducersTesting
import Synchronization
import Testing

/// TCA's open issue 3563: a `.cancellable(id:)` effect still waiting its turn in a
/// `.concatenate` is cancelled by `.cancel(id:)` before it starts: its work never runs and it
/// sends nothing, in `Store` and `TestStore` alike, however deep in the element it sits.
@MainActor
struct QueuedCancellationTests {
  enum ID: Hashable, Sendable { case file(Int), x, y }

  enum Action: Equatable, Sendable {
    /// The issue's scenario: files downloaded one after another, each cancellable by its id.
    case download([Int])
    /// `.concatenate(wait "a", .merge(work "b" cancellable by x, work "c"))`.
    case mergedInQueue
    /// `.concatenate(wait "a", work "b" cancellable by x, then also by y)`.
    case twoIDs
    /// `.concatenate(wait "a", .merge(work "c", .concatenate(wait "d", work "e" by x)))`.
    case nestedQueue
    /// `.concatenate(wait "a", .send(.finished("b")) cancellable by x)`.
    case sendQueued
    /// `.concatenate(.cancel(id: x), work "b" by x)`: cancel, then start again.
    case cancelThenRestart
    /// `.concatenate(work "b" by x, work "c" by x)`, both with `cancelInFlight`.
    case inFlightInOneQueue
    /// `work "z"` by x with `cancelInFlight`, from another send.
    case startInFlight
    /// A row of a `forEach` whose own effect queues work cancellable by x.
    case row(id: Int, action: RowAction)
    case cancel(ID)
    case finished(String)
  }

  enum RowAction: Equatable, Sendable { case start, cancel, finished(String) }

  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var log: [String] = []
  }

  struct State: Equatable {
    var log: [String] = []
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  }

  /// What the effects do: `wait` suspends until the test lets it go on; `work` records that it
  /// ran.
  struct Environment: Sendable {
    var wait: @Sendable () async throws -> Void
    var runs: Runs
  }

  /// The names of the `work` effects that started, in order.
  final class Runs: Sendable {
    private let names = Mutex<[String]>([])
    func record(_ name: String) { names.withLock { $0.append(name) } }
    var all: [String] { names.withLock { $0 } }
  }

  static let reducer: any ReducerProtocol<State, Action, Environment> = {
    @Sendable func wait(_ name: String, _ env: Environment) -> Effect<Action> {
      .run { send in
        try await env.wait()
        await send(.finished(name))
      }
    }
    @Sendable func work(_ name: String, _ env: Environment) -> Effect<Action> {
      .run { send in
        env.runs.record(name)
        await send(.finished(name))
      }
    }
    let row = Reducer<Row, RowAction, Environment> { row, action, env in
      switch action {
      case .start:
        return .concatenate(
          .run { send in
            try await env.wait()
            await send(.finished("a"))
          },
          .run { send in
            env.runs.record("row b")
            await send(.finished("b"))
          }
          .cancellable(id: ID.x))
      case .cancel:
        return .cancel(id: ID.x)
      case .finished(let name):
        row.log.append(name)
        return .none
      }
    }
    let parent = Reducer<State, Action, Environment> { state, action, env in
      switch action {
      case .download(let files):
        return .concatenate(
          files.map { file in work("file \(file)", env).cancellable(id: ID.file(file)) }
            .enumerated().map { index, effect in
              // The first download waits, so that the others are queued behind it.
              index == 0 ? .concatenate(wait("wait", env), effect) : effect
            })
      case .mergedInQueue:
        return .concatenate(
          wait("a", env), .merge(work("b", env).cancellable(id: ID.x), work("c", env)))
      case .twoIDs:
        return .concatenate(
          wait("a", env), work("b", env).cancellable(id: ID.x).cancellable(id: ID.y))
      case .nestedQueue:
        return .concatenate(
          wait("a", env),
          .merge(
            work("c", env),
            .concatenate(wait("d", env), work("e", env).cancellable(id: ID.x))))
      case .sendQueued:
        return .concatenate(
          wait("a", env), Effect<Action>.send(.finished("b")).cancellable(id: ID.x))
      case .cancelThenRestart:
        return .concatenate(.cancel(id: ID.x), work("b", env).cancellable(id: ID.x))
      case .inFlightInOneQueue:
        return .concatenate(
          work("b", env).cancellable(id: ID.x, cancelInFlight: true),
          work("c", env).cancellable(id: ID.x, cancelInFlight: true))
      case .startInFlight:
        return work("z", env).cancellable(id: ID.x, cancelInFlight: true)
      case .cancel(let id):
        return .cancel(id: id)
      case .finished(let name):
        state.log.append(name)
        return .none
      case .row:
        return .none
      }
    }
    return parent.forEach(
      state: \.rows,
      action: CasePath(embed: Action.row) {
        guard case .row(let id, let action) = $0 else { return nil }
        return (id, action)
      },
      environment: { $0 }, element: row)
  }()

  // MARK: Store

  /// Runs `start`, then `cancel` while the first element waits, then lets it go on; returns
  /// the log and the work that ran.
  func live(_ start: Action, cancel: Action) async -> (State, [String]) {
    let gate = Gate()
    let runs = Runs()
    let store = Store(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: { await gate.wait() }, runs: runs))
    let task = store.send(start)
    store.send(cancel)
    gate.open()
    await task.finish()
    await store.finishEffects()
    return (store.state, runs.all)
  }

  @Test func storeTheIssuesScenarioAQueuedDownloadCancelledByItsIDNeverStarts() async {
    let (state, runs) = await live(.download([1, 2, 3]), cancel: .cancel(.file(2)))
    #expect(state.log == ["wait", "file 1", "file 3"])
    #expect(runs == ["file 1", "file 3"])
  }

  @Test func storeAQueuedCancellableInsideAMergeNeverStartsAndTheRestRuns() async {
    let (state, runs) = await live(.mergedInQueue, cancel: .cancel(.x))
    #expect(state.log == ["a", "c"])
    #expect(runs == ["c"])
  }

  @Test func storeAQueuedEffectCancelledByItsInnerIDNeverStarts() async {
    let (state, runs) = await live(.twoIDs, cancel: .cancel(.x))
    #expect(state.log == ["a"])
    #expect(runs == [])
  }

  @Test func storeAQueuedEffectInANestedConcatenationNeverStarts() async {
    let (state, runs) = await live(.nestedQueue, cancel: .cancel(.x))
    #expect(state.log == ["a", "c", "d"])
    #expect(runs == ["c"])
  }

  @Test func storeAQueuedSendSendsNothing() async {
    let (state, _) = await live(.sendQueued, cancel: .cancel(.x))
    #expect(state.log == ["a"])
  }

  @Test func storeAQueuedEffectOfAForEachRowIsCancelledByThatRowOnly() async {
    let gate = Gate()
    let runs = Runs()
    let store = Store(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: { await gate.wait() }, runs: runs))
    store.send(.row(id: 1, action: .start))
    store.send(.row(id: 2, action: .start))
    store.send(.row(id: 1, action: .cancel))
    gate.open()
    await store.finishEffects()
    #expect(store.rows[id: 1]?.log == ["a"])
    #expect(store.rows[id: 2]?.log == ["a", "b"])
    #expect(runs.all == ["row b"])
  }

  @Test func storeACancelBeforeTheConcatenationStartedCancelsNothingInIt() async {
    let gate = Gate()
    let runs = Runs()
    let store = Store(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: { await gate.wait() }, runs: runs))
    store.send(.cancel(.x))
    let task = store.send(.mergedInQueue)
    gate.open()
    await task.finish()
    #expect(store.log == ["a", "b", "c"])
    #expect(runs.all == ["b", "c"])
  }

  @Test func storeACancelInFlightFromAnotherSendCancelsAQueuedEffectToo() async {
    let (state, runs) = await live(.mergedInQueue, cancel: .startInFlight)
    #expect(state.log == ["z", "a", "c"])
    #expect(runs == ["z", "c"])
  }

  /// A concatenation's own cancellations never reach its own queue: cancel, then restart.
  @Test func storeACancelInTheSameConcatenationDoesNotCancelWhatFollowsIt() async {
    let store = Store(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: {}, runs: Runs()))
    await store.send(.cancelThenRestart).finish()
    #expect(store.log == ["b"])
  }

  /// As in TCA, `cancelInFlight` cancels effects in flight, not the next element of its own
  /// concatenation.
  @Test func storeCancelInFlightDoesNotCancelTheNextElementOfItsOwnConcatenation() async {
    let store = Store(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: {}, runs: Runs()))
    await store.send(.inFlightInOneQueue).finish()
    #expect(store.log == ["b", "c"])
  }

  // MARK: TestStore

  func testStore(clock: TestClock, runs: Runs) -> TestStore<State, Action, Environment> {
    TestStore(
      initialState: State(), reducer: Self.reducer,
      environment: Environment(wait: { try await clock.sleep(for: .seconds(1)) }, runs: runs))
  }

  @Test func testStoreTheIssuesScenarioAQueuedDownloadCancelledByItsIDNeverStarts() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.download([1, 2, 3]))
      await store.send(.cancel(.file(2)))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("wait")) { $0.log = ["wait"] }
      await store.receive(.finished("file 1")) { $0.log = ["wait", "file 1"] }
      await store.receive(.finished("file 3")) { $0.log = ["wait", "file 1", "file 3"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == ["file 1", "file 3"])
  }

  @Test func testStoreAQueuedCancellableInsideAMergeNeverStartsAndTheRestRuns() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.mergedInQueue)
      await store.send(.cancel(.x))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["a"] }
      await store.receive(.finished("c")) { $0.log = ["a", "c"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == ["c"])
  }

  @Test func testStoreAQueuedEffectCancelledByItsInnerIDNeverStarts() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.twoIDs)
      await store.send(.cancel(.x))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["a"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == [])
  }

  @Test func testStoreAQueuedEffectInANestedConcatenationNeverStarts() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.nestedQueue)
      await store.send(.cancel(.x))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["a"] }
      await store.receive(.finished("c")) { $0.log = ["a", "c"] }
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("d")) { $0.log = ["a", "c", "d"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == ["c"])
  }

  @Test func testStoreAQueuedSendSendsNothing() async {
    let clock = TestClock()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: Runs())
      await store.send(.sendQueued)
      await store.send(.cancel(.x))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["a"] }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func testStoreACancelInFlightFromAnotherSendCancelsAQueuedEffectToo() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.mergedInQueue)
      await store.send(.startInFlight)
      await store.receive(.finished("z")) { $0.log = ["z"] }
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["z", "a"] }
      await store.receive(.finished("c")) { $0.log = ["z", "a", "c"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == ["z", "c"])
  }

  @Test func testStoreACancelInTheSameConcatenationDoesNotCancelWhatFollowsIt() async {
    let failures = await withCapturedFailures {
      let store = testStore(clock: TestClock(), runs: Runs())
      await store.send(.cancelThenRestart)
      await store.receive(.finished("b")) { $0.log = ["b"] }
      await store.send(.inFlightInOneQueue)
      await store.receive(.finished("b")) { $0.log = ["b", "b"] }
      await store.receive(.finished("c")) { $0.log = ["b", "b", "c"] }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func testStoreAQueuedEffectNotCancelledRuns() async {
    let clock = TestClock()
    let runs = Runs()
    let failures = await withCapturedFailures {
      let store = testStore(clock: clock, runs: runs)
      await store.send(.cancel(.x))
      await store.send(.twoIDs)
      await store.send(.cancel(.file(1)))
      await clock.advance(by: .seconds(1))
      await store.receive(.finished("a")) { $0.log = ["a"] }
      await store.receive(.finished("b")) { $0.log = ["a", "b"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(runs.all == ["b"])
  }
}
