extension ReducerProtocol {
  /// Lifts this child reducer to work on a parent: it runs on the parent's state at `state`, on
  /// the parent actions that `action` extracts, with the environment derived by `environment`;
  /// its effects' actions are embedded back into parent actions.
  ///
  /// The result is a value of a concrete generic type, so the compiler specialises the
  /// composition where it is used: an action costs a few inlined branches per level.
  @inlinable @inline(__always)
  public consuming func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CasePath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> PullbackReducer<Self, ParentState, ParentAction, ParentEnvironment> {
    PullbackReducer(
      child: self, state: StatePath(toChildState), action: toChildAction,
      environment: toChildEnvironment)
  }
}

/// A child reducer lifted into its parent by
/// ``ReducerProtocol/pullback(state:action:environment:)``.
public struct PullbackReducer<
  Child: ReducerProtocol, ParentState, ParentAction: Sendable, ParentEnvironment
>: ReducerProtocol {
  @usableFromInline let child: Child
  @usableFromInline let state: StatePath<ParentState, Child.State>
  @usableFromInline let action: CasePath<ParentAction, Child.Action>
  @usableFromInline let environment: @Sendable (ParentEnvironment) -> Child.Environment

  @inlinable @inline(__always)
  init(
    child: Child, state: StatePath<ParentState, Child.State>,
    action: CasePath<ParentAction, Child.Action>,
    environment: @escaping @Sendable (ParentEnvironment) -> Child.Environment
  ) {
    self.child = child
    self.state = state
    self.action = action
    self.environment = environment
  }

  /// Runs the child when `action` is one of its actions; anything else passes untouched.
  @inlinable @inline(__always)
  public func reduce(
    into parentState: inout ParentState, action parentAction: ParentAction,
    environment parentEnvironment: ParentEnvironment
  ) -> Effect<ParentAction> {
    guard let childAction = action.extract(from: parentAction) else { return .none }
    let childEnvironment = environment(parentEnvironment)
    // The child inlined once: see `StatePath.modifyAtOffset`.
    guard
      let effect = state.modifyAtOffset(
        &parentState,
        {
          child.reduce(into: &$0, action: childAction, environment: childEnvironment)
        })
    else {
      return Self.reduceThroughKeyPath(
        child, state, action.embed, &parentState, childAction, childEnvironment)
    }
    return effect.isNone ? .none : effect.map(action.embed)
  }

  /// ``reduce(into:action:environment:)`` for a state path that is a key path, out of line.
  /// Given the parts it needs rather than `self`: passing `self` kept this reducer's paths and
  /// closures in memory on the inline path too, where they were then called indirectly
  /// (`pullback-combine-10` 78 → 388 instructions per action in its `reduce`).
  @inlinable @inline(never)
  static func reduceThroughKeyPath(
    _ child: Child, _ state: StatePath<ParentState, Child.State>,
    _ embed: @escaping @Sendable (Child.Action) -> ParentAction,
    _ parentState: inout ParentState, _ childAction: Child.Action,
    _ childEnvironment: Child.Environment
  ) -> Effect<ParentAction> {
    let effect = state.modify(&parentState) {
      child.reduce(into: &$0, action: childAction, environment: childEnvironment)
    }
    return effect.isNone ? .none : effect.map(embed)
  }
}
