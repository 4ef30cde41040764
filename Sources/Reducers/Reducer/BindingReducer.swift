extension ReducerProtocol where Action: BindableAction, Action.State == State {
  /// Applies binding actions to the state, then runs this reducer, which may react to them.
  @inlinable
  public func binding() -> BindingReducer<Self> {
    BindingReducer(base: self)
  }
}

/// A reducer that applies ``BindingAction``s before its base runs, made by
/// ``ReducerProtocol/binding()``.
public struct BindingReducer<Base: ReducerProtocol>: ReducerProtocol
where Base.Action: BindableAction, Base.Action.State == Base.State {
  @usableFromInline let base: Base

  @inlinable
  init(base: Base) {
    self.base = base
  }

  /// Sets the bound field, then runs the base reducer.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Base.State, action: Base.Action, environment: Base.Environment
  ) -> Effect<Base.Action> {
    action.binding?.set(&state)
    return base.reduce(into: &state, action: action, environment: environment)
  }
}
