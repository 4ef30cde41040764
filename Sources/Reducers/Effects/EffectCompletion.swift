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
