public import Reducers
import ReducersDebugging

/// A property of a feature's state that must hold after every step, named so that a failure
/// says which one broke.
public struct Invariant<State>: Sendable {
  /// What the property says, as a failure names it: "the selected city is one of the results".
  public let name: String
  let holds: @Sendable (State) -> Bool

  /// A property named `name` that `holds` checks, returning `true` while it holds.
  public init(_ name: String, _ holds: @escaping @Sendable (State) -> Bool) {
    self.name = name
    self.holds = holds
  }
}

/// One step of an explored sequence: what a test would write as one line of a `TestStore` test.
public enum ExplorationStep<Action: Sendable>: Sendable {
  /// The test sends this action (`await store.send(action)`).
  case send(Action)
  /// The test advances the clock by this much (`await clock.advance(by: duration)`).
  case advance(Duration)
}

extension ExplorationStep: Equatable where Action: Equatable {}

/// How much an exploration tries: bounds in steps, never in time, so that it runs the same on a
/// slow machine as on a fast one.
public struct ExplorationBudget: Equatable, Sendable {
  /// How many sequences are tried, each from the initial state with fresh stores.
  public var runs: Int
  /// How many actions each sequence sends (clock advances come on top).
  public var actionsPerRun: Int
  /// How many actions all the sequences send together, at most.
  public var maximumActions: Int
  /// The chance, in percent, that the clock advances before an action.
  public var advancePercent: Int
  /// The longest single advance between two actions.
  public var maximumAdvance: Duration
  /// The unit advances are drawn and shrunk in, so that a shrunk sequence reads in round numbers.
  public var advanceGranularity: Duration
  /// How far the clock is advanced after a sequence before checking that every effect has
  /// finished: longer than any timer the feature should outlive.
  public var settle: Duration
  /// How many candidate sequences shrinking may run, at most.
  public var maximumShrinkRuns: Int

  /// A budget; the default (100 runs of 30 actions) runs in well under a second for a small
  /// feature in a debug build.
  public init(
    runs: Int = 100, actionsPerRun: Int = 30, maximumActions: Int? = nil,
    advancePercent: Int = 50, maximumAdvance: Duration = .seconds(1),
    advanceGranularity: Duration = .milliseconds(100), settle: Duration = .seconds(60),
    maximumShrinkRuns: Int = 2_000
  ) {
    self.runs = runs
    self.actionsPerRun = actionsPerRun
    self.maximumActions = maximumActions ?? runs * actionsPerRun
    self.advancePercent = advancePercent
    self.maximumAdvance = maximumAdvance
    self.advanceGranularity = advanceGranularity
    self.settle = settle
    self.maximumShrinkRuns = maximumShrinkRuns
  }
}

/// How an explored sequence failed: what shrinking keeps failing the same way.
public enum ExplorationFailureKind: Hashable, Sendable, CustomStringConvertible {
  /// The named invariant did not hold.
  case invariant(String)
  /// The live `Store` and the `TestStore`, sent the same steps, ended in different states.
  case disagreement
  /// An effect was still running after the sequence and the settling advance of the clock.
  case effectOutlivesStore
  /// The store reported a failure (a programmer error, an uncaught effect error); its first line.
  case reportedIssue(String)

  /// The failure in words, for a failure message.
  public var description: String {
    switch self {
    case .invariant(let name): "the invariant “\(name)” does not hold"
    case .disagreement: "the live Store and the TestStore disagree"
    case .effectOutlivesStore: "an effect outlives the store"
    case .reportedIssue(let line): "the store reported: \(line)"
    }
  }
}

/// A failing sequence an exploration found, shrunk: what a test asserts on, without parsing
/// the failure message.
public struct ExplorationFailure<Action: Sendable>: Sendable {
  /// The seed the exploration ran with: run again with it, it fails again.
  public var seed: UInt64
  /// Which run (from 0) found the failure.
  public var run: Int
  /// How it failed.
  public var kind: ExplorationFailureKind
  /// The sequence as generated, up to the step that failed.
  public var originalSteps: [ExplorationStep<Action>]
  /// The shortest sequence found that still fails the same way.
  public var steps: [ExplorationStep<Action>]
  /// Whether the shrunk sequence fails only at the end: after the clock settles, or because an
  /// effect is still running then.
  public var failsAtEnd: Bool
  /// How many actions the exploration sent, over all runs, up to the failure.
  public var actionsExplored: Int
  /// How many candidate sequences shrinking ran.
  public var shrinkRuns: Int
  /// What was seen at the failure: the state, the disagreement or the running effects.
  public var detail: String
  /// How far the clock settles at the end of a sequence (``ExplorationBudget/settle``).
  public var settle: Duration
  /// The shrunk sequence recorded on a live store as an exhaustive `TestStore` test (see
  /// <doc:RecordingSessions>): each step with the state change it made and the actions its
  /// effects sent back. The reducer is written as its type's `init()` and the environment as a
  /// placeholder, `<#environment(clock)#>`, for the expression your `environment` closure
  /// stands for.
  public var test: String

  /// How many steps the failing sequence had before shrinking.
  public var originalLength: Int { originalSteps.count }

  /// The shrunk sequence as the lines of a `TestStore` test that replays it.
  public var testSource: String {
    var lines = steps.map { renderedStep($0) }
    if failsAtEnd {
      lines.append(renderedStep(ExplorationStep<Action>.advance(settle)))
      lines.append("await store.finish()")
    }
    return lines.joined(separator: "\n")
  }

  /// The failure message: the failure, the seed, the lengths, the shrunk steps and the test
  /// that replays them.
  public var message: String {
    let place = failsAtEnd ? "at the end of" : "at the last step of"
    return """
      Exploring found that \(kind) \(place) this sequence (seed \(seed), run \(run), shrunk \
      from \(originalLength) steps to \(steps.count)):

      \(testSource.indented)

      \(detail)

      As a test:

      \(test.indented)
      """
  }
}

extension ExplorationFailure: Equatable where Action: Equatable {}

/// What an exploration did, and the failure it found if any.
public struct ExplorationReport<Action: Sendable>: Sendable {
  /// The seed it ran with.
  public var seed: UInt64
  /// How many runs it started.
  public var runs: Int
  /// How many actions it sent, over all runs (shrinking not counted).
  public var actions: Int
  /// How many steps (actions and clock advances) it took, over all runs (shrinking not counted).
  public var steps: Int
  /// The first failure found, shrunk; `nil` when every run passed.
  public var failure: ExplorationFailure<Action>?
}

extension ExplorationReport: Equatable where Action: Equatable {}

/// Runs `reducer` from `initialState` through many random sequences of actions and clock
/// advances, to find a sequence after which one of `invariants` breaks, an effect outlives the
/// store, or a live `Store` and a `TestStore` disagree; shrinks the first one found to the
/// shortest sequence that still fails the same way, and reports it as a test failure listing
/// the lines of a `TestStore` test that replays it.
///
/// Every run builds its stores afresh: `environment` is called with a new `TestClock` for
/// each of them, and only that clock moves time. `actions` draws each action from the random
/// generator, knowing the state it is sent in. The same `seed` explores the same sequences.
/// With `reportsFailure: false` the failure is only returned, for tests of the explorer itself.
@MainActor
@discardableResult
public func explore<R: ReducerProtocol>(
  _ reducer: R,
  from initialState: R.State,
  environment: @escaping (TestClock) -> R.Environment,
  seed: UInt64,
  budget: ExplorationBudget = ExplorationBudget(),
  invariants: [Invariant<R.State>],
  reportsFailure: Bool = true,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  actions: (inout SeededRandomNumberGenerator, R.State) -> R.Action
) async -> ExplorationReport<R.Action> where R.State: Equatable {
  let explorer = Explorer(
    reducer: reducer, initialState: initialState, environment: environment,
    invariants: invariants, budget: budget)
  let report = await explorer.explore(seed: seed, actions: actions)
  if reportsFailure, let failure = report.failure {
    TestFailureReporting.report(
      TestFailure(
        message: failure.message,
        location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
  return report
}
