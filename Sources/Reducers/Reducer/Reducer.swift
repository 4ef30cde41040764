/// A feature's logic as one closure: how an action changes the state, and which effects it
/// starts, given the feature's environment (its clients and clock).
///
/// ```swift
/// enum CounterAction: Sendable { case increment, decrement }
///
/// let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
///   switch action {
///   case .increment: count += 1
///   case .decrement: count -= 1
///   }
///   return .none
/// }
/// ```
///
/// It is the leaf of a composition, and the type-erased form of any composed reducer:
/// `Reducer(someComposedReducer)` hides the composed type behind one closure call.
///
/// Reducers compose: ``combine(_:_:)`` runs several on the same state,
/// ``ReducerProtocol/pullback(state:action:environment:)`` lifts a child's reducer into its
/// parent, and
/// ``ReducerProtocol/ifLet(state:action:environment:then:fileID:filePath:line:column:)``
/// and ``ReducerProtocol/forEach(state:action:environment:element:fileID:filePath:line:column:)``
/// run a child on optional or identified-collection state.
public struct Reducer<State, Action: Sendable, Environment>: ReducerProtocol {
  /// The reducer's function.
  public let run: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// A reducer from its function.
  @inlinable
  public init(_ reduce: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>) {
    self.run = reduce
  }

  /// `reducer` behind one closure: a composed tree stored or passed as one type, at the cost
  /// of one indirect call per action.
  @inlinable
  public init<R: ReducerProtocol>(_ reducer: R)
  where R.State == State, R.Action == Action, R.Environment == Environment {
    self.run = { state, action, environment in
      reducer.reduce(into: &state, action: action, environment: environment)
    }
  }

  /// A reducer that changes nothing and starts nothing.
  @inlinable
  public static var empty: Self {
    Self { _, _, _ in .none }
  }

  /// Calls the closure.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout State, action: Action, environment: Environment
  ) -> Effect<Action> {
    run(&state, action, environment)
  }
}
