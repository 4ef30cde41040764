extension Effect {
  /// The same work, with every action it sends transformed, e.g. embedded in a parent action.
  @inlinable
  public func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return Effect<NewAction>(.send(transform(action)))
    case .run(let priority, let operation):
      return Effect<NewAction>(
        .run(priority) { send in
          await operation(Send { action in send(transform(action)) })
        })
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(
        .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let ids):
      return Effect<NewAction>(.cancel(ids))
    case .scoped(let scope, let effect):
      return Effect<NewAction>(.scoped(scope, effect.map(transform)))
    case .withRuntime(let build):
      return Effect<NewAction>(
        .withRuntime { runtime, scope in build(runtime, scope).map(transform) })
    }
  }
}
