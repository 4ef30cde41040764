public import Reducers

/// Runs a feature in a test and checks every step of it: each state change, each action an
/// effect sends back, and that every effect has finished by the end.
///
/// ```swift
/// let store = TestStore(initialState: Counter(), reducer: counterReducer, environment: ())
/// await store.send(.increment) { $0.count = 1 }
/// await store.send(.fetchFact)
/// await store.receive(.factResponse("1 is lonely")) { $0.fact = "1 is lonely" }
/// await store.finish()
/// ```
///
/// A mismatch fails the running test (Swift Testing or XCTest) at the line of the step, with a
/// diff of what was expected and what happened.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable, Environment> {
  /// The environment the next steps run with; change it to make a client fail from now on.
  public var environment: Environment
  /// Whether every change must be asserted (the default) or only what a test states.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait by default.
  public var timeout: Duration = .seconds(1)

  /// The current state, including changes not yet asserted.
  public var state: State { liveState }

  struct ReceivedAction {
    let action: Action
    let state: State
    var effects: [TrackedEffect]
  }

  struct InFlight {
    let effect: TrackedEffect
    var location: SourceLocation
  }

  let reducer: Reducer<State, Action, Environment>
  let runtime = EffectRuntime()
  var liveState: State
  var assertedState: State
  var received: [ReceivedAction] = []
  var inFlight: [Int: InFlight] = [:]
  private var nextEffectID = 0
  private var queue: [Action] = []
  private var isReducing = false
  var lastStepLocation: SourceLocation {
    // Where failures went at the last step; `deinit` cannot read task-locals.
    didSet { reportingContext = .current }
  }
  var reportingContext = TestFailureReporting.Context.current
  var isFinished = false

  /// A test store running `reducer` from `initialState` with `environment`.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    TestFailureReporting.install()
    self.liveState = initialState
    self.assertedState = initialState
    self.reducer = reducer
    self.environment = environment
    self.lastStepLocation = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  isolated deinit {
    if !isFinished {
      // An isolated deinit runs with task-local lookup stopped: without the saved context, a
      // failure here would reach neither `withCapturedFailures` nor the running Swift Testing test.
      reportingContext.withValue { completeChecks(at: lastStepLocation) }
    }
    runtime.invalidate()
  }

  /// Sends `action`, then checks that the state changed exactly as `update` describes (applied
  /// to the state before the action); with no `update`, that it did not change.
  @discardableResult
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    // Steps after `finish()` are checked again when the store goes away.
    isFinished = false
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(received.count) received action\(received.count == 1 ? "" : "s") \
          before sending an action: …

          Unhandled actions: \(customDump(received.map(\.action)))
          """, at: location)
      } else {
        showSkipped("\(received.count) received action(s) skipped", at: location)
      }
      received.removeAll()
      assertedState = liveState
    }
    let before = exhaustivity == .on ? assertedState : liveState
    let effect = reducer.run(&liveState, action, environment)
    let after = liveState
    let effects = start(effect, at: location)
    checkState(before: before, after: after, update: update, at: location)
    assertedState = after
    await Task.megaYield()
    return TestStoreTask(effects: effects)
  }

  // MARK: Running effects

  private lazy var effectSend = Send<Action> { [weak self] action in
    self?.handleEffectAction(action)
  }

  private func handleEffectAction(_ action: Action) {
    queue.append(action)
    guard !isReducing else { return }
    isReducing = true
    defer { isReducing = false }
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      let effect = reducer.run(&liveState, next, environment)
      received.append(ReceivedAction(action: next, state: liveState, effects: []))
      let position = received.count - 1
      let effects = start(effect, at: lastStepLocation)
      received[position].effects = effects
    }
    queue.removeAll(keepingCapacity: true)
  }

  private func start(_ effect: Effect<Action>, at location: SourceLocation) -> [TrackedEffect] {
    guard !effect.isNone else { return [] }
    return runtime.start(effect, send: effectSend).map { task in
      let tracked = TrackedEffect(id: nextEffectID, task: task)
      nextEffectID += 1
      inFlight[tracked.id] = InFlight(effect: tracked, location: location)
      Task { @MainActor [weak self] in
        await task.value
        tracked.markFinished()
        self?.inFlight[tracked.id] = nil
      }
      return tracked
    }
  }

  // MARK: Checking state

  func checkState(
    before: State, after: State, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    var expected = exhaustivity == .on ? before : after
    do {
      try update?(&expected)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    if expected != after {
      let difference = diff(expected, after, format: .default) ?? ""
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
    } else if exhaustivity == .on, update != nil, expected == before {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: location)
    } else if case .off(true) = exhaustivity, update != nil {
      var expectedFromBefore = before
      try? update?(&expectedFromBefore)
      if let skipped = diff(expectedFromBefore, after) {
        showSkipped("State changes not asserted:\n\n\(skipped.indented)", at: location)
      }
    }
  }

  func fail(_ message: String, at location: SourceLocation) {
    TestFailureReporting.report(TestFailure(message: message, location: location))
  }

  func showSkipped(_ message: String, at location: SourceLocation) {
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
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
