/// Sends actions from an effect back into the store that started it.
///
/// Call it like a function: `await send(.loaded(result))`. Once the effect's task is cancelled,
/// actions are dropped, so a cancelled request never reports a late result.
public struct Send<Action: Sendable>: Sendable {
  @usableFromInline
  let send: @MainActor @Sendable (Action) -> Void

  /// A `Send` that hands each action to `send`: only the runtime (and `ReducersTesting`) makes
  /// one, for the effects it starts.
  @usableFromInline
  package init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` unless the current task has been cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
