extension Reducer {
  /// This reducer on optional state: it runs when the state is present.
  ///
  /// An action that arrives while the state is `nil` is a programmer error (usually an effect
  /// outliving its screen): it is reported, and ignored.
  public func optional(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Reducer<State?, Action, Environment> {
    Reducer<State?, Action, Environment> { state, action, environment in
      guard let effect = state.modifyIfPresent({ run(&$0, action, environment) }) else {
        reportIssue(
          """
          An action was sent to an optional reducer while its state was nil: \(action)

          Make sure the state is set before sending the action, and that `ifLet` is used so \
          that the child's effects are cancelled when its state goes away.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return .none
      }
      return effect
    }
  }

  /// Runs `child` on the optional child state at `state` before this reducer, and cancels the
  /// child's running effects when this reducer sets that state to `nil`.
  public func ifLet<ChildState, ChildAction: Sendable, ChildEnvironment>(
    state toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    then child: Reducer<ChildState, ChildAction, ChildEnvironment>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let effectsID = ChildEffectsID(reducer: makeReducerIdentity())
    let optionalChild = child.optional(fileID: fileID, filePath: filePath, line: line, column: column)
    let toChildState = UncheckedSendable(value: toChildState)
    return Self { state, action, environment in
      var childEffect = Effect<Action>.none
      if let childAction = toChildAction.extract(action) {
        childEffect = optionalChild.run(
          &state[keyPath: toChildState.value], childAction, toChildEnvironment(environment)
        )
        .map(toChildAction.embed)
        .scoped(by: effectsID)
        .cancellable(id: effectsID)
      }
      let wasPresent = state[keyPath: toChildState.value] != nil
      let parentEffect = run(&state, action, environment)
      guard wasPresent, state[keyPath: toChildState.value] == nil else {
        return childEffect.merge(with: parentEffect)
      }
      // The child is gone: its new effects never start (effects run as soon as they are
      // started), and the ones running are cancelled.
      return Effect<Action>.cancel(id: effectsID).merge(with: parentEffect)
    }
  }
}

/// The cancellation id of the effects of one `ifLet` child.
struct ChildEffectsID: Hashable, Sendable {
  let reducer: Int
}
