import ReducersDebugging

extension ReducerProtocol {
  /// Runs the presented child `destination` builds on the state at `state` (a
  /// ``PresentationState``, `\.$destination`), for the ``PresentationAction``s of the case
  /// `action` constructs: TCA's `ifLet(\.$destination, action: \.destination) { … }`.
  ///
  /// The child runs first, then this reducer. On ``PresentationAction/dismiss`` this reducer
  /// sees the child's state one last time, then it becomes `nil`. Whenever the child goes away
  /// (dismissed, set to `nil`, or replaced by another case of an enum destination) its running
  /// effects are cancelled. Its effects can dismiss it with ``DismissEffect``.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, DestinationEnvironment, Destination>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    environment: @escaping @Sendable (Environment) -> DestinationEnvironment,
    @ReducerBuilder<DestinationState, DestinationAction, DestinationEnvironment>
    destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Destination.Environment == DestinationEnvironment
  {
    PresentationReducer(
      parent: self, destination: destination(), state: state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: environment, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a presented child that shares this reducer's environment, or needs none.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction, Environment>
    destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Destination.Environment == Environment
  {
    ifLet(
      state, action: action, environment: { $0 }, destination: destination, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// A parent with a presented child, made by
/// ``ReducerProtocol/ifLet(_:action:environment:destination:fileID:filePath:line:column:)``.
public struct PresentationReducer<Parent: ReducerProtocol, Destination: ReducerProtocol>:
  ReducerProtocol
{
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let state: StatePath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let action: CasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let environment: @Sendable (Parent.Environment) -> Destination.Environment
  /// The cancellation id of the child's effects: where it is composed, the same each time the
  /// parent's `body` is built, so that a dismissal finds the effects an earlier action started.
  @usableFromInline let effectsID: PresentationEffectsID
  @usableFromInline let location:
    (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  /// Whether any action the child sends dismisses it: an alert or a dialog (``EphemeralState``).
  @usableFromInline let dismissesWhenAnswered: Bool

  @inlinable
  init(
    parent: Parent, destination: Destination,
    state: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    action: CasePath<Parent.Action, PresentationAction<Destination.Action>>,
    environment: @escaping @Sendable (Parent.Environment) -> Destination.Environment,
    dismissesWhenAnswered: Bool = false,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.dismissesWhenAnswered = dismissesWhenAnswered
    self.parent = parent
    self.destination = destination
    let path = StatePath(state)
    self.state = path
    self.action = action
    self.environment = environment
    self.effectsID = PresentationEffectsID(
      site: CompositionSite(fileID: fileID, line: line, column: column, state: path))
    self.location = (fileID, filePath, line, column)
  }

  /// Runs the child for its actions, then the parent; dismisses on `.dismiss`; cancels the
  /// child's effects when it is gone or replaced.
  @inlinable
  public func reduce(
    into parentState: inout Parent.State, action parentAction: Parent.Action,
    environment parentEnvironment: Parent.Environment
  ) -> Effect<Parent.Action> {
    let presentationAction = action.extract(from: parentAction)
    let before = state.read(&parentState) { $0.wrappedValue.map(identity(of:)) }
    var childEffect = Effect<Parent.Action>.none
    switch presentationAction {
    case .presented(let childAction):
      let childEnvironment = environment(parentEnvironment)
      let effect = state.modify(&parentState) { presentation in
        presentation.wrappedValue.modifyIfPresent {
          destination.reduce(into: &$0, action: childAction, environment: childEnvironment)
        }
      }
      if let effect {
        if !effect.isNone {
          childEffect = effect.presented(by: action.embed).scoped(by: effectsID)
            .cancellable(id: effectsID)
        }
      } else {
        reportActionForNilState(
          childAction, asIfLet: true, fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column)
      }
    case .dismiss:
      if before == nil {
        reportDismissalOfAbsentState(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      }
    case nil:
      break
    }
    let parentEffect = parent.reduce(
      into: &parentState, action: parentAction, environment: parentEnvironment)
    let dismissed: Bool
    switch presentationAction {
    case .dismiss: dismissed = true
    // An alert or a dialog goes once answered: presented by itself, or as a case of an enum
    // destination (its identity then carries the alert's id above the case's tag).
    case .presented: dismissed = dismissesWhenAnswered || (before ?? 0) >> 32 != 0
    case nil: dismissed = false
    }
    if dismissed, let before,
      state.read(&parentState, { $0.wrappedValue.map(identity(of:)) == before })
    {
      // The parent has seen the dismissal (or the alert's answer); the child it dismissed goes
      // now (unless the parent already presented another one).
      state.modify(&parentState) { $0.wrappedValue = nil }
    }
    guard let before,
      state.read(&parentState, { $0.wrappedValue.map(identity(of:)) != before })
    else {
      return childEffect.merge(with: parentEffect)
    }
    return Effect<Parent.Action>.cancel(id: effectsID).merge(with: parentEffect)
  }
}

extension PresentationReducer {
  /// What makes the presented child the same one: ``presentationIdentity(_:)``, or for an alert
  /// or a dialog its `id`, new for each one made, so that an answer that presents another keeps
  /// it. For an enum destination whose case holds an alert, both: the case's tag in the low 32
  /// bits, the alert's `id` (never 0) above.
  @inlinable
  func identity(of state: Destination.State) -> UInt64 {
    guard dismissesWhenAnswered else {
      let tag = UInt64(presentationIdentity(state))
      guard let id = EphemeralCases.presentationID(in: state) else { return tag }
      return tag | max(id & 0xFFFF_FFFF, 1) << 32
    }
    return (state as? any EphemeralState)?.id.value ?? 0
  }
}

/// Reports a `.dismiss` for a child that is not presented, in TCA's words.
@usableFromInline
func reportDismissalOfAbsentState(
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    "An \"ifLet\" at \"\(fileID):\(line)\" received a presentation action when destination "
      + "state was absent: .dismiss",
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// What makes a presented child the same one: for an enum destination, its case (presenting
/// another case replaces the child); otherwise presence alone.
@usableFromInline
func presentationIdentity<State>(_ state: State) -> UInt32 {
  guard let metadata = EnumMetadata(State.self) else { return 0 }
  let caseCount = metadata.payloadCaseCount + metadata.emptyCaseCount
  return withUnsafePointer(to: state) {
    metadata.tag(of: UnsafeRawPointer($0), caseCount: caseCount)
  }
}

/// The cancellation id of a presented child's effects: where it is composed.
@usableFromInline
struct PresentationEffectsID: Hashable, Sendable, ChildEffectsGroupID {
  @usableFromInline let site: CompositionSite

  @inlinable
  init(site: CompositionSite) {
    self.site = site
  }
}

extension Effect {
  /// This child effect in its parent: each action embedded as `.presented`, and
  /// ``DismissEffect`` bound to send the parent `.dismiss` while its work runs.
  @usableFromInline
  func presented<ParentAction: Sendable>(
    by embed: @escaping @Sendable (PresentationAction<Action>) -> ParentAction
  ) -> Effect<ParentAction> {
    dismissible(embed: { embed(.presented($0)) }, dismissal: { send in { send(embed(.dismiss)) } })
  }
}
