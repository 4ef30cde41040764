import Reducers
import StoreScenarios

#if canImport(Glibc)
  import Glibc
#endif

// Instruction counts (issue 12). This VM has no hardware counters, so package-benchmark's
// `instructions` metric stays empty; callgrind counts instead, and its counts repeat
// within a few instructions per operation.
// `Benchmarks/instruction-counts` runs `StoreInstructionCounts <scenario> <n>` under
// `valgrind --tool=callgrind` for n and 2n operations: the difference divided by n is the cost of
// one operation, set-up excluded. The scenarios are StoreBenchmarks' (the StoreScenarios
// module), in the same loops.

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}

/// The scenarios the probe runs: the same features and the same loops as the benchmarks.
let probeScenarios: [String: @MainActor (Int) -> Void] = [
  "root-send": { count in
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())
    for _ in 0..<count { store.send(.increment) }
    blackHole(store.count)
  },
  "scope-10": { count in
    let root = Store(initialState: 0, reducer: intReducer, environment: ())
    let child = scopedStore(depth: 10, of: root)
    for _ in 0..<count { child.send(true) }
    blackHole(root.state)
  },
  "pullback-combine-10": { count in
    let store = Store(initialState: Nested10(), reducer: nested10Reducer, environment: ())
    for _ in 0..<count { store.send(nested10Increment) }
    blackHole(store.state)
  },
  "pullback-combine-10-stored": { count in
    let store = Store(initialState: Nested10(), reducer: nested10StoredReducer, environment: ())
    for _ in 0..<count { store.send(nested10Increment) }
    blackHole(store.state)
  },
  "builder-10": { count in
    let store = Store(initialState: Nested10(), reducer: builder10Reducer, environment: ())
    for _ in 0..<count { store.send(nested10Increment) }
    blackHole(store.state)
  },
  "casepath-derived-once": { count in
    var total = 0
    let path = derivedChildPath
    for _ in 0..<count { total &+= countDerivedOnce(benchActions, path) }
    blackHole(total)
  },
  "hand-composed-10": { count in
    let store = Store(initialState: Nested10(), reducer: handComposed10Reducer, environment: ())
    for _ in 0..<count { store.send(nested10Increment) }
    blackHole(store.state)
  },
  "casepath-derived": { count in
    var total = 0
    for _ in 0..<count { total &+= countDerived(benchActions) }
    blackHole(total)
  },
  "casepath-hand": { count in
    var total = 0
    for _ in 0..<count { total &+= countHandPath(benchActions) }
    blackHole(total)
  },
  "casepath-unique-derived": { count in
    var total = 0
    for _ in 0..<count { total &+= countUniqueDerived(uniqueActions) }
    blackHole(total)
  },
  "casepath-unique-derived-once": { count in
    var total = 0
    let path = uniqueChildPath
    for _ in 0..<count { total &+= countUniqueDerivedOnce(uniqueActions, path) }
    blackHole(total)
  },
  "casepath-unique-guard": { count in
    var total = 0
    for _ in 0..<count { total &+= countUniqueGuardCase(uniqueActions) }
    blackHole(total)
  },
  "casepath-guard": { count in
    var total = 0
    for _ in 0..<count { total &+= countGuardCase(benchActions) }
    blackHole(total)
  },
  "hand-nested-10": { count in
    let store = Store(initialState: Nested10(), reducer: handNested10Reducer, environment: ())
    for _ in 0..<count { store.send(nested10Increment) }
    blackHole(store.state)
  },
  "forEach-10k": { count in
    let store = Store(
      initialState: Rows(rows: IdentifiedArray((0..<10_000).map { Row(id: $0) })),
      reducer: rowsReducer, environment: ())
    for iteration in 0..<count {
      store.send(.row(id: (iteration &* 7919) % 10_000, action: .increment))
    }
    blackHole(store.rows.count)
  },
  "ifLet": { count in
    let store = Store(initialState: Screen(), reducer: screenReducer, environment: ())
    for _ in 0..<count { store.send(.detail(.increment)) }
    blackHole(store.state)
  },
]

let arguments = CommandLine.arguments
guard arguments.count == 3, let scenario = probeScenarios[arguments[1]],
  let count = Int(arguments[2]), count > 0
else {
  print(
    "usage: StoreInstructionCounts <scenario> <count>; scenarios: \(probeScenarios.keys.sorted())")
  exit(2)
}
MainActor.assumeIsolated { scenario(count) }
