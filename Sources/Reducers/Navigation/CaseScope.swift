import ReducersDebugging

// Scoping into one case of an enum of state: what a destination enum's reducer is made of
// (`Scope(case: State.edit, action: Action.edit) { EditFeature() }`, one per case), and
// `ifCaseLet` for a parent whose own state is an enum. The case is named by its constructor, as
// a case of actions is.

/// A child reducer run on one case of an enum of state: the child's state is read out of the
/// case, changed, and put back. Made by `Scope(case: State.edit, action: Action.edit)`.
///
/// An action for the child while the state is in another case is a programmer error: reported,
/// and ignored (TCA's `Scope` does the same).
public struct CaseReducer<Root, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let state: CasePath<Root, Child.State>
  @usableFromInline let child: Child
  @usableFromInline let location:
    (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  /// The operator the user wrote, named in the report of an action for another case.
  @usableFromInline let madeBy: StaticString

  @inlinable
  init(
    state: CasePath<Root, Child.State>, child: Child, madeBy: StaticString = "Scope",
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.state = state
    self.child = child
    self.madeBy = madeBy
    self.location = (fileID, filePath, line, column)
  }

  /// Runs the child on the case's payload, when the state is in that case.
  @inlinable
  public func reduce(
    into root: inout Root, action: Child.Action, environment: Child.Environment
  ) -> Effect<Child.Action> {
    guard var childState = state.extract(from: root) else {
      reportActionInOtherCase(
        action, root, what: "\(madeBy)", fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column)
      return .none
    }
    let effect = child.reduce(into: &childState, action: action, environment: environment)
    root = state.embed(childState)
    return effect
  }
}

extension Scope {
  // Labelled `case:`, not `state:` as TCA's is: a second `Scope(state:action:)` taking a
  // function made a mistake in a key-path `Scope` read as a mistake in this one. Given
  // `Scope(state: \.child, action: Action.child) { Other() }`, swiftc 6.3.1 scored this
  // overload's fixes 14 (the key path's root unknown, 1; the key path made a non-`Sendable`
  // function, 1; `Other.Action`, 12) and the key-path one's 24 (`Other.State` and
  // `Other.Action`, 12 each: a failed requirement in a builder method weighs 12), so the first
  // error was "converting non-Sendable function value to '@Sendable (Other.State) ->
  // Parent.State' may introduce data races" (`-Xfrontend -debug-constraints-on-line`).
  // `Tests/CompileFail/ChildOfAnotherStateType.swift` pins the builder's error instead.

  /// The child built by `child`, on the case of the parent's enum state that `case`
  /// constructs, for the actions of the case `action` constructs, with the environment
  /// `environment` derives: `Scope(case: State.edit, action: Action.edit) { EditFeature() }`.
  /// (`state:` takes a key path to a stored child.)
  @inlinable
  public init<ChildState, ChildAction, ChildEnvironment, Wrapped: ReducerProtocol>(
    case toChildState: @escaping @Sendable (ChildState) -> ParentState,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> child: () -> Wrapped,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
  where
    Child == CaseReducer<ParentState, Wrapped>, ChildState == Wrapped.State,
    ChildAction == Wrapped.Action, ChildEnvironment == Wrapped.Environment
  {
    let wrapped = child()
    self.init(
      state: \.self,
      action: CasePath(
        toChildAction, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: toChildEnvironment,
      child: {
        CaseReducer(
          state: CasePath(
            toChildState, fileID: fileID, filePath: filePath, line: line, column: column),
          child: wrapped, fileID: fileID, filePath: filePath, line: line, column: column)
      })
  }

  /// A child on a case of enum state that shares its parent's environment, or needs none.
  @inlinable
  public init<ChildState, ChildAction, Wrapped: ReducerProtocol>(
    case toChildState: @escaping @Sendable (ChildState) -> ParentState,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction, ParentEnvironment> child: () -> Wrapped,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
  where
    Child == CaseReducer<ParentState, Wrapped>, ChildState == Wrapped.State,
    ChildAction == Wrapped.Action, Wrapped.Environment == ParentEnvironment
  {
    self.init(
      case: toChildState, action: toChildAction, environment: { $0 }, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension ReducerProtocol {
  /// Runs the child `then` builds on the case of this reducer's enum state that `state`
  /// constructs, before this reducer, for the actions of the case `action` constructs: TCA's
  /// `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`. When this reducer moves the
  /// state to another case, the child's running effects are cancelled.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, CaseEnvironment, Case: ReducerProtocol>(
    _ state: @escaping @Sendable (CaseState) -> State,
    action: @escaping @Sendable (CaseAction) -> Action,
    environment: @escaping @Sendable (Environment) -> CaseEnvironment,
    @ReducerBuilder<CaseState, CaseAction, CaseEnvironment> then child: () -> Case,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfCaseLetReducer<Self, Case>
  where
    CaseState == Case.State, CaseAction == Case.Action, CaseEnvironment == Case.Environment
  {
    IfCaseLetReducer(
      parent: self, child: child(),
      state: CasePath(state, fileID: fileID, filePath: filePath, line: line, column: column),
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: environment, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `ifCaseLet` for a child that shares this reducer's environment, or needs none.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: ReducerProtocol>(
    _ state: @escaping @Sendable (CaseState) -> State,
    action: @escaping @Sendable (CaseAction) -> Action,
    @ReducerBuilder<CaseState, CaseAction, Environment> then child: () -> Case,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action, Case.Environment == Environment {
    ifCaseLet(
      state, action: action, environment: { $0 }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// A parent whose enum state has a child in one case, made by
/// ``ReducerProtocol/ifCaseLet(_:action:environment:then:fileID:filePath:line:column:)``.
public struct IfCaseLetReducer<Parent: ReducerProtocol, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let parent: Parent
  @usableFromInline let child: CaseReducer<Parent.State, Child>
  @usableFromInline let action: CasePath<Parent.Action, Child.Action>
  @usableFromInline let environment: @Sendable (Parent.Environment) -> Child.Environment

  @inlinable
  init(
    parent: Parent, child: Child, state: CasePath<Parent.State, Child.State>,
    action: CasePath<Parent.Action, Child.Action>,
    environment: @escaping @Sendable (Parent.Environment) -> Child.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.child = CaseReducer(
      state: state, child: child, madeBy: "ifCaseLet", fileID: fileID, filePath: filePath,
      line: line, column: column)
    self.action = action
    self.environment = environment
  }

  /// The id of the child's effects: where this `ifCaseLet` is composed.
  @inlinable
  var effectsID: ChildEffectsID {
    ChildEffectsID(
      site: CompositionSite(
        fileID: child.location.fileID, line: child.location.line,
        column: child.location.column, state: StatePath(\Parent.State.self)))
  }

  /// Runs the child for its actions, then the parent; cancels the child's effects when the
  /// parent moved the state out of the child's case.
  @inlinable
  public func reduce(
    into state: inout Parent.State, action parentAction: Parent.Action,
    environment parentEnvironment: Parent.Environment
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = action.extract(from: parentAction) {
      let effect = child.reduce(
        into: &state, action: childAction, environment: environment(parentEnvironment))
      if !effect.isNone {
        childEffect = effect.map(action.embed).scoped(by: effectsID).cancellable(id: effectsID)
      }
    }
    let wasInCase = child.state.matches(state)
    let parentEffect = parent.reduce(
      into: &state, action: parentAction, environment: parentEnvironment)
    guard wasInCase, !child.state.matches(state) else {
      return childEffect.merge(with: parentEffect)
    }
    return Effect<Parent.Action>.cancel(id: effectsID).merge(with: parentEffect)
  }
}

/// Reports a child action that arrived while its state was in another case, in TCA's words.
@usableFromInline
func reportActionInOtherCase(
  _ action: some Sendable, _ state: Any, what: String,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let article = what.first.map { "aeiou".contains($0) } == true ? "An" : "A"
  reportIssue(
    """
    \(article) "\(what)" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case. …

      Action:
    \(customDump(action).indented(by: 4))
      State:
    \(customDump(state).indented(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set the state to a different case before this reducer ran. This reducer \
    must run before any other reducer sets child state to a different case.

    • An in-flight effect emitted this action when child state was in another case. Cancel such \
    an effect when the state leaves the case.

    • This action was sent to the store while state was another case.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
