public import Reducers

// As `Store+Initializers.swift` in Reducers: no `environment:` for a feature that needs none,
// and the reducer in a trailing closure, as TCA's `TestStore(initialState:reducer:)` reads.

extension TestStore where Environment == Void {
  /// A test store running `reducer`, a feature that needs no environment.
  public convenience init<R: ReducerProtocol>(
    initialState: State, reducer: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action, R.Environment == Void {
    self.init(
      initialState: initialState, reducer: reducer, environment: (),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A test store running the reducer the trailing closure builds, for a feature that needs no
  /// environment: `TestStore(initialState: Counter.State()) { Counter() }`.
  public convenience init<R: ReducerProtocol>(
    initialState: State,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    @ReducerBuilder<State, Action, Void> reducer: () -> R
  ) where R.State == State, R.Action == Action, R.Environment == Void {
    self.init(
      initialState: initialState, reducer: reducer(), environment: (),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// A test store running the reducer the trailing closure builds, with `environment`:
  /// `TestStore(initialState: Search.State(), environment: env) { Search() }`.
  public convenience init<R: ReducerProtocol>(
    initialState: State, environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    @ReducerBuilder<State, Action, Environment> reducer: () -> R
  ) where R.State == State, R.Action == Action, R.Environment == Environment {
    self.init(
      initialState: initialState, reducer: reducer(), environment: environment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
