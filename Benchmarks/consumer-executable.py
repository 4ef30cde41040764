#!/usr/bin/env python3
"""Writes the consumer package of issue 35 and prints ns per action (best of 5 x 10^6 sends) of
a ten-level tree, each form in the same run, the rounds of all scenarios interleaved:

- `hand-nested switch`: the whole tree as one `switch` (the limit);
- `pullback+combine bodies`: ten feature types, each `body` being `Reducer.combine(own,
  Child().pullback(state:action: CasePath(embed:extract:) ...))`;
- `Reduce + Scope bodies`: the form the guides teach, `Reduce { ... }` then
  `Scope(state: \\.child, action: Action.child) { Child() }` (a derived case path);
- `root send`, `ifLet`, `forEach 10,000 rows`: a one-level `Reduce`, a child `.ifLet`'d and an
  element of `.forEach` over 10,000 rows (the guides' spellings), each sent one action;
- `hand-written ifLet`, `hand-written forEach`: the same state and actions reduced by one
  `switch` (`state.child?.count += 1`, `state.rows[id: id]?.count += 1`), each measured right
  before and after its composed twin, so that a ratio of the two is the cost of composing;
- `erased Reducer(F10())`: the pullback tree erased once into a `Reducer`.

    Benchmarks/consumer-executable.py DIR CHECKOUT [5|6]   # then: cd DIR && swift build -c release
                                                            #       && .build/release/Repro
    LIBRARY=1 Benchmarks/consumer-executable.py ...        # features in a library target
    RETURN=1 Benchmarks/consumer-executable.py ...         # each `body` with an explicit `return`
    .build/release/Repro "Reduce + Scope bodies" ...        # only the scenarios named (profiling)

CHECKOUT is the library checkout to depend on by path (this one, or a worktree of an older
commit, for bisecting); the last argument is the Swift language mode. By default the features
sit in the executable's own module, where session 12 found them 15x slower than in a library
target; docs/benchmarks.md has the tables.
"""
import os
import sys

out = sys.argv[1]   # package dir
lib = sys.argv[2]   # path to the library checkout
mode = sys.argv[3] if len(sys.argv) > 3 else "6"
library = bool(os.environ.get("LIBRARY"))
ret = "return " if os.environ.get("RETURN") else ""
pub = "public " if library else ""
init = "public init() {}" if library else ""

os.makedirs(f"{out}/Sources/Repro", exist_ok=True)
if library:
    os.makedirs(f"{out}/Sources/Features", exist_ok=True)
    targets = '''    .target(name: "Features", dependencies: [.product(name: "Reducers", package: "weather")]),
    .executableTarget(name: "Repro", dependencies: ["Features", .product(name: "Reducers", package: "weather")]),'''
else:
    targets = '''    .executableTarget(name: "Repro", dependencies: [.product(name: "Reducers", package: "weather")]),'''
open(f"{out}/Package.swift", "w").write(f'''// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Repro",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "weather", path: "{lib}")],
  targets: [
{targets}
  ],
  swiftLanguageModes: [.v{mode}]
)
''')

features = ['''import Reducers

{pub}struct Leaf: ReducerProtocol {{
  {init}
  {pub}struct State: Equatable, Sendable {{ {pub}var count = 0; {init} }}
  {pub}enum Action: Equatable, Sendable {{ case increment }}
  {pub}var body: some ReducerProtocol<State, Action, Void> {{
    Reducer {{ state, action, _ in
      state.count += 1
      return .none
    }}
  }}
}}
'''.format(pub=pub, init=init)]


def level(name, child, body):
    return f'''
{pub}struct {name}: ReducerProtocol {{
  {init}
  {pub}struct State: Equatable, Sendable {{ {pub}var child = {child}.State(); {pub}var taps = 0; {init} }}
  {pub}enum Action: Equatable, Sendable {{ case child({child}.Action); case tap }}
  {pub}var body: some ReducerProtocol<State, Action, Void> {{
{body}
  }}
}}
'''


prev = "Leaf"
for n in range(1, 11):
    features.append(level(f"F{n}", prev, f'''    {ret}Reducer.combine(
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
    )'''))
    prev = f"F{n}"

prev = "Leaf"
for n in range(1, 11):
    features.append(level(f"T{n}", prev, f'''    Reduce {{ state, action in
      if case .tap = action {{ state.taps += 1 }}
      return .none
    }}
    Scope(state: \\.child, action: Action.child) {{ {prev}() }}'''))
    prev = f"T{n}"

# root send, `ifLet` and `forEach` over 10,000 rows, in the form the guides teach
features.append('''
{pub}struct Holder: ReducerProtocol {{
  {init}
  {pub}struct State: Equatable, Sendable {{
    {pub}var child: Leaf.State? = Leaf.State()
    {pub}var rows: IdentifiedArrayOf<Row.State> = IdentifiedArray(uniqueElements: (0..<10_000).map {{ Row.State(id: $0) }})
    {pub}var taps = 0
    {init}
  }}
  {pub}enum Action: Equatable, Sendable {{
    case child(Leaf.Action)
    case rows(IdentifiedActionOf<Row>)
    case tap
  }}
  {pub}var body: some ReducerProtocol<State, Action, Void> {{
    Reduce {{ state, action in
      if case .tap = action {{ state.taps += 1 }}
      return .none
    }}
    .ifLet(\\.child, action: Action.child) {{ Leaf() }}
    .forEach(\\.rows, action: Action.rows) {{ Row() }}
  }}
}}

{pub}struct Row: ReducerProtocol {{
  {init}
  {pub}struct State: Equatable, Sendable, Identifiable {{
    {pub}let id: Int
    {pub}var count = 0
    {pub}init(id: Int) {{ self.id = id }}
  }}
  {pub}enum Action: Equatable, Sendable {{ case increment }}
  {pub}var body: some ReducerProtocol<State, Action, Void> {{
    Reduce {{ state, _ in
      state.count += 1
      return .none
    }}
  }}
}}
'''.format(pub=pub, init=init))

path = ".".join(["child"] * 10)
pattern = "let leaf"
action = ".increment"
for n in range(10):
    pattern = f".child({pattern})"
    action = f".child({action})"

main = [] if library else features
main.append(("import Features\nimport Reducers\n" if library else "") + f'''
let handNested = Reducer<F10.State, F10.Action, Void> {{ state, action, _ in
  switch action {{
  case {pattern}:
    _ = leaf
    state.{path}.count += 1
  default:
    break
  }}
  return .none
}}

let erased = Reducer(F10())

// ifLet and forEach as one would write them without the operators.
let handHolder = Reducer<Holder.State, Holder.Action, Void> {{ state, action, _ in
  switch action {{
  case .tap:
    state.taps += 1
  case .child(.increment):
    state.child?.count += 1
  case .rows(.element(let id, .increment)):
    state.rows[id: id]?.count += 1
  }}
  return .none
}}
let leafAction: F10.Action = {action}
let taughtAction: T10.Action = {action}

/// One scenario: a round sends its action 10^6 times to a fresh store and returns ns per action.
struct Scenario {{
  let name: String
  let round: @MainActor () -> Double
}}

@MainActor
func scenario<R: ReducerProtocol>(
  _ name: String, _ makeStore: @escaping () -> Store<R.State, R.Action>, _ action: R.Action,
  count leafCount: @escaping (R.State) -> Int, _: R.Type
) -> Scenario {{
  Scenario(name: name) {{
    let count = 1_000_000
    let store = makeStore()
    let elapsed = ContinuousClock().measure {{
      for _ in 0..<count {{ store.send(action) }}
    }}
    precondition(leafCount(store.state) == count)
    let ns = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
    return ns / Double(count)
  }}
}}

MainActor.assumeIsolated {{
  let element = Holder.Action.rows(.element(id: 5_000, action: .increment))
  let scenarios = [
    scenario(
      "hand-nested switch",
      {{ Store(initialState: F10.State(), reducer: handNested, environment: ()) }},
      leafAction, count: {{ $0.{path}.count }}, F10.self),
    scenario(
      "pullback+combine bodies",
      {{ Store(initialState: F10.State(), reducer: F10(), environment: ()) }},
      leafAction, count: {{ $0.{path}.count }}, F10.self),
    scenario(
      "Reduce + Scope bodies",
      {{ Store(initialState: T10.State(), reducer: T10(), environment: ()) }},
      taughtAction, count: {{ $0.{path}.count }}, T10.self),
    scenario(
      "root send",
      {{ Store(initialState: Leaf.State(), reducer: Leaf(), environment: ()) }},
      .increment, count: {{ $0.count }}, Leaf.self),
    scenario(
      "hand-written ifLet",
      {{ Store(initialState: Holder.State(), reducer: handHolder, environment: ()) }},
      .child(.increment), count: {{ $0.child?.count ?? 0 }}, Holder.self),
    scenario(
      "ifLet",
      {{ Store(initialState: Holder.State(), reducer: Holder(), environment: ()) }},
      .child(.increment), count: {{ $0.child?.count ?? 0 }}, Holder.self),
    scenario(
      "hand-written forEach",
      {{ Store(initialState: Holder.State(), reducer: handHolder, environment: ()) }},
      element, count: {{ $0.rows[id: 5_000]?.count ?? 0 }}, Holder.self),
    scenario(
      "forEach 10,000 rows",
      {{ Store(initialState: Holder.State(), reducer: Holder(), environment: ()) }},
      element, count: {{ $0.rows[id: 5_000]?.count ?? 0 }}, Holder.self),
    scenario(
      "erased Reducer(F10())",
      {{ Store(initialState: F10.State(), reducer: erased, environment: ()) }},
      leafAction, count: {{ $0.{path}.count }}, F10.self),
  ]
  // Scenarios named as arguments run alone (for `perf record` or cachegrind); none names all.
  let chosen = Set(CommandLine.arguments.dropFirst())
  let run = scenarios.indices.filter {{ chosen.isEmpty || chosen.contains(scenarios[$0].name) }}
  if run.isEmpty {{
    print("no scenario named \\(chosen.sorted()); the scenarios: \\(scenarios.map(\\.name))")
  }}
  // Rounds of every scenario in turn, not all of one then the next: a slow spell of the machine
  // (a neighbour's load lasts seconds here) then touches every scenario alike.
  var best = [Double](repeating: .infinity, count: scenarios.count)
  for _ in 0..<5 {{
    for index in run {{
      best[index] = min(best[index], scenarios[index].round())
    }}
  }}
  for index in run {{
    print("\\(scenarios[index].name): \\((best[index] * 10).rounded() / 10) ns/action")
  }}
}}
''')
open(f"{out}/Sources/Repro/main.swift", "w").write("\n".join(main))
if library:
    open(f"{out}/Sources/Features/Features.swift", "w").write("\n".join(features))
