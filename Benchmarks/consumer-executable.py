#!/usr/bin/env python3
"""Writes the consumer executable of issue 35: ten feature types in an executable module, each
`body` being `Reducer.combine(own, Child().pullback(state:action: CasePath(embed:extract:) …))`,
beside one hand-nested `switch`, and prints ns per action (best of 5 × 10^6 sends) for both.

    Benchmarks/consumer-executable.py DIR CHECKOUT [5|6]     # then: cd DIR && swift build -c release
                                                              #       && .build/release/Repro
    RETURN=1 Benchmarks/consumer-executable.py …             # each `body` with an explicit `return`

CHECKOUT is the library checkout to depend on by path (this one, or a worktree of an older
commit, for bisecting); the last argument is the Swift language mode. Session 12 measured with
it that the same features cost 200-450 ns in the executable's own module and 38 ns in a library
target it imports (hand-nested switch 12-20 ns): docs/benchmarks.md has the table.
"""
import os
import sys
out = sys.argv[1]   # package dir
lib = sys.argv[2]   # path to the library checkout
mode = sys.argv[3] if len(sys.argv) > 3 else "6"
os.makedirs(f"{out}/Sources/Repro", exist_ok=True)
open(f"{out}/Package.swift","w").write(f'''// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Repro",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "weather", path: "{lib}")],
  targets: [
    .executableTarget(name: "Repro", dependencies: [.product(name: "Reducers", package: "weather")]),
  ],
  swiftLanguageModes: [.v{mode}]
)
''')
L = []
L.append('''import Reducers

struct Leaf: ReducerProtocol {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case increment }
  var body: some ReducerProtocol<State, Action, Void> {
    Reducer { state, action, _ in
      state.count += 1
      return .none
    }
  }
}
''')
prev = "Leaf"
for n in range(1, 11):
    L.append(f'''
struct F{n}: ReducerProtocol {{
  struct State: Equatable, Sendable {{ var child = {prev}.State(); var taps = 0 }}
  enum Action: Equatable, Sendable {{ case child({prev}.Action); case tap }}
  var body: some ReducerProtocol<State, Action, Void> {{
    {"return " if os.environ.get("RETURN") else ""}Reducer.combine(
      Reducer {{ state, action, _ in
        if case .tap = action {{ state.taps += 1 }}
        return .none
      }},
      {prev}().pullback(
        state: \\.child,
        action: CasePath(embed: Action.child, extract: {{
          guard case .child(let action) = $0 else {{ return nil }}
          return action
        }}),
        environment: {{ _ in }})
    )
  }}
}}
''')
    prev = f"F{n}"
# hand nested switch
def nest(n):
    if n == 0:
        return "state.count += 1"
    inner = nest(n-1).replace("state.", "state.child.") if False else None
# Build hand-nested reducer: pattern match down 10 levels
path = ".".join(["child"]*10)
pat = "let leaf"
for n in range(10):
    pat = f".child({pat})"
L.append(f'''
let handNested = Reducer<F10.State, F10.Action, Void> {{ state, action, _ in
  switch action {{
  case {pat}:
    _ = leaf
    state.{path}.count += 1
  default:
    break
  }}
  return .none
}}
''')
act = ".increment"
for n in range(10):
    act = f".child({act})"
L.append(f'''
let erased = Reducer(F10())
let leafAction: F10.Action = {act[0] if False else ''}{act}

@MainActor
func measure(_ name: String, _ makeStore: () -> Store<F10.State, F10.Action>) {{
  let count = 1_000_000
  var best = Double.infinity
  for _ in 0..<5 {{
    let store = makeStore()
    let clock = ContinuousClock()
    let elapsed = clock.measure {{
      for _ in 0..<count {{ store.send(leafAction) }}
    }}
    precondition(store.state.{path}.count == count)
    let ns = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
    best = min(best, ns / Double(count))
  }}
  print("\\(name): \\((best * 10).rounded() / 10) ns/action")
}}

MainActor.assumeIsolated {{
  measure("hand-nested switch") {{ Store(initialState: F10.State(), reducer: handNested, environment: ()) }}
  measure("pullback+combine bodies") {{ Store(initialState: F10.State(), reducer: F10(), environment: ()) }}
  measure("hand-nested switch") {{ Store(initialState: F10.State(), reducer: handNested, environment: ()) }}
  measure("pullback+combine bodies") {{ Store(initialState: F10.State(), reducer: F10(), environment: ()) }}
  measure("erased Reducer(F10())") {{ Store(initialState: F10.State(), reducer: erased, environment: ()) }}
}}

''')
open(f"{out}/Sources/Repro/main.swift","w").write("\n".join(L))
