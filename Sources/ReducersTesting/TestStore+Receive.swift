public import Reducers
import ReducersDebugging

extension TestStore where Action: Equatable {
  /// Checks that the next action an effect sent back is `expected`, then checks the state
  /// change it made like ``send(_:assert:fileID:filePath:line:column:)`` does.
  ///
  /// If the action has not arrived yet (an effect waiting on another actor or on real time),
  /// waits for it for at most `timeout`; with nothing running that could send it, fails at once.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      expected, matching: { $0 == expected }, expectation: customDump(expected),
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Checks that the next action an effect sent back is in the case `casePath` names (for
  /// actions that are not `Equatable`), then checks the state change.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      casePath, named: casePath.caseName, timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `receive(casePath)`, naming the expected case (`caseName`) in its failure, when known.
  func receive<Value>(
    _ casePath: CasePath<Action, Value>, named caseName: String?,
    timeout: Duration?, update: ((inout State) throws -> Void)?, location: IssueLocation
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      expectation: "an action in the expected case",
      notReceived: "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { received in
        """
        Received unexpected action: …

        \(customDump(received).indented)

        It is not in the expected case\(caseName.map { ", \($0)" } ?? "").
        """
      },
      timeout: timeout, update: update, location: location)
  }

  /// Checks that the next action an effect sent back is in the case `embed` builds, named by
  /// its constructor alone (`receive(SearchAction.response)`), then checks the state change.
  public func receive<Value>(
    _ embed: @escaping @Sendable (Value) -> Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Value: Sendable {
    await receive(
      CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column),
      timeout: timeout, assert: update,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks that the next action an effect sent back satisfies `isMatching`, then checks the
  /// state change.
  public func receive(
    where isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      expectation: "an action matching the predicate",
      notReceived: "Expected to receive an action matching predicate, but didn't get one.",
      mismatch: { received in
        """
        Received unexpected action: …

        \(customDump(received).indented)

        It does not match the predicate.
        """
      },
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the action `expected`, matched by `matches` (`==`, or the dump for an action that
  /// is not `Equatable`): one wording for both.
  func receive(
    _ expected: Action, matching matches: (Action) -> Bool, expectation: String,
    timeout: Duration?, update: ((inout State) throws -> Void)?, location: IssueLocation
  ) async {
    await receiveAction(
      matching: matches,
      expectation: expectation,
      notReceived: """
        Expected to receive the following action, but didn't: …

        \(customDump(expected).indented)
        """,
      mismatch: { received in
        """
        Received unexpected action: …

        \((diff(expected, received) ?? "").indented)

        (Expected: -, Received: +)
        """
      },
      timeout: timeout, update: update, location: location)
  }

  func receiveAction(
    matching predicate: (Action) -> Bool,
    expectation: String,
    notReceived: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: IssueLocation
  ) async {
    beginStep(at: location)
    let timeout = timeout ?? self.timeout
    // Exhaustive: the next action, whatever it is. Non-exhaustive: the first matching one.
    func isReady() -> Bool {
      exhaustivity == .on
        ? !recorder.received.isEmpty : recorder.received.contains { predicate($0.action) }
    }
    _ = await activity.wait(until: .now + timeout) {
      isReady() || inFlightEffects.isEmpty
    }
    guard isReady() else {
      // Pending actions, if any, stay pending.
      fail(
        noActionMessage(expectation: expectation, notReceived: notReceived, timeout: timeout),
        at: location)
      return
    }
    let next: TestStoreRecorder<State, Action, Environment>.ReceivedAction
    if exhaustivity == .on {
      next = recorder.received.removeFirst()
      if predicate(next.action) {
        checkState(
          before: expectedState, after: next.state, checkpoint: next.checkpoint, update: update,
          at: location)
      } else {
        fail(mismatch(next.action), at: location)
      }
    } else {
      guard let index = recorder.received.firstIndex(where: { predicate($0.action) }) else {
        return
      }
      if index > 0 {
        showSkippedSteps(recorder.received[..<index], from: expectedState, at: location)
        expectedState = recorder.received[index - 1].state
      }
      next = recorder.received[index]
      recorder.received.removeFirst(index + 1)
      checkState(
        before: expectedState, after: next.state, checkpoint: next.checkpoint, update: update,
        at: location)
    }
    expectedState = next.state
    // Effects the received action started are reported at this line if they outlive the test.
    recorder.origins[next.tag]?.location = location
  }

  /// TCA's texts: with nothing in flight, the action can never arrive ("didn't"); with effects
  /// still running, the wait timed out ("received none after …"), and we say which are running.
  private func noActionMessage(
    expectation: String, notReceived: String, timeout: Duration
  ) -> String {
    let running = inFlightEffects
    guard !running.isEmpty else { return notReceived }
    let action = exhaustivity == .on ? "an action" : "a matching action"
    let advice = recorder.clockAdvice(for: running, before: "this receive").map { "\n\n" + $0 }
    return """
      Expected to receive \(action), but received none after \(timeout.formattedSeconds).

      Expected: \(expectation)

      \(recorder.describe(running))\(advice ?? "")
      """
  }
}

extension Duration {
  /// The duration as a test would write it: `.seconds(1)`, `.milliseconds(250)`, `.zero`.
  var swiftLiteral: String {
    let (seconds, attoseconds) = components
    if attoseconds == 0 { return seconds == 0 ? ".zero" : ".seconds(\(seconds))" }
    // Past about 292 years nanoseconds overflow: whole seconds are close enough there.
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow, scaled < Int64.max - 1_000_000_000 else { return ".seconds(\(seconds))" }
    let nanoseconds = scaled + attoseconds / 1_000_000_000
    if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }
}

extension Duration {
  /// "1.0 seconds", "0.25 seconds": how timeouts read in failure messages, as in TCA's.
  var formattedSeconds: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    return "\(Double(milliseconds) / 1000) seconds"
  }
}
