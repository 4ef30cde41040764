/// A feature's logic: how an action changes the state, and which effects it starts, given the
/// feature's environment (its clients and clock).
///
/// ```swift
/// let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
///   switch action {
///   case .increment: count += 1
///   case .decrement: count -= 1
///   }
///   return .none
/// }
/// ```
///
/// Reducers compose: ``combine(_:)-(...)`` runs several on the
/// same state, ``pullback(state:action:environment:)`` lifts a child's reducer into its parent,
/// and ``ifLet(state:action:environment:then:fileID:filePath:line:column:)-74utu`` and
/// ``forEach(state:action:environment:element:fileID:filePath:line:column:)`` run a child on
/// optional or identified-collection state.
public struct Reducer<State, Action: Sendable, Environment>: Sendable {
  /// The reducer's function.
  public let run: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// A reducer from its function.
  @inlinable
  public init(_ reduce: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>) {
    self.run = reduce
  }

  /// A reducer that changes nothing and starts nothing.
  @inlinable
  public static var empty: Self {
    Self { _, _, _ in .none }
  }
}
