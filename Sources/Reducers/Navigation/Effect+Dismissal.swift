extension Effect {
  /// This child effect in its parent: each action embedded by `embed`, and the work of every
  /// `.run` done with ``DismissEffect`` bound to what `dismissal` makes of the effect's `send`.
  ///
  /// One transform for every way a child is shown (a presented destination, a screen of a
  /// stack, the root of a `TestStore`): the nearest one wins, since a binding made for a child
  /// is made inside the bindings of its ancestors.
  @usableFromInline
  func dismissible<ParentAction: Sendable>(
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissal: @escaping @Sendable (Send<ParentAction>) -> @MainActor @Sendable () -> Void
  ) -> Effect<ParentAction> {
    switch operation {
    case .run(let priority, let work):
      return Effect<ParentAction>(
        .run(priority) { send in
          await DismissEffect.$current.withValue(DismissEffect.Dismissal(dismissal(send))) {
            await work(Send { action in send(embed(action)) })
          }
        })
    case .merge(let effects):
      return Effect<ParentAction>(
        .merge(effects.map { $0.dismissible(embed: embed, dismissal: dismissal) }))
    case .concatenate(let effects):
      return Effect<ParentAction>(
        .concatenate(effects.map { $0.dismissible(embed: embed, dismissal: dismissal) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<ParentAction>(
        .cancellable(
          id: id, cancelInFlight: cancelInFlight,
          effect.dismissible(embed: embed, dismissal: dismissal)))
    case .scoped(let scope, let effect):
      return Effect<ParentAction>(
        .scoped(scope, effect.dismissible(embed: embed, dismissal: dismissal)))
    case .withRuntime(let build):
      return Effect<ParentAction>(
        .withRuntime { runtime, scope in
          build(runtime, scope).dismissible(embed: embed, dismissal: dismissal)
        })
    case .none, .send, .cancel:
      return map(embed)
    }
  }
}
