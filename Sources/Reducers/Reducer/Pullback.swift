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
    let step = PullbackStep(
      child: run, state: StatePath(toChildState), action: toChildAction,
      environment: toChildEnvironment)
    return Reducer<ParentState, ParentAction, ParentEnvironment> { state, action, environment in
      step.run(&state, action, environment)
    }
  }
}

/// What one `pullback` level holds, in one object: the reducer's closure captures only this
/// reference, so calling it unpacks nothing it does not use.
@usableFromInline
final class PullbackStep<
  State, Action: Sendable, Environment, ParentState, ParentAction: Sendable, ParentEnvironment
>: Sendable {
  @usableFromInline let child: @Sendable (inout State, Action, Environment) -> Effect<Action>
  @usableFromInline let state: StatePath<ParentState, State>
  @usableFromInline let extract: @Sendable (ParentAction) -> Action?
  @usableFromInline let embed: @Sendable (Action) -> ParentAction
  @usableFromInline let environment: @Sendable (ParentEnvironment) -> Environment

  @inlinable
  init(
    child: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>,
    state: StatePath<ParentState, State>, action: CasePath<ParentAction, Action>,
    environment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) {
    self.child = child
    self.state = state
    self.extract = action.extract
    self.embed = action.embed
    self.environment = environment
  }

  @inlinable
  func run(
    _ parentState: inout ParentState, _ parentAction: ParentAction,
    _ parentEnvironment: ParentEnvironment
  ) -> Effect<ParentAction> {
    guard let action = extract(parentAction) else { return .none }
    let environment = environment(parentEnvironment)
    let effect = state.modify(&parentState) { child(&$0, action, environment) }
    return effect.isNone ? .none : effect.map(embed)
  }
}
