import Reducers

extension TestStore {
  /// Waits for every effect to finish, then checks that nothing was left unasserted: a
  /// failure for each effect still running (at the step that started it) and for received
  /// actions never asserted.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await waitUntil(deadline: .now + (timeout ?? self.timeout)) { inFlight.isEmpty }
    completeChecks(at: location)
  }

  /// Forgets the received actions not yet asserted.
  ///
  /// With `strict`, having none to skip is a failure, so the call does not outlive its need.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.megaYield()
    if received.isEmpty, strict {
      fail(
        "There were no received actions to skip.",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    received.removeAll()
    assertedState = liveState
  }

  /// Cancels the effects still running and forgets them.
  ///
  /// With `strict`, having none to skip is a failure.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.megaYield()
    if inFlight.isEmpty, strict {
      fail(
        "There were no in-flight effects to skip.",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    let effects = inFlight.values.map(\.effect)
    inFlight.removeAll()
    for effect in effects { effect.task.cancel() }
  }

  func completeChecks(at location: SourceLocation) {
    isFinished = true
    if exhaustivity == .on {
      for effect in inFlight.values.sorted(by: { $0.effect.id < $1.effect.id }) {
        fail(
          """
          An effect returned for this action is still running. It must complete before the end \
          of the test.

          Make sure every effect the reducer returns for this action finishes: advance the test \
          clock past its sleeps, send the action that cancels it, or cancel the task `send` \
          returned.
          """, at: effect.location)
      }
      if !received.isEmpty {
        fail(
          """
          The store received \(received.count) unexpected action\(received.count == 1 ? "" : "s") \
          that \(received.count == 1 ? "was" : "were") never asserted: …

          Unhandled actions: \(customDump(received.map(\.action)))
          """, at: location)
      }
    }
    for effect in inFlight.values { effect.effect.task.cancel() }
    inFlight.removeAll()
    received.removeAll()
  }
}
