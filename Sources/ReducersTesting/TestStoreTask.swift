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

  /// Waits for the effects to finish; a failure if they are still running after `timeout`
  /// (by default the test store's ``TestStore/timeout``, as in TCA).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let lineage else { return }
    let timeout = timeout ?? self.timeout
    let finished = await activity.wait(until: .now + timeout) { lineage.runningCount == 0 }
    guard !finished else { return }
    let running = lineage.runningCount
    TestFailureReporting.report(
      TestFailure(
        message: """
          Expected task to finish, but it is still in-flight after \(timeout.formattedSeconds).

          \(running == 1 ? "1 effect is" : "\(running) effects are") still running. If it waits \
          on a test clock, advance the clock past its sleeps.
          """,
        location: .init(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Whether every effect has finished.
  public var isFinished: Bool { (lineage?.runningCount ?? 0) == 0 }

  /// Whether the effects were cancelled; also `true` when the step started none.
  public var isCancelled: Bool { lineage?.isCancelled ?? true }
}
