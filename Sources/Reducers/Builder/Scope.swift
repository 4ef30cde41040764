/// A child feature run on a part of its parent: TCA's `Scope`, for a reducer builder.
///
/// ```swift
/// struct Search: ReducerProtocol {
///   struct State: Equatable { var query = "" }
///   enum Action: Sendable { case queryChanged(String) }
///   struct Environment: Sendable { var limit = 10 }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action, _ in
///       switch action {
///       case .queryChanged(let query):
///         state.query = query
///         return .none
///       }
///     }
///   }
/// }
///
/// struct App: ReducerProtocol {
///   struct State: Equatable { var search = Search.State() }
///   enum Action: Sendable { case search(Search.Action) }
///   struct Environment: Sendable { var search = Search.Environment() }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.search, action: Action.search, environment: \.search) {
///       Search()
///     }
///   }
/// }
/// ```
///
/// The child runs on the parent's state at `state`, on the parent actions in the case `action`
/// constructs (its case path is derived from that constructor), with the environment
/// `environment` derives; leave `environment:` out when the child's environment is the parent's
/// or `Void`. It is ``ReducerProtocol/pullback(state:action:environment:)`` written the other
/// way round, and costs the same.
public struct Scope<
  ParentState, ParentAction: Sendable, ParentEnvironment, Child: ReducerProtocol
>: ReducerProtocol {
  @usableFromInline let pullback:
    PullbackReducer<Child, ParentState, ParentAction, ParentEnvironment>

  /// The child built by `child`, on the state at `state`, for the actions of the case that
  /// `action` constructs, with the environment `environment` derives.
  @inlinable @inline(__always)
  public init<ChildState, ChildAction, ChildEnvironment>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
  where
    ChildState == Child.State, ChildAction == Child.Action,
    ChildEnvironment == Child.Environment
  {
    self.init(
      state: toChildState,
      action: CasePath(
        toChildAction, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: toChildEnvironment, child: child)
  }

  /// The child built by `child`, for the actions `action` extracts: a case path written out.
  @inlinable @inline(__always)
  public init<ChildState, ChildAction, ChildEnvironment>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> child: () -> Child
  )
  where
    ChildState == Child.State, ChildAction == Child.Action,
    ChildEnvironment == Child.Environment
  {
    pullback = child().pullback(
      state: toChildState, action: toChildAction, environment: toChildEnvironment)
  }

  /// Runs the child for its actions; anything else passes untouched.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout ParentState, action: ParentAction, environment: ParentEnvironment
  ) -> Effect<ParentAction> {
    pullback.reduce(into: &state, action: action, environment: environment)
  }
}

extension Scope where Child.Environment == ParentEnvironment {
  /// A child that shares its parent's environment, or needs none (the builder adapts it:
  /// `EnvironmentFreeReducer`).
  @inlinable @inline(__always)
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction, ParentEnvironment> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, environment: { $0 }, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension ReducerProtocol {
  /// Lifts this child reducer into a parent for the actions of the case `action` constructs
  /// (`AppAction.search`): its case path is derived from the constructor.
  @inlinable @inline(__always)
  public consuming func pullback<ParentState, ParentAction: Sendable, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: @escaping @Sendable (Action) -> ParentAction,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PullbackReducer<Self, ParentState, ParentAction, ParentEnvironment> {
    pullback(
      state: toChildState,
      action: CasePath(
        toChildAction, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: toChildEnvironment)
  }
}
