import Reducers
import ReducersDebugging

/// Wraps a test store's reducer inside the root core: it records every action the core reduces,
/// in the core's order, and which action started each effect.
///
/// The test's own action is told apart from the actions effects send back by a flag `send` sets
/// just before handing it to the core; everything else the core reduces was received.
@MainActor
final class TestStoreRecorder<State, Action: Sendable, Environment> {
  struct ReceivedAction {
    let action: Action
    /// The state right after the core reduced it.
    let state: State
    /// Labels the effects it started.
    let tag: Int
    /// The shared values right after the core reduced it.
    let checkpoint: SharedCheckpoint
  }

  /// The action that started an effect, and the test step it is reported at.
  struct Origin {
    let action: Action
    var location: IssueLocation
  }

  /// The test's reducer, erased once.
  let reducer: (inout State, Action, Environment) -> Effect<Action>
  var environment: Environment
  /// The test store's last asserted state.
  var expectedState: State
  let runtime: EffectRuntime
  let activity: ActivitySignal
  /// Received actions not yet asserted, oldest first.
  var received: [ReceivedAction] = []
  /// Set by `send` while the core reduces the test's own action.
  var isSendingTestAction = false
  /// The state right after the test's own action, and its tag; the shared values once its
  /// effects have changed them (`nil` until the first action they send back, or the step's end).
  var sent: (state: State, tag: Int, checkpoint: SharedCheckpoint?)?
  /// The `Shared` values the feature changed.
  let shared = SharedChangeTracker()
  /// Where each effect-starting action came from, by tag.
  var origins: [Int: Origin] = [:]
  /// Where effects started by received actions are reported until the test receives them.
  var stepLocation: IssueLocation
  /// Whether the feature dismissed itself (``DismissEffect`` called from one of its effects).
  var isDismissed = false

  /// What ``DismissEffect`` does in the feature's effects: the feature under test is presented
  /// by nobody, so its `dismiss()` ends it, as the parent that presented it would, by cancelling
  /// everything it runs.
  func dismiss() {
    isDismissed = true
    runtime.cancelAll()
  }
  private var nextTag = 0

  init(
    reduce reducer: @escaping (inout State, Action, Environment) -> Effect<Action>,
    initialState: State, environment: Environment,
    runtime: EffectRuntime, activity: ActivitySignal, location: IssueLocation
  ) {
    self.reducer = reducer
    self.expectedState = initialState
    self.environment = environment
    self.runtime = runtime
    self.activity = activity
    self.stepLocation = location
  }

  func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
    if sent != nil, sent?.checkpoint == nil {
      // The test's action's step ends where its effects send the first action back: the shared
      // values they changed before are its own, as the reducer's are.
      sent?.checkpoint = shared.checkpoint()
    }
    let effect = reducer(&state, action, environment)
    nextTag += 1
    if !effect.isNone {
      runtime.setTag(nextTag)
      origins[nextTag] = Origin(action: action, location: stepLocation)
    }
    if isSendingTestAction {
      isSendingTestAction = false
      sent = (state, nextTag, nil)
    } else {
      received.append(
        ReceivedAction(action: action, state: state, tag: nextTag, checkpoint: shared.checkpoint()))
      activity.notify()
    }
    return effect
  }

  // MARK: The end of the test

  /// Reports, when `exhaustive`, each effect of `running` (the effects running at the end,
  /// taken before the store going away cancels them) at the step that started it, or
  /// `creation`, the received actions never asserted, and `unassertedShared`, the failure for
  /// shared changes never asserted (both at `location`); then stops every effect and forgets
  /// every received action.
  func completeChecks(
    running: [EffectRuntime.RunningEffect], exhaustive: Bool, forgottenEffects: Set<UInt64>,
    unassertedShared: String?, at location: IssueLocation, orElseAt creation: IssueLocation
  ) {
    if exhaustive {
      for effect in running where !forgottenEffects.contains(effect.token) {
        fail(
          """
          An effect returned for this action is still running. It must complete before the end \
          of the test. …

          It was \(describe(effect)).

          Make sure every effect the reducer returns for this action finishes: advance the test \
          clock past its sleeps, send the action that cancels it, or cancel the task `send` \
          returned.
          """, at: origins[effect.tag]?.location ?? creation)
      }
      if !received.isEmpty {
        let bullets = received.map { "    • " + abbreviatedDump($0.action) }
        fail(
          """
          The store received \(received.count) unexpected action\(received.count == 1 ? "" : "s") \
          by the end of this test: …

            Unhandled actions:
          \(bullets.joined(separator: "\n"))
          """, at: location)
      }
      if let unassertedShared { fail(unassertedShared, at: location) }
    }
    runtime.cancelAll()
    received.removeAll()
  }

  /// `.response(42)` rather than `FeatureAction.response(42)`, as elements of a dumped list
  /// read; the lines after the first are indented under a bullet.
  func abbreviatedDump(_ action: Action) -> String {
    let lines = customDump([action]).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[1].hasPrefix("  [0]: ") else { return customDump(action) }
    var body = lines[1..<(lines.count - 1)].map { String($0.dropFirst(2)) }
    body[0] = String(body[0].dropFirst("[0]: ".count))
    return body.joined(separator: "\n      ")
  }

  func fail(_ message: String, at location: IssueLocation) {
    TestFailureReporting.report(TestFailure(message: message, location: location))
  }

  /// "1 effect is still running: …", with the action that started each, its cancel ids, and
  /// whether it is asleep on a `TestClock`.
  func describe(_ effects: [EffectRuntime.RunningEffect]) -> String {
    let count = effects.count == 1 ? "1 effect is" : "\(effects.count) effects are"
    let sleeps = sleepingEffects()
    let lines = effects.map { "  " + describe($0, sleep: sleeps[$0.token]) }
    return "\(count) still running:\n" + lines.joined(separator: "\n")
  }

  /// "started by FeatureAction.delayed, cancel id SearchID.search", and ", asleep on a
  /// TestClock until 1.0 seconds (the clock is at 0.0 seconds)" for one that waits for the test
  /// to move a clock.
  func describe(
    _ effect: EffectRuntime.RunningEffect, sleep: EffectRuntime.SleepingEffect? = nil
  ) -> String {
    let origin = origins[effect.tag].map { customDump($0.action) } ?? "an action"
    let ids =
      effect.ids.isEmpty
      ? "no cancel id" : "cancel id \(effect.ids.joined(separator: ", "))"
    let asleep = sleep.map {
      ", asleep on a TestClock until \($0.deadline.offset.formattedSeconds) (the clock is at "
        + "\($0.now.offset.formattedSeconds))"
    }
    return "started by \(origin), \(ids)\(asleep ?? "")"
  }

  /// The running effects asleep on a test clock, by token.
  func sleepingEffects() -> [UInt64: EffectRuntime.SleepingEffect] {
    Dictionary(
      runtime.sleepingEffects().map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// What to do when an expected step waits on effects asleep on a test clock: the advance
  /// that wakes the earliest of `effects`; `nil` when none of them sleeps on one.
  func clockAdvice(for effects: [EffectRuntime.RunningEffect], before step: String) -> String? {
    let sleeps = sleepingEffects()
    let asleep = effects.compactMap { sleeps[$0.token] }
    guard let earliest = asleep.min(by: { $0.deadline < $1.deadline }) else { return nil }
    let wait =
      earliest.now < earliest.deadline ? earliest.now.duration(to: earliest.deadline) : .zero
    let (subject, object) =
      asleep.count == 1
      ? ("The effect asleep on a TestClock wakes", "it")
      : ("Effects asleep on a TestClock wake", "the earliest")
    return """
      \(subject) only when the test moves the clock: \
      `await clock.advance(by: \(wait.swiftLiteral))` before \(step) wakes \(object).
      """
  }
}
