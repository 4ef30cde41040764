// The initialisers TCA users type first: no `environment:` when the feature needs none, and the
// reducer in a trailing closure (`Store(initialState: Feature.State()) { Feature() }`). Each
// forwards to the designated `init(initialState:reducer:environment:)`, which stays the one
// place the reducer is erased.

extension Store {
  /// A root store running `reducer`, a feature that needs no environment.
  @inlinable
  public convenience init<R: ReducerProtocol>(initialState: State, reducer: R)
  where R.State == State, R.Action == Action, R.Environment == Void {
    self.init(initialState: initialState, reducer: reducer, environment: ())
  }

  /// A root store running the reducer the trailing closure builds, with `environment`:
  /// `Store(initialState: App.State(), environment: .live) { App() }`.
  ///
  /// (`Environment` is a parameter of its own, read from `environment` before the closure is
  /// built: named `R.Environment`, the builder's type waited on `R`, which only the closure
  /// gives, and no call compiled: "generic parameter 'R' could not be inferred".)
  @inlinable
  public convenience init<R: ReducerProtocol, Environment>(
    initialState: State, environment: Environment,
    @ReducerBuilder<State, Action, Environment> reducer: () -> R
  ) where R.State == State, R.Action == Action, R.Environment == Environment {
    self.init(initialState: initialState, reducer: reducer(), environment: environment)
  }

  /// A root store running the reducer the trailing closure builds, for a feature that needs no
  /// environment: `Store(initialState: Counter.State()) { Counter() }`, as in TCA.
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: State, @ReducerBuilder<State, Action, Void> reducer: () -> R
  ) where R.State == State, R.Action == Action, R.Environment == Void {
    self.init(initialState: initialState, reducer: reducer(), environment: ())
  }
}
