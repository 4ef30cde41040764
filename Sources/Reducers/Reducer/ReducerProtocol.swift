/// What every reducer is: a function from an action to a state change and the effects it
/// starts, given the feature's environment.
///
/// A reducer either implements ``reduce(into:action:environment:)``, or describes itself as a
/// composition in ``body`` (as TCA's `Reducer` protocol does), whose reducers a
/// ``ReducerBuilder`` runs in order:
///
/// ```swift
/// struct Counter: ReducerProtocol {
///   struct State: Equatable { var count = 0 }
///   enum Action: Sendable { case increment }
///
///   func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
/// }
///
/// struct Counters: ReducerProtocol {
///   struct State: Equatable { var first = Counter.State(); var taps = 0 }
///   enum Action: Sendable { case first(Counter.Action) }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Scope(state: \.first, action: Action.first) { Counter() }
///     Reduce { state, _ in
///       state.taps += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// ``Reducer`` (one closure) is the leaf form and the type-erased form. The combinators
/// (``pullback(state:action:environment:)``, ``combine(_:_:)``,
/// ``ifLet(state:action:environment:then:fileID:filePath:line:column:)``,
/// ``forEach(state:action:environment:element:fileID:filePath:line:column:)``,
/// ``optional(fileID:filePath:line:column:)``) return small generic values, so a composition is
/// one concrete type that the compiler specialises as a whole. A `body` is rebuilt for every
/// action; where the optimiser inlines it, its paths and closures become constants. It does not
/// always: a ten-level tree of bodies costs about 20× the same tree written as one nested
/// `switch` (2,917 against 145 instructions per action, docs/benchmarks.md, issue 21). A
/// composition stored in a `let` is specialised too, but calls the closures it holds (case
/// paths, environments, leaf reducers) indirectly.
///
/// Reducers are `Sendable`: features keep them in `static let`s, and stores run them from any
/// actor.
public protocol ReducerProtocol<State, Action, Environment>: Sendable {
  /// The state this reducer changes.
  associatedtype State
  /// The actions it handles.
  associatedtype Action: Sendable
  /// The clients and clock its effects use.
  associatedtype Environment
  /// The composition this reducer is made of, or `Never` when it implements
  /// ``reduce(into:action:environment:)`` itself.
  associatedtype Body

  /// Changes `state` for `action`, and returns the effects to start.
  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action>

  /// This reducer as a composition of others: ``reduce(into:action:environment:)`` runs it.
  /// The reducers listed in it are combined by ``ReducerBuilder``.
  @ReducerBuilder<State, Action, Environment>
  var body: Body { get }
}

extension ReducerProtocol where Body == Never {
  /// A reducer that implements ``reduce(into:action:environment:)`` has no body; nothing in
  /// this library asks for it.
  public var body: Body {
    preconditionFailure("\(Self.self) implements reduce(into:action:environment:) and has no body")
  }
}

extension ReducerProtocol
where
  Body: ReducerProtocol, Body.State == State, Body.Action == Action,
  Body.Environment == Environment
{
  /// Runs ``body``: built anew for each action, and inlined where this reducer is specialised.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout State, action: Action, environment: Environment
  ) -> Effect<Action> {
    body.reduce(into: &state, action: action, environment: environment)
  }
}
