/// What every reducer is: a function from an action to a state change and the effects it
/// starts, given the feature's environment.
///
/// ``Reducer`` (one closure) is the leaf form and the type-erased form. The combinators
/// (``ReducerProtocol/pullback(state:action:environment:)``, ``Reducer/combine(_:_:)``,
/// ``ReducerProtocol/ifLet(state:action:environment:then:fileID:filePath:line:column:)-5x7ov``,
/// ``ReducerProtocol/forEach(state:action:environment:element:fileID:filePath:line:column:)``,
/// ``ReducerProtocol/optional(fileID:filePath:line:column:)``) return small generic values,
/// so a composed feature tree is one concrete type that the compiler specialises as a whole:
/// an action costs about what the same tree written as one nested `switch` costs.
///
/// Reducers are `Sendable`: features keep them in `static let`s, and stores run them from any
/// actor. Conform a type of your own when a feature's logic is better written as a method than as a
/// closure, or when its composition should be rebuilt (and so fully inlined) on every action.
public protocol ReducerProtocol<State, Action, Environment>: Sendable {
  /// The state this reducer changes.
  associatedtype State
  /// The actions it handles.
  associatedtype Action: Sendable
  /// The clients and clock its effects use.
  associatedtype Environment

  /// Changes `state` for `action`, and returns the effects to start.
  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action>
}
