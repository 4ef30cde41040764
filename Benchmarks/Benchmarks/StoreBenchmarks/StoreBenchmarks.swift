import Benchmark
import Reducers
import ReducersTesting
import Synchronization

// Scenarios 1–7 of issue 7: the store's send path, scoping, pullback, forEach, effects,
// cancellation and TestStore. Names follow The Composable Architecture's benchmark suite where
// it has the same scenario ("Store", "Store scoping", "Effects"), so figures can be set side by
// side.
//
// The benchmark runner calls closures off the main actor (its `run()` is a nonisolated async
// function), and every store is `@MainActor`; so each benchmark is async, hops to the main
// actor once per iteration, and starts the measurement only once there: the hop is not measured.
// Fast operations run `scaledIterations` times per iteration; the runner then reports figures
// per operation (marked `*`).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000)

  storeSendBenchmarks()
  scopingBenchmarks()
  pullbackBenchmarks()
  forEachBenchmarks()
  effectBenchmarks()
  testStoreBenchmarks()
}

// MARK: - Measuring on the main actor

/// The runner's `Benchmark` handle, carried to the main actor; it is only touched there while
/// the runner waits for the closure.
struct MainActorBenchmark: @unchecked Sendable {
  let benchmark: Benchmark

  func startMeasurement() { benchmark.startMeasurement() }
  func stopMeasurement() { benchmark.stopMeasurement() }
  var scaledIterations: Range<Int> { benchmark.scaledIterations }
}

/// Registers a benchmark whose body runs on the main actor and measures only `body`.
func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
  _ body: @escaping @MainActor @Sendable (MainActorBenchmark) async -> Void
) {
  Benchmark(name, configuration: configuration) { benchmark in
    let handle = MainActorBenchmark(benchmark: benchmark)
    await body(handle)
  }
}

// MARK: - Shared features

struct Counter: Equatable, Sendable {
  var count = 0
}

enum CounterAction: Equatable, Sendable {
  case increment
}

let counterReducer = Reducer<Counter, CounterAction, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    return .none
  }
}

/// TCA's scoping benchmark shape: an `Int` store whose child stores see the same state and
/// actions through identity scopes.
let intReducer = Reducer<Int, Bool, Void> { state, action, _ in
  if action { state += 1 } else { state -= 1 }
  return .none
}

// MARK: - 1. Root send

func storeSendBenchmarks() {
  // TCA: "Store" › "Send action" (root store, reducer returns `.none`).
  mainActorBenchmark("1 Store.send, root, effect-free action") { benchmark in
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(store.count)
  }
}

// MARK: - 2. Scoped send

@MainActor
func scopedStore(depth: Int, of root: Store<Int, Bool>) -> Store<Int, Bool> {
  var store = root
  for _ in 0..<depth {
    store = store.scope(state: \.self, action: { $0 })
  }
  return store
}

func scopingBenchmarks() {
  // TCA: "Store scoping" › "Nested store" (identity scopes, send to the innermost store).
  for depth in [1, 5, 10] {
    mainActorBenchmark("2 Store.send, scoped \(depth) deep") { benchmark in
      let root = Store(initialState: 0, reducer: intReducer, environment: ())
      let child = scopedStore(depth: depth, of: root)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        child.send(true)
      }
      benchmark.stopMeasurement()
      blackHole(root.state)
    }
  }

  mainActorBenchmark("2 Store.send, root, while a 10-deep child exists") { benchmark in
    let root = Store(initialState: 0, reducer: intReducer, environment: ())
    let child = scopedStore(depth: 10, of: root)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      root.send(true)
    }
    benchmark.stopMeasurement()
    blackHole(child.state)
  }

  // The same depth with a distinct state and action type at each level (key path + case path
  // per level), the leaf's reducer pulled back through every level.
  mainActorBenchmark("2 Store.send, typed scopes 10 deep (pulled-back reducer)") { benchmark in
    let root = Store(initialState: Nested10(), reducer: nested10Reducer, environment: ())
    let leaf = scopeToLeaf(root)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      leaf.send(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(leaf.count)
  }
}

// MARK: - 3. Pullback and combine, 10 levels

/// One level of nesting: a child's state plus a counter of this level's own.
struct Level<Child: Equatable & Sendable>: Equatable, Sendable {
  var child: Child
  var taps = 0
}

enum LevelAction<ChildAction: Equatable & Sendable>: Equatable, Sendable {
  case child(ChildAction)
  case tap

  static var childPath: CasePath<Self, ChildAction> {
    CasePath(embed: Self.child) {
      guard case .child(let action) = $0 else { return nil }
      return action
    }
  }
}

/// `child` pulled back into one more level and combined with that level's own reducer.
func lift<Child, ChildAction>(
  _ child: Reducer<Child, ChildAction, Void>
) -> Reducer<Level<Child>, LevelAction<ChildAction>, Void> {
  .combine(
    child.pullback(
      state: \Level<Child>.child, action: LevelAction<ChildAction>.childPath,
      environment: { _ in }),
    Reducer { state, action, _ in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  )
}

typealias L1 = Level<Counter>
typealias L2 = Level<L1>
typealias L3 = Level<L2>
typealias L4 = Level<L3>
typealias L5 = Level<L4>
typealias L6 = Level<L5>
typealias L7 = Level<L6>
typealias L8 = Level<L7>
typealias L9 = Level<L8>
typealias Nested10 = Level<L9>
typealias A1 = LevelAction<CounterAction>
typealias A2 = LevelAction<A1>
typealias A3 = LevelAction<A2>
typealias A4 = LevelAction<A3>
typealias A5 = LevelAction<A4>
typealias A6 = LevelAction<A5>
typealias A7 = LevelAction<A6>
typealias A8 = LevelAction<A7>
typealias A9 = LevelAction<A8>
typealias Nested10Action = LevelAction<A9>

extension Nested10 {
  init() {
    self.init(
      child: L9(child: L8(child: L7(child: L6(child: L5(child: L4(child: L3(child: L2(
        child: L1(child: Counter()))))))))))
  }
}

let nested10Reducer: Reducer<Nested10, Nested10Action, Void> =
  lift(lift(lift(lift(lift(lift(lift(lift(lift(lift(counterReducer))))))))))

/// The leaf counter's action, embedded through all ten levels.
let nested10Increment: Nested10Action =
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))

@MainActor
func scopeToLeaf(_ root: Store<Nested10, Nested10Action>) -> Store<Counter, CounterAction> {
  root
    .scope(state: \.child, action: Nested10Action.childPath)
    .scope(state: \.child, action: A9.childPath)
    .scope(state: \.child, action: A8.childPath)
    .scope(state: \.child, action: A7.childPath)
    .scope(state: \.child, action: A6.childPath)
    .scope(state: \.child, action: A5.childPath)
    .scope(state: \.child, action: A4.childPath)
    .scope(state: \.child, action: A3.childPath)
    .scope(state: \.child, action: A2.childPath)
    .scope(state: \.child, action: A1.childPath)
}

/// The same ten-level tree as `nested10Reducer`, written by hand as one `switch`: the baseline
/// that composition is measured against (issue 12: pulled back and combined ≤ 2× this).
let handNested10Reducer = Reducer<Nested10, Nested10Action, Void> { state, action, _ in
  switch action {
  case .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment)))))))))):
    state.child.child.child.child.child.child.child.child.child.child.count += 1
  case .child(.child(.child(.child(.child(.child(.child(.child(.child(.tap))))))))):
    state.child.child.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))):
    state.child.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.child(.tap))))))):
    state.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.tap)))))):
    state.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.tap))))):
    state.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.tap)))):
    state.child.child.child.child.taps += 1
  case .child(.child(.child(.tap))):
    state.child.child.child.taps += 1
  case .child(.child(.tap)):
    state.child.child.taps += 1
  case .child(.tap):
    state.child.taps += 1
  case .tap:
    state.taps += 1
  }
  return .none
}

func pullbackBenchmarks() {
  mainActorBenchmark("3 Reducer pulled back and combined 10 deep, root send") { benchmark in
    let store = Store(initialState: Nested10(), reducer: nested10Reducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(nested10Increment)
    }
    benchmark.stopMeasurement()
    blackHole(store.state)
  }

  // The baseline: the same tree as one hand-nested `switch`, in the same kind of store.
  mainActorBenchmark("3 Hand-nested switch, same 10-level tree, root send (baseline)") {
    benchmark in
    let store = Store(initialState: Nested10(), reducer: handNested10Reducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(nested10Increment)
    }
    benchmark.stopMeasurement()
    blackHole(store.state)
  }

  // The reducer alone, without a store: what the composition itself costs.
  Benchmark("3 Reducer pulled back and combined 10 deep, reducer only") { benchmark in
    var state = Nested10()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(nested10Reducer.run(&state, nested10Increment, ()))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }
}

// MARK: - 4. forEach over 10,000 elements

struct Row: Identifiable, Equatable, Sendable {
  let id: Int
  var count = 0
}

struct Rows: Equatable, Sendable {
  var rows: IdentifiedArrayOf<Row>
}

enum RowsAction: Equatable, Sendable {
  case row(id: Int, action: CounterAction)

  static let rowPath = CasePath<RowsAction, (Int, CounterAction)>(
    embed: { RowsAction.row(id: $0.0, action: $0.1) },
    extract: {
      guard case .row(let id, let action) = $0 else { return nil }
      return (id, action)
    })
}

let rowReducer = Reducer<Row, CounterAction, Void> { row, action, _ in
  switch action {
  case .increment:
    row.count += 1
    return .none
  }
}

let rowsReducer = Reducer<Rows, RowsAction, Void>.empty.forEach(
  state: \.rows, action: RowsAction.rowPath, environment: { _ in }, element: rowReducer)

func forEachBenchmarks() {
  mainActorBenchmark("4 forEach over 10,000 elements, action to one element") { benchmark in
    let store = Store(
      initialState: Rows(rows: IdentifiedArray((0..<10_000).map { Row(id: $0) })),
      reducer: rowsReducer, environment: ())
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      store.send(.row(id: (iteration &* 7919) % 10_000, action: .increment))
    }
    benchmark.stopMeasurement()
    blackHole(store.rows.count)
  }
}

// MARK: - 5 and 6. Effects

enum EffectAction: Equatable, Sendable {
  case start
  case done
  case startSleepers
  case cancelSleepers
}

struct EffectState: Equatable, Sendable {
  var done = 0
}

enum SleeperID: Hashable, Sendable { case sleeper }

/// How many sleepers `startSleepers` starts, and how many have begun sleeping.
let sleeperCount = 1_000
let sleepersStarted = Atomic<Int>(0)

let effectReducer = Reducer<EffectState, EffectAction, Void> { state, action, _ in
  switch action {
  case .start:
    return .run { send in await send(.done) }
  case .done:
    state.done += 1
    return .none
  case .startSleepers:
    return .merge(
      (0..<sleeperCount).map { _ in
        Effect<EffectAction>.run { _ in
          sleepersStarted.add(1, ordering: .relaxed)
          try await Task.sleep(for: .seconds(3_600))
        }
        .cancellable(id: SleeperID.sleeper)
      })
  case .cancelSleepers:
    return .cancel(id: SleeperID.sleeper)
  }
}

func effectBenchmarks() {
  // A `.run` effect that sends `.done`, from `send(.start)` until `.done` has been handled.
  mainActorBenchmark(
    "5 Effect round trip, .run { send(.done) }, StoreTask.finish",
    configuration: .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
      timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo,
      maxDuration: .seconds(2), maxIterations: 10_000)
  ) { benchmark in
    let store = Store(initialState: EffectState(), reducer: effectReducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(.start).finish()
    }
    benchmark.stopMeasurement()
    precondition(store.done == benchmark.scaledIterations.count)
  }

  mainActorBenchmark(
    "5 Effect round trip, .run { send(.done) }, Store.finishEffects",
    configuration: .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
      timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo,
      maxDuration: .seconds(2), maxIterations: 10_000)
  ) { benchmark in
    let store = Store(initialState: EffectState(), reducer: effectReducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(.start)
      await store.finishEffects()
    }
    benchmark.stopMeasurement()
    precondition(store.done == benchmark.scaledIterations.count)
  }

  // The platform's floor for any effect: one main-actor task started and awaited, no store.
  // The round trips above are reported against it.
  mainActorBenchmark(
    "5 Floor: await Task { @MainActor in }.value, no store",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .throughput],
      timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo,
      maxDuration: .seconds(2), maxIterations: 10_000)
  ) { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await Task { @MainActor in }.value
    }
    benchmark.stopMeasurement()
  }

  let cancellationConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    timeUnits: .microseconds, warmupIterations: 3, scalingFactor: .one,
    maxDuration: .seconds(5), maxIterations: 200)

  // 1,000 effects sleeping under one id; measured: `send(.cancelSleepers)` until all 1,000 tasks
  // have ended and the store is idle.
  mainActorBenchmark(
    "6 Cancel 1,000 running effects by id (cancel to idle)",
    configuration: cancellationConfiguration
  ) { benchmark in
    let store = Store(initialState: EffectState(), reducer: effectReducer, environment: ())
    sleepersStarted.store(0, ordering: .relaxed)
    store.send(.startSleepers)
    while sleepersStarted.load(ordering: .relaxed) < sleeperCount { await Task.yield() }
    benchmark.startMeasurement()
    store.send(.cancelSleepers)
    await store.finishEffects()
    benchmark.stopMeasurement()
  }

  // The same, measured from starting the 1,000 effects.
  mainActorBenchmark(
    "6 Start 1,000 effects, then cancel them by id (start to idle)",
    configuration: cancellationConfiguration
  ) { benchmark in
    let store = Store(initialState: EffectState(), reducer: effectReducer, environment: ())
    sleepersStarted.store(0, ordering: .relaxed)
    benchmark.startMeasurement()
    store.send(.startSleepers)
    while sleepersStarted.load(ordering: .relaxed) < sleeperCount { await Task.yield() }
    store.send(.cancelSleepers)
    await store.finishEffects()
    benchmark.stopMeasurement()
  }
}

// MARK: - 7. TestStore

/// An effect-free round trip: the action's only effect is a synchronous `.send`.
let roundTripReducer = Reducer<EffectState, EffectAction, Void> { state, action, _ in
  switch action {
  case .start: return .send(.done)
  case .done:
    state.done += 1
    return .none
  case .startSleepers, .cancelSleepers: return .none
  }
}

func testStoreBenchmarks() {
  // Issue 11's target: `send` + `receive` of an effect-free round trip ≤ 20 µs, per step.
  mainActorBenchmark("7a TestStore, effect-free send + receive round trip") { benchmark in
    let store = TestStore(
      initialState: EffectState(), reducer: roundTripReducer, environment: ())
    var step = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      step += 1
      await store.send(.start)
      await store.receive(.done) { $0.done = step }
    }
    benchmark.stopMeasurement()
    await store.finish()
  }

  // 1,000 steps of `send(.start)` then `receive(.done)`; the figure is per 1,000 steps.
  mainActorBenchmark(
    "7 TestStore, 1,000 send/receive steps",
    configuration: .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal],
      timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
      maxDuration: .seconds(10), maxIterations: 20)
  ) { benchmark in
    let store = TestStore(initialState: EffectState(), reducer: effectReducer, environment: ())
    benchmark.startMeasurement()
    for step in 1...1_000 {
      await store.send(.start)
      await store.receive(.done) { $0.done = step }
    }
    await store.finish()
    benchmark.stopMeasurement()
  }
}
