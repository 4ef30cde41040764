// The trailing-closure forms TCA users write, `.ifLet(\.child, action: Action.child) { Child() }`
// and `.forEach(\.rows, action: Action.rows) { Row() }`, with the child's case path derived from
// its constructor. `environment:` is left out when the child's environment is the parent's or
// `Void`; the overload for both `Void` exists because the two others would both apply.

extension ReducerProtocol {
  /// Runs the child `then` builds on the optional state at `state` before this reducer, for the
  /// actions of the case `action` constructs; cancels its effects when this reducer sets the
  /// state to `nil`.
  @inlinable
  public func ifLet<ChildState, ChildAction, ChildEnvironment, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    ChildEnvironment == Child.Environment
  {
    ifLet(
      state: toChildState,
      action: CasePath(
        toChildAction, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: toChildEnvironment, then: child(), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// As above, for an `Identifiable` child: its effects are also cancelled when it is replaced
  /// by a child with another `id`.
  @inlinable
  public func ifLet<ChildState, ChildAction, ChildEnvironment, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    ChildEnvironment == Child.Environment,
    Child.State: Identifiable & SendableMetatype, Child.State.ID: SendableMetatype
  {
    ifLet(
      state: toChildState,
      action: CasePath(
        toChildAction, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: toChildEnvironment, then: child(), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Runs the element reducer `element` builds on each element of the collection at `state`,
  /// for the ``IdentifiedAction``s of the case `action` constructs; cancels the effects of the
  /// elements this reducer removes.
  @inlinable
  public func forEach<
    ID: Hashable & Sendable, ElementState, ElementAction, ElementEnvironment,
    Element: ReducerProtocol
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    environment toElementEnvironment: @escaping @Sendable (Environment) -> ElementEnvironment,
    @ReducerBuilder<ElementState, ElementAction, ElementEnvironment> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where
    ElementState == Element.State, ElementAction == Element.Action,
    ElementEnvironment == Element.Environment, Element.State: SendableMetatype
  {
    forEach(
      state: toElements,
      action: CasePath(
        identified: toElementAction, fileID: fileID, filePath: filePath, line: line,
        column: column),
      environment: toElementEnvironment, element: element(), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

// The same, with `environment:` left out.
extension ReducerProtocol {
  /// `ifLet` for a child that shares this reducer's environment.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Environment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Environment
  {
    ifLet(
      toChildState, action: toChildAction, environment: { $0 }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a child that shares this reducer's environment (Identifiable).
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Environment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Environment,
    Child.State: Identifiable & SendableMetatype, Child.State.ID: SendableMetatype
  {
    ifLet(
      toChildState, action: toChildAction, environment: { $0 }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `forEach` for an element that shares this reducer's environment.
  @inlinable
  public func forEach<
    ID: Hashable & Sendable, ElementState, ElementAction, Element: ReducerProtocol
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction, Environment> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where
    ElementState == Element.State, ElementAction == Element.Action,
    Element.Environment == Environment, Element.State: SendableMetatype
  {
    forEach(
      toElements, action: toElementAction, environment: { $0 }, element: element,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a child that needs no environment.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Void> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Void
  {
    ifLet(
      toChildState, action: toChildAction, environment: { _ in () }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a child that needs no environment (Identifiable).
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Void> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Void,
    Child.State: Identifiable & SendableMetatype, Child.State.ID: SendableMetatype
  {
    ifLet(
      toChildState, action: toChildAction, environment: { _ in () }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `forEach` for an element that needs no environment.
  @inlinable
  public func forEach<
    ID: Hashable & Sendable, ElementState, ElementAction, Element: ReducerProtocol
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction, Void> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where
    ElementState == Element.State, ElementAction == Element.Action,
    Element.Environment == Void, Element.State: SendableMetatype
  {
    forEach(
      toElements, action: toElementAction, environment: { _ in () }, element: element,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a child that needs no environment, in a feature that needs none.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Void> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Void, Environment == Void
  {
    ifLet(
      toChildState, action: toChildAction, environment: { _ in () }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `ifLet` for a child that needs no environment, in a feature that needs none (Identifiable).
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Void> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> some ReducerProtocol<State, Action, Environment>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Void, Environment == Void,
    Child.State: Identifiable & SendableMetatype, Child.State.ID: SendableMetatype
  {
    ifLet(
      toChildState, action: toChildAction, environment: { _ in () }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// `forEach` for an element that needs no environment, in a feature that needs none.
  @inlinable
  public func forEach<
    ID: Hashable & Sendable, ElementState, ElementAction, Element: ReducerProtocol
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction, Void> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where
    ElementState == Element.State, ElementAction == Element.Action,
    Element.Environment == Void, Environment == Void, Element.State: SendableMetatype
  {
    forEach(
      toElements, action: toElementAction, environment: { _ in () }, element: element,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

}
