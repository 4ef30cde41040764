extension ReducerProtocol {
  /// Runs `child` on the optional child state at `state` before this reducer, and cancels the
  /// child's running effects when this reducer sets that state to `nil`, or, for an
  /// `Identifiable` child, to a child with another `id` (as TCA does: the new child does not
  /// receive the old one's answers).
  ///
  /// The result is one concrete type, specialised where it is used: a child action that starts
  /// no effect allocates nothing.
  @inlinable
  public func ifLet<Child: ReducerProtocol>(
    state toChildState: WritableKeyPath<State, Child.State?>,
    action toChildAction: CasePath<Action, Child.Action>,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> Child.Environment,
    then child: Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(
      parent: self, child: child, state: toChildState, action: toChildAction,
      environment: toChildEnvironment, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// A parent reducer with a child on optional state, made by
/// ``ReducerProtocol/ifLet(state:action:environment:then:fileID:filePath:line:column:)``:
/// the child's effects are cancelled when it goes away or is replaced by another.
public struct IfLetReducer<Parent: ReducerProtocol, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let parent: Parent
  @usableFromInline let child: OptionalReducer<Child>
  @usableFromInline let state: StatePath<Parent.State, Child.State?>
  @usableFromInline let action: CasePath<Parent.Action, Child.Action>
  @usableFromInline let environment: @Sendable (Parent.Environment) -> Child.Environment

  /// The id of the child's effects: where this `ifLet` is composed. Made when an effect needs
  /// it, from the location the child keeps for its reports: nothing more is stored or copied
  /// per action.
  @inlinable
  var effectsID: ChildEffectsID {
    ChildEffectsID(
      site: CompositionSite(
        fileID: child.fileID, line: child.line, column: child.column, state: state))
  }

  @inlinable
  init(
    parent: Parent, child: Child, state: WritableKeyPath<Parent.State, Child.State?>,
    action: CasePath<Parent.Action, Child.Action>,
    environment: @escaping @Sendable (Parent.Environment) -> Child.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.child = OptionalReducer(
      wrapped: child, asIfLet: true, fileID: fileID, filePath: filePath, line: line,
      column: column)
    self.state = StatePath(state)
    self.action = action
    self.environment = environment
  }

  /// Runs the child for its actions, then the parent; cancels the child's effects when the
  /// parent removed or replaced it.
  @inlinable @inline(__always)
  public func reduce(
    into parentState: inout Parent.State, action parentAction: Parent.Action,
    environment parentEnvironment: Parent.Environment
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = action.extract(from: parentAction) {
      let childEnvironment = environment(parentEnvironment)
      // The child inlined once: see `StatePath.modifyAtOffset`.
      let effect: Effect<Child.Action>
      if let atOffset = state.modifyAtOffset(
        &parentState,
        {
          child.reduce(into: &$0, action: childAction, environment: childEnvironment)
        })
      {
        effect = atOffset
      } else {
        effect = Self.reduceThroughKeyPath(
          child, state, &parentState, childAction, childEnvironment)
      }
      if !effect.isNone {
        childEffect = effect.map(action.embed).scoped(by: effectsID).cancellable(id: effectsID)
      }
    }
    let before = state.read(&parentState) { ChildSnapshot($0) }
    let parentEffect = parent.reduce(
      into: &parentState, action: parentAction, environment: parentEnvironment)
    guard state.read(&parentState, { before.isGone(from: $0) }) else {
      return childEffect.merge(with: parentEffect)
    }
    // The child is gone or replaced: its new effects never start (effects run as soon as
    // they are started), and the ones running are cancelled.
    return Effect<Parent.Action>.cancel(id: effectsID).merge(with: parentEffect)
  }
}

extension IfLetReducer {
  /// The child's part of ``reduce(into:action:environment:)`` for a state path that is a key
  /// path, out of line and given the parts it needs (as `PullbackReducer`'s).
  @inlinable @inline(never)
  static func reduceThroughKeyPath(
    _ child: OptionalReducer<Child>, _ state: StatePath<Parent.State, Child.State?>,
    _ parentState: inout Parent.State, _ childAction: Child.Action,
    _ childEnvironment: Child.Environment
  ) -> Effect<Child.Action> {
    state.modify(&parentState) {
      child.reduce(into: &$0, action: childAction, environment: childEnvironment)
    }
  }
}

/// The cancellation id of the effects of one `ifLet` child: where it is composed, so that the
/// same `ifLet` rebuilt in a `body` names the same effects.
@usableFromInline
struct ChildEffectsID: Hashable, Sendable, ChildEffectsGroupID {
  @usableFromInline let site: CompositionSite

  @inlinable
  init(site: CompositionSite) {
    self.site = site
  }
}
