// The trailing-closure forms TCA users write, `.ifLet(\.child, action: Action.child) { Child() }`
// and `.forEach(\.rows, action: Action.rows) { Row() }`, with the child's case path derived from
// its constructor.
//
// Each comes in two spellings, no more: with `environment:` (the child's environment derived
// from the parent's) and without (the child's is the parent's; a child that needs none is
// adapted by the builder, see `EnvironmentFreeReducer`). Every overload with the same labels is
// a choice the type checker makes per chained call, multiplied along the chain: with one per
// environment shape and per `Identifiable` or not (eight `ifLet`s), nine chained `.ifLet`s did
// not type-check at all and five took 58 s; with these, twelve take 54 ms
// (`Scripts/type-check-budget`, issue 35).
//
// The optional `ifLet`s are disfavoured against the presented ones
// (`ifLet(\.$destination, action:)`, the same labels): without it the type checker, which knows
// the chain's state type only at its end, tried both for every link, and twelve chained
// presentations took 21 s; disfavoured, the optional form is tried second and fails at once
// for a presented child, and either chain of twelve takes 24–60 ms.

extension ReducerProtocol {
  /// Runs the child `then` builds on the optional state at `state` before this reducer, for the
  /// actions of the case `action` constructs, with the environment `environment` derives;
  /// cancels its effects when this reducer sets the state to `nil` or, for an `Identifiable`
  /// child, to one with another `id`.
  @inlinable @_disfavoredOverload
  public func ifLet<ChildState, ChildAction, ChildEnvironment, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    environment toChildEnvironment: @escaping @Sendable (Environment) -> ChildEnvironment,
    @ReducerBuilder<ChildState, ChildAction, ChildEnvironment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child>
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

  /// `ifLet` for a child that shares this reducer's environment, or needs none.
  @inlinable @_disfavoredOverload
  public func ifLet<ChildState, ChildAction, Child: ReducerProtocol>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction, Environment> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child>
  where
    ChildState == Child.State, ChildAction == Child.Action,
    Child.Environment == Environment
  {
    ifLet(
      toChildState, action: toChildAction, environment: { $0 }, then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs the element reducer `element` builds on each element of the collection at `state`,
  /// for the ``IdentifiedAction``s of the case `action` constructs, with the environment
  /// `environment` derives; cancels the effects of the elements this reducer removes.
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

  /// `forEach` for an element that shares this reducer's environment, or needs none.
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
}
