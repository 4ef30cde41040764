public import Reducers

extension TestStore where Action: Equatable {
  /// Waits for the next action an effect sends back, checks it is `expected`, then checks the
  /// state change it made like ``send(_:assert:fileID:filePath:line:column:)`` does.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expected },
      mismatch: { received in
        """
        Received unexpected action: …

        \((diff(expected, received) ?? "").indented)

        (Expected: -, Received: +)
        """
      },
      timeout: timeout, update: update,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Waits for the next action an effect sends back, checks it is in the case `casePath`
  /// names (for actions that are not `Equatable`), then checks the state change.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: { casePath.extract($0) != nil },
      mismatch: { received in
        """
        Received unexpected action: …

        \(customDump(received).indented)

        It is not in the expected case.
        """
      },
      timeout: timeout, update: update,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func receiveAction(
    matching predicate: (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    lastStepLocation = location
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now + timeout
    while true {
      // Nothing can arrive once no effect is in flight: fail at once instead of waiting.
      await waitUntil(deadline: deadline) { !received.isEmpty || inFlight.isEmpty }
      let hasMatch =
        exhaustivity == .on ? !received.isEmpty : received.contains { predicate($0.action) }
      if hasMatch { break }
      if !inFlight.isEmpty, ContinuousClock.now < deadline {
        // Non-exhaustive: the matching action may still come after the ones received.
        try? await Task.sleep(for: .microseconds(200))
        continue
      }
      fail(noActionMessage(timeout: timeout), at: location)
      return
    }
    let next: ReceivedAction
    if exhaustivity == .on {
      next = received.removeFirst()
      if !predicate(next.action) {
        fail(mismatch(next.action), at: location)
      } else {
        checkState(before: assertedState, after: next.state, update: update, at: location)
      }
    } else {
      guard let index = received.firstIndex(where: { predicate($0.action) }) else { return }
      if index > 0 {
        showSkipped(
          "Skipped receiving \(customDump(received[..<index].map(\.action)))", at: location)
      }
      next = received[index]
      received.removeFirst(index + 1)
      checkState(before: assertedState, after: next.state, update: update, at: location)
    }
    assertedState = next.state
    // Effects the received action started are reported at this line if they outlive the test.
    for effect in next.effects where inFlight[effect.id] != nil {
      inFlight[effect.id]?.location = location
    }
    await Task.megaYield()
  }

  private func noActionMessage(timeout: Duration) -> String {
    guard !inFlight.isEmpty else {
      return """
        Expected to receive an action, but received none.

        No effect is in flight, so none will arrive.
        """
    }
    let running = "\(inFlight.count) effect\(inFlight.count == 1 ? " is" : "s are") still in flight."
    return """
      Expected to receive an action, but received none after \(timeout.formattedSeconds).

      \(running)
      """
  }
}
