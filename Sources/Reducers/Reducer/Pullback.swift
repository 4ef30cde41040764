extension Reducer {
  /// Lifts this child reducer to work on a parent: it runs on the parent's state at `state`, on
  /// the parent actions that `action` extracts, with the environment derived by `environment`;
  /// its effects' actions are embedded back into parent actions.
  public func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CasePath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    let toChildState = UncheckedSendable(value: toChildState)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { state, action, environment in
      guard let childAction = toChildAction.extract(action) else { return .none }
      return run(&state[keyPath: toChildState.value], childAction, toChildEnvironment(environment))
        .map(toChildAction.embed)
    }
  }
}
