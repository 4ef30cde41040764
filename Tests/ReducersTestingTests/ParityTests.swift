import Reducers
import ReducersTesting
import Synchronization
import Testing

/// The same features, driven by the same steps, through `Store` and through `TestStore`: the
/// root core reduces the same actions in the same order. Nested sends from merged and
/// concatenated effects, debounce, cancellation, `forEach` and `ifLet` are covered.
@MainActor
struct ParityTests {
  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var taps = 0
  }

  struct Child: Equatable {
    var pings = 0
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var child: Child? = Child()
    var query = ""
    var results: [String] = []
  }

  enum RowAction: Equatable, Sendable { case tap, tapped }
  enum ChildAction: Equatable, Sendable { case ping, pong }

  enum Action: Equatable, Sendable {
    case start, a, b, c, d, e
    case row(Int, RowAction)
    case child(ChildAction)
    case query(String)
    case results(String)
    case cancelSearch
    case dismissChild
  }

  enum SearchID: Hashable, Sendable { case search }

  /// Every action the core reduces, in order.
  final class ActionLog: Sendable {
    private let actions = Mutex<[Action]>([])
    func append(_ action: Action) { actions.withLock { $0.append(action) } }
    var all: [Action] { actions.withLock { $0 } }
  }

  static func reducer(log: ActionLog) -> Reducer<State, Action, TestClock> {
    let row = Reducer<Row, RowAction, Void> { row, action, _ in
      switch action {
      case .tap: return .run { send in await send(.tapped) }
      case .tapped:
        row.taps += 1
        return .none
      }
    }
    let child = Reducer<Child, ChildAction, Void> { child, action, _ in
      switch action {
      case .ping: return .merge(.send(.pong), .run { send in await send(.pong) })
      case .pong:
        child.pings += 1
        return .none
      }
    }
    let parent = Reducer<State, Action, TestClock> { state, action, clock in
      switch action {
      case .start:
        return .merge(
          .run { send in
            await send(.a)
            await send(.b)
          },
          .concatenate(.send(.c), .run { send in await send(.d) }))
      case .a: return .run { send in await send(.e) }
      case .b: return .send(.row(2, .tap))
      case .query(let query):
        state.query = query
        return .run { send in await send(.results(query)) }
          .debounce(id: SearchID.search, for: .milliseconds(300), clock: clock)
      case .results(let query):
        state.results.append(query)
        return .none
      case .cancelSearch:
        return .cancel(id: SearchID.search)
      case .dismissChild:
        state.child = nil
        return .none
      case .c, .d, .e, .row, .child:
        return .none
      }
    }
    let composed =
      parent
      .forEach(
        state: \.rows,
        action: CasePath(embed: Action.row) {
          guard case .row(let id, let action) = $0 else { return nil }
          return (id, action)
        },
        environment: { _ in () }, element: row
      )
      .ifLet(
        state: \.child, action: CasePath(Action.child), environment: { _ in () }, then: child)
    return Reducer { state, action, clock in
      log.append(action)
      return composed.reduce(into: &state, action: action, environment: clock)
    }
  }

  /// The steps both stores are driven by.
  static let steps: [Step] = [
    .send(.start),
    .send(.row(1, .tap)),
    .send(.child(.ping)),
    .send(.query("l")),
    .advance(.milliseconds(100)),
    .send(.query("lo")),
    .advance(.milliseconds(300)),
    .send(.query("lon")),
    .send(.cancelSearch),
    .advance(.seconds(1)),
    .send(.query("par")),
    .send(.dismissChild),
    .advance(.milliseconds(300)),
  ]

  enum Step {
    case send(Action)
    case advance(Duration)
  }

  /// `.b`'s `.send(.row(2, .tap))` is reduced with `.b`, before what effects' work sent after
  /// `.b` (`.c`, `.d`, `.e`), as TCA reduces a synchronous effect's action.
  static let expectedLog: [Action] = [
    .start, .a, .b, .row(2, .tap), .c, .d, .e, .row(2, .tapped),
    .row(1, .tap), .row(1, .tapped),
    .child(.ping), .child(.pong), .child(.pong),
    .query("l"), .query("lo"), .results("lo"),
    .query("lon"), .cancelSearch,
    .query("par"), .dismissChild, .results("par"),
  ]

  @Test func storeAndTestStoreReduceTheSameActionsInTheSameOrder() async {
    let liveClock = TestClock()
    let liveLog = ActionLog()
    let live = Store(
      initialState: State(), reducer: Self.reducer(log: liveLog), environment: liveClock,
      runtime: EffectRuntime(taskExecutor: MainActorEffectExecutor(), onEffectFinished: nil))
    for step in Self.steps {
      switch step {
      case .send(let action): live.send(action)
      case .advance(let duration): await liveClock.advance(by: duration)
      }
    }
    await live.finishEffects()

    let testClock = TestClock()
    let testLog = ActionLog()
    let store = TestStore(
      initialState: State(), reducer: Self.reducer(log: testLog), environment: testClock)
    store.exhaustivity = .off
    var received: [Action] = []
    let failures = await withCapturedFailures {
      for step in Self.steps {
        switch step {
        case .send(let action):
          received.append(action)
          await store.send(action)
        case .advance(let duration):
          await testClock.advance(by: duration)
        }
        // What the test can receive, in the order it can receive it.
        received.append(contentsOf: store.pendingReceivedActions)
        await store.skipReceivedActions(strict: false)
      }
      await store.finish()
    }
    #expect(failures == [])
    #expect(liveLog.all == Self.expectedLog)
    #expect(testLog.all == liveLog.all)
    #expect(received == liveLog.all)
    #expect(store.state == live.state)
  }

  @Test func withoutClocksTheLiveRuntimeMatchesToo() async {
    // The live runtime on its own executor: effects that only send run inside `send`.
    let liveLog = ActionLog()
    let live = Store(
      initialState: State(), reducer: Self.reducer(log: liveLog), environment: TestClock())
    let testLog = ActionLog()
    let store = TestStore(
      initialState: State(), reducer: Self.reducer(log: testLog), environment: TestClock())
    store.exhaustivity = .off
    for action in [Action.start, .row(1, .tap), .child(.ping), .dismissChild] {
      live.send(action)
      await store.send(action)
    }
    await live.finishEffects()
    await store.skipReceivedActions(strict: false)
    await store.finish()
    #expect(liveLog.all == testLog.all)
    #expect(store.state == live.state)
  }
}
