import ReducersDebugging

extension Reducer {
  /// This reducer on optional state: it runs when the state is present.
  ///
  /// An action that arrives while the state is `nil` is a programmer error (usually an effect
  /// outliving its screen): it is reported, and ignored.
  @inlinable
  public func optional(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Reducer<State?, Action, Environment> {
    optional(asIfLet: false, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `optional()`, reporting an action on `nil` state as `optional` or as `ifLet` does.
  @inlinable
  func optional(
    asIfLet: Bool, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Reducer<State?, Action, Environment> {
    let run = run
    return Reducer<State?, Action, Environment> { state, action, environment in
      guard let effect = state.modifyIfPresent({ run(&$0, action, environment) }) else {
        reportActionForNilState(
          action, asIfLet: asIfLet, fileID: fileID, filePath: filePath, line: line,
          column: column)
        return .none
      }
      return effect
    }
  }

  /// Runs `child` on the optional child state at `state` before this reducer, and cancels the
  /// child's running effects when this reducer sets that state to `nil`.
  ///
  /// Inlinable, so that it is specialised for the feature's types where it is built: a child
  /// action that starts no effect allocates nothing.
  @inlinable
  public func ifLet<ChildState, ChildAction: Sendable, ChildEnvironment>(
    state toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    then child: Reducer<ChildState, ChildAction, ChildEnvironment>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    ifLet(
      state: toChildState, action: toChildAction, environment: toChildEnvironment, then: child,
      identity: { _ in AnyChild() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs `child` on the optional child state at `state` before this reducer, and cancels the
  /// child's running effects when this reducer sets that state to `nil` or to a child with
  /// another `id` (as TCA does: the new child does not receive the old one's answers).
  @inlinable
  public func ifLet<ChildState: Identifiable, ChildAction: Sendable, ChildEnvironment>(
    state toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    then child: Reducer<ChildState, ChildAction, ChildEnvironment>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self where ChildState: SendableMetatype, ChildState.ID: SendableMetatype {
    ifLet(
      state: toChildState, action: toChildAction, environment: toChildEnvironment, then: child,
      identity: { $0.id },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `ifLet`, cancelling the child's effects when its `identity` changes or it goes away.
  @inlinable
  func ifLet<ChildState, ChildAction: Sendable, ChildEnvironment, Identity: Equatable>(
    state toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    then child: Reducer<ChildState, ChildAction, ChildEnvironment>,
    identity: @escaping @Sendable (ChildState) -> Identity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Self where Identity: SendableMetatype {
    let effectsID = ChildEffectsID(reducer: makeReducerIdentity())
    let optionalChild = child.optional(
      asIfLet: true, fileID: fileID, filePath: filePath, line: line, column: column
    ).run
    let parent = run
    let extract = toChildAction.extract
    let embed = toChildAction.embed
    let childState = StatePath(toChildState)
    return Self { state, action, environment in
      var childEffect = Effect<Action>.none
      if let childAction = extract(action) {
        let childEnvironment = toChildEnvironment(environment)
        let effect = childState.modify(&state) {
          optionalChild(&$0, childAction, childEnvironment)
        }
        if !effect.isNone {
          childEffect = effect.map(embed).scoped(by: effectsID).cancellable(id: effectsID)
        }
      }
      let before = childState.read(&state) { $0.map(identity) }
      let parentEffect = parent(&state, action, environment)
      guard let before, childState.read(&state, { $0.map(identity) != before }) else {
        return childEffect.merge(with: parentEffect)
      }
      // The child is gone or replaced: its new effects never start (effects run as soon as
      // they are started), and the ones running are cancelled.
      return Effect<Action>.cancel(id: effectsID).merge(with: parentEffect)
    }
  }
}

/// The identity of a child that is not `Identifiable`: every present child is the same one.
@usableFromInline
struct AnyChild: Equatable, Sendable {
  @inlinable
  init() {}
}

/// Reports an action that reached an optional reducer while its state was `nil`, in TCA's words.
@usableFromInline
func reportActionForNilState(
  _ action: some Sendable, asIfLet: Bool,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let heading =
    asIfLet
    ? "An \"ifLet\" at \"\(fileID):\(line)\" received a child action when child state was \"nil\"."
    : "An \"optional\" reducer at \"\(fileID):\(line)\" received an action when state was \"nil\"."
  reportIssue(
    """
    \(heading) …

      Action:
    \(customDump(action).indented(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set the state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets it to "nil" (`ifLet` runs the child first).

    • An in-flight effect sent this action after the state became "nil". `ifLet` cancels the \
    child's effects when the parent sets its state to "nil"; an effect started elsewhere must be \
    cancelled before the state goes away.

    • This action was sent to the store while the state was "nil". Send child actions only while \
    the child state is present.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The cancellation id of the effects of one `ifLet` child.
@usableFromInline
struct ChildEffectsID: Hashable, Sendable {
  @usableFromInline let reducer: Int

  @inlinable
  init(reducer: Int) {
    self.reducer = reducer
  }
}
