/// A root store's reducer with its environment, behind one reference: the store's reduce
/// closure captures only this, so an action reads the composed tree in place instead of
/// copying it (a deep composition is hundreds of bytes of paths and closures).
@usableFromInline
final class BoundReducer<R: ReducerProtocol> {
  @usableFromInline let reducer: R
  @usableFromInline let environment: R.Environment

  @inlinable
  init(_ reducer: R, environment: R.Environment) {
    self.reducer = reducer
    self.environment = environment
  }

  @inlinable
  func reduce(_ state: inout R.State, _ action: R.Action) -> Effect<R.Action> {
    reducer.reduce(into: &state, action: action, environment: environment)
  }
}
