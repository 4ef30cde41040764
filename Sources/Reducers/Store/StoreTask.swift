/// The effects one `send` started: await them with ``finish()`` or stop them with ``cancel()``.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline
  let rawValue: Task<Void, Never>?

  @usableFromInline
  init(_ rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  @usableFromInline
  init(_ tasks: [Task<Void, Never>]) {
    switch tasks.count {
    case 0: self.init(nil)
    case 1: self.init(tasks[0])
    default:
      self.init(
        Task {
          await withTaskCancellationHandler {
            for task in tasks { await task.value }
          } onCancel: {
            for task in tasks { task.cancel() }
          }
        })
    }
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until every effect has finished; cancelling the waiting task cancels them.
  ///
  /// Runs on the caller's actor, so awaiting effects that have already finished costs no hop.
  public nonisolated(nonsending) func finish() async {
    guard let task = rawValue else { return }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Whether the effects were cancelled; also `true` when the action started none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
