import Reducers

/// The effects one `TestStore` step started, and every effect they led to: cancel them, or
/// wait for them to finish.
public struct TestStoreTask: Sendable {
  let lineage: EffectLineage?
  let activity: ActivitySignal
  let timeout: Duration

  /// Cancels the effects (and those started by the actions they sent back) and waits, at most
  /// the store's timeout, for them to wind down.
  @MainActor
  public func cancel() async {
    guard let lineage else { return }
    lineage.cancel()
    _ = await activity.wait(until: .now + timeout) { lineage.runningCount == 0 }
  }

  /// Waits for the effects to finish; a failure if they are still running after `timeout`.
  @MainActor
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let lineage else { return }
    let finished = await activity.wait(until: .now + timeout) { lineage.runningCount == 0 }
    guard !finished else { return }
    let running = lineage.runningCount
    TestFailureReporting.report(
      TestFailure(
        message: """
          Expected the effects of this step to finish within \(timeout.formattedSeconds), but \
          \(running == 1 ? "1 of them is still running" : "\(running) of them are still running").
          """,
        location: .init(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Whether every effect has finished.
  public var isFinished: Bool { (lineage?.runningCount ?? 0) == 0 }

  /// Whether the effects were cancelled; also `true` when the step started none.
  public var isCancelled: Bool { lineage?.isCancelled ?? true }
}
