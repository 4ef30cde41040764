extension Reducer {
  /// Lifts this child reducer to work on a parent: it runs on the parent's state at `state`, on
  /// the parent actions that `action` extracts, with the environment derived by `environment`;
  /// its effects' actions are embedded back into parent actions.
  ///
  /// Inlinable, so that the composition is specialised for the feature's types where it is
  /// built: an action then costs a few direct calls per level, with no runtime type lookups.
  @inlinable
  public func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CasePath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
    let child = run
    let extract = toChildAction.extract
    let embed = toChildAction.embed
    let childState = StatePath(toChildState)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { state, action, environment in
      guard let childAction = extract(action) else { return .none }
      let childEnvironment = toChildEnvironment(environment)
      let effect = childState.modify(&state) { child(&$0, childAction, childEnvironment) }
      return effect.isNone ? .none : effect.map(embed)
    }
  }
}
