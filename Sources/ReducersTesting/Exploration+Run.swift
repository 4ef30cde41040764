import Reducers
import ReducersDebugging
import Synchronization

/// Runs the sequences of an exploration and shrinks the first failing one.
@MainActor
final class Explorer<R: ReducerProtocol> where R.State: Equatable {
  typealias Step = ExplorationStep<R.Action>

  /// A failure seen while running a sequence.
  struct Found {
    var kind: ExplorationFailureKind
    var detail: String
    var atEnd: Bool
  }

  /// A sequence as run, up to the step that failed, and how it failed.
  struct Outcome {
    var steps: [Step]
    var found: Found?
  }

  /// The failures the stores reported during one run, collected instead of failing the test.
  final class Reported: Sendable {
    let failures = Mutex<[TestFailure]>([])
  }

  let reducer: R
  let initialState: R.State
  let environment: (TestClock) -> R.Environment
  let invariants: [Invariant<R.State>]
  let budget: ExplorationBudget

  init(
    reducer: R, initialState: R.State, environment: @escaping (TestClock) -> R.Environment,
    invariants: [Invariant<R.State>], budget: ExplorationBudget
  ) {
    self.reducer = reducer
    self.initialState = initialState
    self.environment = environment
    self.invariants = invariants
    self.budget = budget
  }

  /// Runs random sequences until one fails or the budget is spent; shrinks the failing one.
  func explore(
    seed: UInt64, actions: (inout SeededRandomNumberGenerator, R.State) -> R.Action
  ) async -> ExplorationReport<R.Action> {
    var seeds = SeededRandomNumberGenerator(seed: seed)
    var report = ExplorationReport<R.Action>(
      seed: seed, runs: 0, actions: 0, steps: 0, failure: nil)
    let unit = max(budget.advanceGranularity, .nanoseconds(1))
    let granules = max(Int(budget.maximumAdvance / unit), 1)
    while report.runs < budget.runs, report.actions < budget.maximumActions {
      var random = SeededRandomNumberGenerator(seed: seeds.next())
      let quota = min(budget.actionsPerRun, budget.maximumActions - report.actions)
      var sent = 0
      var advanced = false
      let outcome = await execute { state -> Step? in
        guard sent < quota else { return nil }
        if !advanced, Int(random.next(upperBound: UInt64(100))) < budget.advancePercent {
          advanced = true
          let units = 1 + Int(random.next(upperBound: UInt64(granules)))
          return .advance(unit * units)
        }
        advanced = false
        sent += 1
        return .send(actions(&random, state))
      }
      report.runs += 1
      report.actions += sent
      report.steps += outcome.steps.count
      if let found = outcome.found {
        let (steps, shrunk, shrinkRuns) = await shrink(outcome.steps, found)
        let test = await recordedTest(
          of: steps, settling: shrunk.atEnd, named: testName(for: found.kind))
        report.failure = ExplorationFailure(
          seed: seed, run: report.runs - 1, kind: found.kind, originalSteps: outcome.steps,
          steps: steps, failsAtEnd: shrunk.atEnd, actionsExplored: report.actions,
          shrinkRuns: shrinkRuns, detail: shrunk.detail, settle: budget.settle, test: test)
        break
      }
    }
    return report
  }

  /// Runs `steps` once more on a live store that records them, and returns the test the
  /// record gives (``StoreRecord/testSource(named:reducer:environment:initialState:)``).
  ///
  /// The clock's advances are recorded as waits of that length, so the test advances its clock
  /// where the sequence did; `settling` adds the settling advance at the end.
  func recordedTest(of steps: [Step], settling: Bool, named name: String) async -> String {
    let lines = Mutex<[String]>([])
    let clock = TestClock()
    let recorder = StoreRecorder(clock: clock) { line in lines.withLock { $0.append(line) } }
    let runtime = EffectRuntime(taskExecutor: MainActorEffectExecutor(), onEffectFinished: nil)
    // What the store reports here was reported when the sequence was found.
    let capture = TestFailureReporting.Capture { _ in }
    await TestFailureReporting.$capture.withValue(capture) {
      let store = Store(
        initialState: initialState, reducer: reducer, environment: environment(clock),
        runtime: runtime, recorder: recorder)
      defer {
        runtime.invalidate()
        MainActorEffectExecutor.runPending()
      }
      for step in steps + (settling ? [.advance(budget.settle)] : []) {
        switch step {
        case .send(let action): store.send(action)
        case .advance(let duration):
          recorder.recordSleep(duration)
          await clock.advance(by: duration)
        }
        MainActorEffectExecutor.runPending()
      }
      // A last line after every wait, so that the test advances past the last of them too.
      recorder.recordSleep(.zero)
    }
    let record = (try? StoreRecord(jsonLines: lines.withLock { $0.joined() }))
    return record?.testSource(
      named: name, reducer: dumpTypeName(R.self) + "()", environment: "<#environment(clock)#>")
      ?? ""
  }

  /// A test's name after what failed: `exploredTheProgressNeverPassesTheCodesLength`.
  private func testName(for kind: ExplorationFailureKind) -> String {
    let words: String =
      switch kind {
      case .invariant(let name): name
      case .disagreement: "live store and test store disagree"
      case .effectOutlivesStore: "an effect outlives the store"
      case .reportedIssue: "the store reports an issue"
      }
    let parts = words.split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" }
      .map { $0.filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
    guard !parts.isEmpty else { return "exploredFailure" }
    return "explored" + parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Runs `steps` again from the start.
  func replay(_ steps: [Step]) async -> Outcome {
    var index = 0
    return await execute { _ in
      guard index < steps.count else { return nil }
      defer { index += 1 }
      return steps[index]
    }
  }

  /// Runs the steps `next` gives (it is handed the state each is taken in) through a fresh
  /// `TestStore` and a fresh live `Store`, each with its own clock, checking after each step;
  /// then settles the clocks and checks that no effect is left running.
  func execute(next: (R.State) -> Step?) async -> Outcome {
    let reported = Reported()
    let capture = TestFailureReporting.Capture { failure in
      reported.failures.withLock { $0.append(failure) }
    }
    return await TestFailureReporting.$capture.withValue(capture) {
      await run(next: next, reported: reported)
    }
  }

  private func run(next: (R.State) -> Step?, reported: Reported) async -> Outcome {
    let testClock = TestClock()
    let liveClock = TestClock()
    let testStore = TestStore(
      initialState: initialState, reducer: reducer, environment: environment(testClock))
    testStore.exhaustivity = .off
    let runtime = EffectRuntime(taskExecutor: MainActorEffectExecutor(), onEffectFinished: nil)
    let live = Store(
      initialState: initialState, reducer: reducer, environment: environment(liveClock),
      runtime: runtime)
    defer {
      // Nothing of this run may reach the next one, nor fail the test when the stores go.
      testStore.completeChecks(at: testStore.creationLocation)
      runtime.invalidate()
      MainActorEffectExecutor.runPending()
    }
    var steps: [Step] = []
    while let step = next(testStore.state) {
      steps.append(step)
      switch step {
      case .send(let action):
        await testStore.send(action)
        live.send(action)
      case .advance(let duration):
        await testClock.advance(by: duration)
        await liveClock.advance(by: duration)
      }
      if let found = await check(testStore, live, reported, atEnd: false) {
        return Outcome(steps: steps, found: found)
      }
    }
    await testClock.advance(by: budget.settle)
    await liveClock.advance(by: budget.settle)
    if let found = await check(testStore, live, reported, atEnd: true) {
      return Outcome(steps: steps, found: found)
    }
    let running = testStore.inFlightEffects
    if !running.isEmpty || !runtime.runningEffects().isEmpty {
      let detail =
        running.isEmpty
        ? "The live Store's effects are still running; the TestStore's have finished."
        : "Still running: \(testStore.recorder.describe(running))"
      return Outcome(
        steps: steps, found: Found(kind: .effectOutlivesStore, detail: detail, atEnd: true))
    }
    return Outcome(steps: steps, found: nil)
  }

  /// The first failure after a step: an invariant broken, the stores disagreeing, or a failure
  /// a store reported.
  private func check(
    _ testStore: TestStore<R.State, R.Action, R.Environment>, _ live: Store<R.State, R.Action>,
    _ reported: Reported, atEnd: Bool
  ) async -> Found? {
    MainActorEffectExecutor.runPending()
    await testStore.skipReceivedActions(strict: false)
    let state = testStore.state
    if let broken = invariants.first(where: { !$0.holds(state) }) {
      return Found(
        kind: .invariant(broken.name), detail: "State:\n\n\(customDump(state).indented)",
        atEnd: atEnd)
    }
    if live.state != state {
      let difference = diff(state, live.state) ?? ""
      return Found(
        kind: .disagreement,
        detail: "\(difference.indented)\n\n(TestStore: -, live Store: +)", atEnd: atEnd)
    }
    if let failure = reported.failures.withLock({ $0.first }) {
      let firstLine = failure.message.split(separator: "\n").first.map(String.init) ?? ""
      return Found(kind: .reportedIssue(firstLine), detail: failure.message, atEnd: atEnd)
    }
    return nil
  }
}
