import ReducersDebugging

extension ReducerProtocol {
  /// Runs the screen reducer `destination` builds on each screen of the navigation stack at
  /// `state`, for the ``StackAction``s of the case `action` constructs: TCA's
  /// `.forEach(\.path, action: \.path) { Path() }`.
  ///
  /// - ``StackAction/element(id:action:)``: the screen runs first, then this reducer. An action
  ///   for a screen the stack no longer holds is a programmer error: reported, and ignored.
  /// - ``StackAction/push(id:state:)``: the screen is pushed, then this reducer runs. Pushing
  ///   an id the stack holds is reported, and ignored.
  /// - ``StackAction/popFrom(id:)``: this reducer runs (the screens are still there), then they
  ///   are popped. Popping an id the stack does not hold is reported.
  ///
  /// Whenever a screen leaves the stack (popped by an action, or removed by this reducer), its
  /// running effects are cancelled, and effects it returned on its way out never start. A
  /// screen's effects can pop it (and the screens above it) with ``DismissEffect``: the same
  /// `dismiss` that dismisses a presented child.
  @inlinable
  public func forEach<
    DestinationState, DestinationAction, DestinationEnvironment, Destination: ReducerProtocol
  >(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
    environment: @escaping @Sendable (Environment) -> DestinationEnvironment,
    @ReducerBuilder<DestinationState, DestinationAction, DestinationEnvironment>
    destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Destination.Environment == DestinationEnvironment
  {
    StackReducer(
      parent: self, destination: destination(), state: state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: environment, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `forEach` over a stack whose screens share this reducer's environment, or need none.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: ReducerProtocol>(
    _ state: WritableKeyPath<State, StackState<DestinationState>>,
    action: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction, Environment>
    destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Destination.Environment == Environment
  {
    forEach(
      state, action: action, environment: { $0 }, destination: destination, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// A parent with a navigation stack, made by
/// ``ReducerProtocol/forEach(_:action:environment:destination:fileID:filePath:line:column:)``.
public struct StackReducer<Parent: ReducerProtocol, Destination: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let state: StatePath<Parent.State, StackState<Destination.State>>
  @usableFromInline let action:
    CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let environment: @Sendable (Parent.Environment) -> Destination.Environment
  @usableFromInline let location:
    (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  @inlinable
  init(
    parent: Parent, destination: Destination,
    state: WritableKeyPath<Parent.State, StackState<Destination.State>>,
    action: CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>,
    environment: @escaping @Sendable (Parent.Environment) -> Destination.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.destination = destination
    self.state = StatePath(state)
    self.action = action
    self.environment = environment
    self.location = (fileID, filePath, line, column)
  }

  /// Where this `forEach` is composed: with a screen's id, what names that screen's effects.
  @inlinable
  var site: CompositionSite {
    CompositionSite(
      fileID: location.fileID, line: location.line, column: location.column, state: state)
  }

  /// Runs the screen for its actions, then the parent; pushes and pops; cancels the effects of
  /// the screens that left.
  @inlinable
  public func reduce(
    into parentState: inout Parent.State, action parentAction: Parent.Action,
    environment parentEnvironment: Parent.Environment
  ) -> Effect<Parent.Action> {
    let idsBefore = state.read(&parentState) { $0.ids }
    var screenEffect = Effect<Parent.Action>.none
    var screenID: StackElementID?
    let parentEffect: Effect<Parent.Action>
    switch action.extract(from: parentAction) {
    case .element(let id, let screenAction):
      screenID = id
      let screenEnvironment = environment(parentEnvironment)
      let effect = state.modify(&parentState) { stack -> Effect<Destination.Action>? in
        guard let index = stack.ids.firstIndex(of: id) else { return nil }
        return destination.reduce(
          into: &stack.elements[index], action: screenAction, environment: screenEnvironment)
      }
      if let effect {
        if !effect.isNone {
          let embed = action.embed
          let effectsID = ElementEffectsID(site: site, element: id)
          screenEffect = effect.dismissible(
            embed: { embed(.element(id: id, action: $0)) },
            dismissal: { send in { send(embed(.popFrom(id: id))) } }
          )
          .scoped(by: effectsID).cancellable(id: effectsID)
        }
      } else {
        reportMissingScreen(
          id, screenAction, idsBefore, fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column)
      }
      parentEffect = parent.reduce(
        into: &parentState, action: parentAction, environment: parentEnvironment)
    case .push(let id, let screen):
      if idsBefore.contains(id) {
        reportStackIssue(
          "received a \"push\" action for an element it already contains", id, idsBefore,
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      } else {
        state.modify(&parentState) { $0.insert(screen, id: id) }
      }
      parentEffect = parent.reduce(
        into: &parentState, action: parentAction, environment: parentEnvironment)
    case .popFrom(let id):
      parentEffect = parent.reduce(
        into: &parentState, action: parentAction, environment: parentEnvironment)
      if idsBefore.contains(id) {
        state.modify(&parentState) { $0.pop(from: id) }
      } else {
        reportStackIssue(
          "received a \"popFrom\" action for a missing element", id, idsBefore,
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      }
    case nil:
      parentEffect = parent.reduce(
        into: &parentState, action: parentAction, environment: parentEnvironment)
    }
    // O(1) while the ids share storage, which they do when nothing was pushed or popped.
    let idsAfter = state.read(&parentState) { $0.ids }
    guard idsAfter != idsBefore else {
      return screenEffect.merge(with: parentEffect)
    }
    let removed = idsBefore.filter { !idsAfter.contains($0) }
    let cancelRemoved = Effect<Parent.Action>.cancel(
      ids: removed.map { ElementEffectsID(site: site, element: $0) })
    // A screen popped by the very action it handled does not start what it returned.
    let screenRemoved = screenID.map { !idsAfter.contains($0) } ?? false
    return (screenRemoved ? cancelRemoved : cancelRemoved.merge(with: screenEffect))
      .merge(with: parentEffect)
  }
}

/// Reports an action for a screen the stack does not hold, in TCA's words.
@usableFromInline
func reportMissingScreen(
  _ id: StackElementID, _ screenAction: some Sendable, _ ids: [StackElementID],
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

      ID:
        \(id)
      Action:
    \(customDump(screenAction).indented(by: 4))
      Path IDs:
        \(ids)

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer popped the element with this ID before this reducer ran. This reducer \
    must run before any other reducer pops an element (`forEach` runs the element first).

    • An in-flight effect sent this action after the element was popped. `forEach` cancels the \
    effects of the elements that leave the stack; an effect started elsewhere must be cancelled \
    before the element is popped.

    • This action was sent to the store while its stack held no element with this ID.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports a push or a pop the stack cannot do, with the ids it holds.
@usableFromInline
func reportStackIssue(
  _ what: String, _ id: StackElementID, _ ids: [StackElementID],
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    A "forEach" at "\(fileID):\(line)" \(what).

      ID:
        \(id)
      Path IDs:
        \(ids)
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
