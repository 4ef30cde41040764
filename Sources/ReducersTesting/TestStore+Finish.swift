import Reducers
import ReducersDebugging

extension TestStore {
  /// Waits for every effect to finish, then checks that nothing was left unasserted.
  ///
  /// As in TCA, an exhaustive store fails here for effects still running after `timeout`
  /// ("Expected effects to finish"), then for each of them at the step that started it (naming
  /// the action that started it and its cancel id), for received actions never asserted, and
  /// for shared values changed after the step that last asserted them (by an effect, after its
  /// step returned) and never asserted since.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    let timeout = timeout ?? self.timeout
    _ = await activity.wait(until: .now + timeout) { inFlightEffects.isEmpty }
    let running = inFlightEffects
    if !running.isEmpty, exhaustivity != .on {
      showSkipped("Effects still in flight: \(recorder.describe(running))", at: location)
    } else if !running.isEmpty {
      // With effects asleep on a test clock, the advance that wakes them; one that sleeps again
      // after each wake-up (a timer) still needs cancelling, which the last paragraph says.
      let advice = recorder.clockAdvice(for: running, before: "this finish")
      let next =
        advice == nil
        ? """
        If an effect waits on a test clock, advance the clock past its sleeps; if it runs \
        until cancelled, send the action that cancels it, or cancel the task `send` returned.
        """
        : """
        An effect that sleeps again after each wake-up (a timer) runs until cancelled: send \
        the action that cancels it, or cancel the task `send` returned.
        """
      fail(
        """
        Expected effects to finish, but there are still effects in-flight after \
        \(timeout.formattedSeconds).

        \(recorder.describe(running))

        \(advice.map { $0 + "\n\n" } ?? "")\(next)
        """, at: location)
    }
    completeChecks(at: location)
  }

  /// Asserts nothing about the received actions not yet asserted: their state changes count
  /// as asserted, as if each had been received.
  ///
  /// With `strict`, having none to skip is a failure, so the call does not outlive its need.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    beginStep(at: location)
    if recorder.received.isEmpty {
      if strict { fail("There were no received actions to skip.", at: location) }
      return
    }
    skipReceived(at: location)
  }

  /// Stops tracking the effects still running, without cancelling them: they keep running, the
  /// actions they send can still be received, and the end of the test does not wait for them.
  ///
  /// With `strict`, having none to skip is a failure.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    beginStep(at: location)
    let running = inFlightEffects
    if running.isEmpty, strict {
      fail("There were no in-flight effects to skip.", at: location)
    }
    showSkipped("\(running.count) in-flight effect(s) skipped", at: location)
    forgottenEffects.formUnion(running.map(\.token))
  }

  func completeChecks(at location: IssueLocation) {
    isFinished = true
    let now = shared.checkpoint()
    let exhaustive = exhaustivity == .on
    recorder.completeChecks(
      running: runtime.runningEffects(), exhaustive: exhaustive,
      forgottenEffects: forgottenEffects,
      unassertedShared: exhaustive
        ? Self.unassertedSharedChanges(in: expectedState, tracker: shared, now: now) : nil,
      at: location, orElseAt: creationLocation)
    // Reported once: a step after `finish()` starts from the values as they are.
    shared.acceptChanges(at: now)
    forgottenEffects.removeAll()
  }
}
