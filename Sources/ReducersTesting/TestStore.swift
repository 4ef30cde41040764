public import Reducers
import ReducersDebugging

/// Runs a feature in a test and checks every step of it: each state change, each action an
/// effect sends back, and that every effect has finished by the end.
///
/// ```swift
/// import Reducers
/// import ReducersTesting
/// import Testing
///
/// struct Counter: ReducerProtocol {
///   struct State: Equatable { var count = 0; var fact: String? }
///   enum Action: Equatable, Sendable { case increment, fetchFact, factResponse(String) }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Reduce { state, action in
///       switch action {
///       case .increment:
///         state.count += 1
///         return .none
///       case .fetchFact:
///         return .run { [count = state.count] send in
///           await send(.factResponse("\(count) is lonely"))
///         }
///       case .factResponse(let fact):
///         state.fact = fact
///         return .none
///       }
///     }
///   }
/// }
///
/// @Test @MainActor func fetchingAFact() async {
///   let store = TestStoreOf<Counter>(
///     initialState: Counter.State(), reducer: Counter(), environment: ())
///   await store.send(.increment) { $0.count = 1 }
///   await store.send(.fetchFact)
///   await store.receive(.factResponse("1 is lonely")) { $0.fact = "1 is lonely" }
///   await store.finish()
/// }
/// ```
///
/// It runs the live `Store`'s root core and effect runtime: one queue, one effect interpreter,
/// one cancellation table. Actions effects send back are recorded in the order the live store
/// reduces them (first in, first out), and received in that order. Effects run on the main
/// actor, nonisolated work included, so an effect started by `send` has run up to its first
/// real suspension (a clock sleep registered, a request awaited) when `send` returns, and a
/// `TestClock.advance` runs the effects it wakes before it returns.
///
/// A mismatch fails the running test (Swift Testing or XCTest) at the line of the step, with a
/// diff of what was expected and what happened.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable, Environment> {
  /// The environment the next steps run with; change it to make a client fail from now on.
  public var environment: Environment {
    get { recorder.environment }
    set { recorder.environment = newValue }
  }
  /// Whether every change must be asserted (the default) or only what a test states.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait, at most, for an effect that has not answered yet.
  public var timeout: Duration = .seconds(1)

  /// The state as the test has asserted it so far: the state after the last step (`send`,
  /// `receive`, or a skip). Actions received but not yet asserted are not applied to it.
  public var state: State { expectedState }

  /// Whether the feature dismissed itself: one of its effects called `DismissEffect` (TCA's
  /// `isDismissed`). Its effects are then cancelled, as the parent presenting it would, and
  /// sending it another action is a test failure.
  public var isDismissed: Bool { recorder.isDismissed }

  let core: RootCore<State, Action>
  /// The `Shared` values the feature changed.
  var shared: SharedChangeTracker { recorder.shared }
  let recorder: TestStoreRecorder<State, Action, Environment>
  let activity: ActivitySignal
  var runtime: EffectRuntime { core.runtime }
  /// The last asserted state: where the next assertion closure starts. The recorder keeps it,
  /// for the checks made when the store goes away.
  var expectedState: State {
    get { recorder.expectedState }
    set { recorder.expectedState = newValue }
  }
  /// Effects the test chose to stop tracking (``skipInFlightEffects(strict:fileID:filePath:line:column:)``).
  var forgottenEffects: Set<UInt64> = []
  /// Where the store was created: end-of-test failures that belong to no step point here.
  let creationLocation: IssueLocation
  var lastStepLocation: IssueLocation {
    // Where failures went at the last step; `deinit` cannot read task-locals.
    didSet { reportingContext = .current }
  }
  var reportingContext = TestFailureReporting.Context.current
  /// The Swift Testing test that created the store, if any.
  let owner = TestOwner.current()
  var isFinished = false
  /// What `.off(showSkippedAssertions: true)` has shown so far, in order: for tests of the test
  /// store itself.
  package private(set) var shownSkippedAssertions: [String] = []

  /// A test store running `reducer` from `initialState` with `environment`.
  public init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action, R.Environment == Environment {
    TestFailureReporting.install()
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let activity = ActivitySignal()
    let runtime = EffectRuntime(
      taskExecutor: MainActorEffectExecutor(), onEffectFinished: { activity.notify() })
    let recorder = TestStoreRecorder<State, Action, Environment>(
      reduce: { reducer.reduce(into: &$0, action: $1, environment: $2) },
      initialState: initialState, environment: environment, runtime: runtime, activity: activity,
      location: location)
    self.activity = activity
    self.recorder = recorder
    self.core = RootCore(initialState: initialState, runtime: runtime) { state, action in
      recorder.reduce(&state, action)
    }
    self.creationLocation = location
    self.lastStepLocation = location
  }

  /// Not isolated, so that it keeps the task-locals of where the store went away: for a store a
  /// test owns, the test's own task, so Swift Testing attributes the failures to the test that
  /// created the store (inside its `withKnownIssue`, if it went away there). Gone anywhere else
  /// (a task of no test, or of another test running in parallel), the failures are recorded by
  /// the ``TestOwner`` task started with the store, in the creating test's context. The checks
  /// run on the main actor.
  deinit {
    let recorder = recorder
    let exhaustive = exhaustivity == .on
    let forgottenEffects = forgottenEffects
    let location = lastStepLocation
    let creation = creationLocation
    let saved = reportingContext
    let owner = owner
    // Taken now: the core, which goes away with the store, cancels them.
    let running = isFinished ? [] : recorder.runtime.runningEffects()
    let checks: TestOwner.Checks? =
      isFinished
      ? nil
      : { @MainActor @Sendable in
        let unassertedShared =
          exhaustive
          ? TestStore.unassertedSharedChanges(
            in: recorder.expectedState, tracker: recorder.shared,
            now: recorder.shared.checkpoint())
          : nil
        recorder.completeChecks(
          running: running, exhaustive: exhaustive, forgottenEffects: forgottenEffects,
          unassertedShared: unassertedShared, at: location,
          orElseAt: creation)
      }
    // Decided here, in the task the store went away in (the task below is a new one).
    let isOwnersTask = owner?.isCurrent() ?? TestFailureReporting.Context.current.isAttributed
    let hasCapture = TestFailureReporting.capture != nil
    let complete = { @MainActor @Sendable in
      if let checks {
        if isOwnersTask || hasCapture {
          checks()
        } else if let owner {
          owner.deliver {
            checks()
            recorder.runtime.invalidate()
          }
          return
        } else {
          // No Swift Testing test made the store: fail where failures went at the last step.
          saved.withValue(checks)
        }
      }
      owner?.deliver(nil)
      recorder.runtime.invalidate()
    }
    // At once when the store goes away on the main actor; where `Task.immediate` is missing
    // (Apple platforms before 26, see `EffectRuntime.startJob`), at the main actor's next turn.
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      Task.immediate { @MainActor in complete() }
    } else {
      Task { @MainActor in complete() }
    }
  }

  /// Sends `action`, then checks that the state changed exactly as `update` describes; with no
  /// `update`, that it did not change.
  ///
  /// `update` receives the state as last asserted (``state``), and must turn it into the state
  /// after the action. In a non-exhaustive store (``exhaustivity``) it receives the state after
  /// the action instead, as TCA's does, and may only set what it checks: a relative change
  /// (`$0.count += 1`, `$0.log.append(…)`) would apply twice, so state values (`$0.count = 2`).
  /// Received actions must have been asserted first: if some are pending, the step fails, and
  /// they stay pending, to be received or skipped afterwards.
  @discardableResult
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    beginStep(at: location)
    guard !isDismissed else {
      fail("Can't send action to dismissed test store.", at: location)
      return TestStoreTask(lineage: nil, activity: activity, timeout: timeout)
    }
    var before = expectedState
    if !recorder.received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(recorder.received.count) received \
          action\(recorder.received.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions: \(customDump(recorder.received.map(\.action)))
          """, at: location)
        // They stay pending; this step is checked against the state they led to, so that the
        // missing receive is the only failure.
        before = core.state
      } else {
        skipReceived(at: location)
        before = expectedState
      }
    }
    recorder.isSendingTestAction = true
    // Effects started here inherit the tracker: the shared values they change are seen too.
    let dismissal = DismissEffect.Dismissal { [recorder] in recorder.dismiss() }
    let task = DismissEffect.$unpresented.withValue(dismissal) {
      SharedReads.$tracker.withValue(shared) { core.send(action) }
    }
    recorder.isSendingTestAction = false
    // The effects' nonisolated work and child tasks, queued while the action was reduced, run
    // until they wait: what the next step asserts is decided. The shared values they changed by
    // then (before sending an action back) are this step's, to assert in its closure.
    MainActorEffectExecutor.runPending()
    let after = recorder.sent?.state ?? core.state
    let checkpoint = recorder.sent?.checkpoint ?? shared.checkpoint()
    recorder.sent = nil
    checkState(
      before: before, after: after, checkpoint: checkpoint, update: update, at: location)
    expectedState = after
    return TestStoreTask(lineage: task.lineage, activity: activity, timeout: timeout)
  }

  func beginStep(at location: IssueLocation) {
    lastStepLocation = location
    recorder.stepLocation = location
    // Steps after `finish()` are checked again when the store goes away.
    isFinished = false
  }

  /// Skips the pending received actions as non-exhaustive mode does: their changes count as
  /// asserted.
  func skipReceived(at location: IssueLocation) {
    guard let last = recorder.received.last else { return }
    showSkippedSteps(recorder.received[...], from: expectedState, at: location)
    shared.acceptChanges(at: last.checkpoint)
    expectedState = last.state
    recorder.received.removeAll()
  }

  /// Ends once a store that went away outside its test's task has had its end-of-test checks
  /// recorded against that test (`nil` outside Swift Testing): for tests of the test store itself.
  package var ownerTask: Task<Void, Never>? { owner?.task }

  /// The received actions not yet asserted, oldest first: for tests of the test store itself.
  package var pendingReceivedActions: [Action] { recorder.received.map(\.action) }

  /// The effects still running that the test has not chosen to forget.
  var inFlightEffects: [EffectRuntime.RunningEffect] {
    runtime.runningEffects().filter { !forgottenEffects.contains($0.token) }
  }

  // MARK: Checking state

  func checkState(
    before: State, after: State, checkpoint: SharedCheckpoint,
    update: ((inout State) throws -> Void)?,
    at location: IssueLocation, requiresChange: Bool = true
  ) {
    // Shared values changed by this step are asserted here, once: they count as asserted after.
    // The checkpoint is completed once the expectation has run, with the values it wrote over.
    defer { shared.acceptChanges(at: shared.completing(checkpoint)) }
    if exhaustivity != .on { shared.acceptChanges(at: checkpoint) }
    var expected = exhaustivity == .on ? before : after
    let wroteShared: Bool
    do {
      wroteShared = try expect(update, on: &expected)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    let checkpoint = shared.completing(checkpoint)
    if !matches(expected, after, at: checkpoint) {
      let difference = difference(expected, after, at: checkpoint)
      if update == nil {
        fail(
          """
          State was not expected to change, but a change occurred: …

          \(difference.indented)

          (Expected: -, Actual: +)
          """, at: location)
      } else {
        fail(
          """
          A state change does not match expectation: …

          \(difference.indented)

          (Expected: -, Actual: +)
          """, at: location)
      }
    } else if exhaustivity == .on, requiresChange, update != nil, !wroteShared,
      expected == before
    {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: location)
    } else if case .off(true) = exhaustivity {
      // Run as the expectation above ran: its writes to `Shared` values go to their asserted
      // values, which the deferred `acceptChanges` puts back (run plainly, they reached the
      // feature's real values).
      var expectedFromBefore = before
      if let update { try? applyAsAsserted(update, to: &expectedFromBefore) }
      if !matches(expectedFromBefore, after, at: checkpoint) {
        let skipped = difference(expectedFromBefore, after, at: checkpoint)
        showSkipped("State changes not asserted:\n\n\(skipped.indented)", at: location)
      }
    }
  }

  func fail(_ message: String, at location: IssueLocation) {
    TestFailureReporting.report(TestFailure(message: message, location: location))
  }

  func showSkipped(_ message: String, at location: IssueLocation) {
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
    shownSkippedAssertions.append(message)
    print("ℹ︎ Skipped assertion at \(location.fileID):\(location.line): \(message)")
  }
}

extension String {
  /// Each line indented by two spaces, so a diff stands out inside a failure message.
  var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
