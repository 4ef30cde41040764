import ReducersDebugging
import Synchronization

/// The `send` a `.run` effect's operation is given: it forwards to the store, and reports an
/// action sent after the operation returned (an escaped `send`), as TCA does.
///
/// One object per run, captured alone by the operation's `Send`, so that the `Send` needs no
/// allocation of its own.
final class EffectCompletion<Action: Sendable>: Sendable {
  private let completed = Atomic(false)
  private let storeSend: Send<Action>
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  init(
    send storeSend: Send<Action>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.storeSend = storeSend
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Marks the operation as returned.
  func complete() {
    completed.store(true, ordering: .releasing)
  }

  /// Handles an error the operation threw: `CancellationError`, and any error thrown once the
  /// effect was cancelled, end it quietly; others go to `handler`, or are reported as a
  /// programmer error. (Out of the operation's closure, so that this path does not enlarge the
  /// frame of every running effect.)
  nonisolated(nonsending) func fail(
    with error: any Error,
    handler: (nonisolated(nonsending) @Sendable (any Error, Send<Action>) async -> Void)?,
    send: Send<Action>
  ) async {
    // Cancellation often surfaces as a transport error; the effect was stopped on purpose.
    if error is CancellationError || Task.isCancelled { return }
    guard let handler else {
      reportIssue(
        """
        An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error. …

        \(customDump(error).indented(by: 4))

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await handler(error, send)
  }

  /// Sends `action` to the store; reports it first if the operation has returned.
  @MainActor
  func send(_ action: Action) {
    if completed.load(ordering: .acquiring) {
      reportActionAfterCompletion(
        action, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    storeSend.send(action)
  }
}
