import Benchmark
import Reducers
import ReducersTesting
import StoreScenarios
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

func pullbackBenchmarks() {
  // Each level a feature type whose `body` pulls back and combines (Nested10Features.swift).
  mainActorBenchmark("3 Reducer pulled back and combined 10 deep, root send") { benchmark in
    let store = Store(initialState: Nested10(), reducer: nested10Reducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(nested10Increment)
    }
    benchmark.stopMeasurement()
    blackHole(store.state)
  }

  // The same composition built once and kept in a `let` (a `static let reducer` feature).
  mainActorBenchmark("3 Reducer pulled back and combined 10 deep, stored in a let, root send") {
    benchmark in
    let store = Store(initialState: Nested10(), reducer: nested10StoredReducer, environment: ())
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
      blackHole(nested10Reducer.reduce(into: &state, action: nested10Increment, environment: ()))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }
}

// MARK: - 4. forEach over 10,000 elements

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

  mainActorBenchmark("4 ifLet, action to the present child") { benchmark in
    let store = Store(initialState: Screen(), reducer: screenReducer, environment: ())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(.detail(.increment))
    }
    benchmark.stopMeasurement()
    blackHole(store.state)
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
