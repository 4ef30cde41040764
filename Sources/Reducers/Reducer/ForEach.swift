extension Reducer {
  /// Runs `element` on one element of the identified collection at `state`, for the actions
  /// `action` extracts as `(id, elementAction)`, before this reducer; cancels the effects of
  /// elements this reducer removes.
  ///
  /// An action for an id that is not in the collection is a programmer error: it is reported,
  /// and ignored. The collection is never copied per action: the element is changed in place,
  /// and removals are detected by comparing the id list's identity (O(1) when unchanged).
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction: Sendable, ElementEnvironment>(
    state toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, (ID, ElementAction)>,
    environment toElementEnvironment: @escaping @Sendable (Environment) -> ElementEnvironment,
    element: Reducer<ElementState, ElementAction, ElementEnvironment>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self where ElementState: SendableMetatype {
    let reducerID = makeReducerIdentity()
    let toElements = UncheckedSendable(value: toElements)
    return Self { state, action, environment in
      var elementEffect = Effect<Action>.none
      let extracted = toElementAction.extract(action)
      let elementID = extracted?.0
      if let (id, elementAction) = extracted {
        if let index = state[keyPath: toElements.value].index(id: id) {
          // In place through the key path: the collection is not copied.
          let elementEnvironment = toElementEnvironment(environment)
          elementEffect = state[keyPath: toElements.value].withElement(
            at: index, { element.run(&$0, elementAction, elementEnvironment) },
            fileID: fileID, filePath: filePath, line: line, column: column
          )
            .map { toElementAction.embed((id, $0)) }
            // Each element's ids are its own: two rows using the same id never cancel each other.
            .scoped(by: ElementEffectsID(reducer: reducerID, element: id))
            .cancellable(id: ElementEffectsID(reducer: reducerID, element: id))
        } else {
          reportIssue(
            """
            An action was sent to the element with id \(id), which is not in the collection: \
            \(elementAction)

            Make sure elements are removed only after their effects are done, or let `forEach` \
            cancel them by removing the element in the parent reducer.
            """,
            fileID: fileID, filePath: filePath, line: line, column: column)
        }
      }
      let idsBefore = state[keyPath: toElements.value].ids
      let parentEffect = run(&state, action, environment)
      // Comparing the id lists is O(1) while they share storage, which they do when the parent
      // reducer did not touch the collection's structure.
      guard state[keyPath: toElements.value].ids != idsBefore else {
        return elementEffect.merge(with: parentEffect)
      }
      let elements = state[keyPath: toElements.value]
      let removed = idsBefore.filter { !elements.contains(id: $0) }
      let cancelRemoved = Effect<Action>.cancel(
        ids: removed.map { ElementEffectsID(reducer: reducerID, element: $0) })
      // An element removed by this very action does not start the effects it just returned.
      let elementRemoved = elementID.map { !elements.contains(id: $0) } ?? false
      return (elementRemoved ? cancelRemoved : cancelRemoved.merge(with: elementEffect))
        .merge(with: parentEffect)
    }
  }
}

/// The cancellation id of the effects of one element of one `forEach`.
struct ElementEffectsID<ID: Hashable & Sendable>: Hashable, Sendable {
  let reducer: Int
  let element: ID
}
