import ReducersDebugging

extension ReducerProtocol {
  /// Runs `element` on one element of the identified collection at `state`, for the actions
  /// `action` extracts as `(id, elementAction)`, before this reducer; cancels the effects of
  /// elements this reducer removes.
  ///
  /// An action for an id that is not in the collection is a programmer error: it is reported,
  /// and ignored. The collection is never copied per action: the element is changed in place,
  /// and removals are detected by comparing the id list's identity (O(1) when unchanged).
  /// The result is one concrete type, specialised where it is used: an element action that
  /// starts no effect allocates nothing.
  @inlinable
  public func forEach<ID: Hashable & Sendable, Element: ReducerProtocol>(
    state toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
    action toElementAction: CasePath<Action, (ID, Element.Action)>,
    environment toElementEnvironment: @escaping @Sendable (Environment) -> Element.Environment,
    element: Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element> where Element.State: SendableMetatype {
    ForEachReducer(
      parent: self, element: element, elements: StatePath(toElements), action: toElementAction,
      environment: toElementEnvironment, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// A parent reducer with a reducer for each element of an identified collection, made by
/// ``ReducerProtocol/forEach(state:action:environment:element:fileID:filePath:line:column:)``.
public struct ForEachReducer<
  Parent: ReducerProtocol, ID: Hashable & Sendable, Element: ReducerProtocol
>: ReducerProtocol where Element.State: Identifiable, Element.State.ID == ID {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let elements: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let action: CasePath<Parent.Action, (ID, Element.Action)>
  @usableFromInline let environment: @Sendable (Parent.Environment) -> Element.Environment
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    elements: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>,
    action: CasePath<Parent.Action, (ID, Element.Action)>,
    environment: @escaping @Sendable (Parent.Environment) -> Element.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.parent = parent
    self.element = element
    self.elements = elements
    self.action = action
    self.environment = environment
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Where this `forEach` is composed: what names its elements' effects. Made when an effect
  /// needs it, from the location kept for reports.
  @inlinable
  var site: CompositionSite {
    CompositionSite(fileID: fileID, line: line, column: column, state: elements)
  }

  /// Runs the element's reducer for its actions, then the parent; cancels the effects of the
  /// elements the parent removed.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Parent.State, action parentAction: Parent.Action,
    environment parentEnvironment: Parent.Environment
  ) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    let extracted = action.extract(from: parentAction)
    if let (id, elementAction) = extracted {
      // In place through the path: the collection is not copied. The element's reducer is
      // inlined once: see `StatePath.modifyAtOffset`.
      let elementEnvironment = environment(parentEnvironment)
      let effect: Effect<Element.Action>?
      if let atOffset = elements.modifyAtOffset(
        &state,
        {
          Self.reduce(
            &$0, element, id, elementAction, elementEnvironment,
            fileID: fileID, filePath: filePath, line: line, column: column)
        })
      {
        effect = atOffset
      } else {
        effect = Self.reduceThroughKeyPath(
          element, elements, &state, id, elementAction, elementEnvironment,
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
      if let effect {
        // Re-embedding the id needs a closure: only made when there is work to re-embed.
        if !effect.isNone {
          // Each element's ids are its own: two rows using the same id never cancel each other.
          let effectsID = ElementEffectsID(site: site, element: id)
          let embed = action.embed
          elementEffect = effect.map { embed((id, $0)) }
            .scoped(by: effectsID)
            .cancellable(id: effectsID)
        }
      } else {
        reportMissingElement(
          id, elementAction, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
    let idsBefore = elements.read(&state) { $0.ids }
    let parentEffect = parent.reduce(
      into: &state, action: parentAction, environment: parentEnvironment)
    // Comparing the id lists is O(1) while they share storage, which they do when the parent
    // reducer did not touch the collection's structure.
    let idsAfter = elements.read(&state) { $0.ids }
    guard idsAfter != idsBefore else {
      return elementEffect.merge(with: parentEffect)
    }
    return Self.cancellingRemovedElements(
      before: idsBefore, after: elements.read(&state) { $0 }, site: site,
      elementID: extracted?.0, elementEffect: elementEffect, parentEffect: parentEffect)
  }

  /// The effects of an action after which elements are gone: the removed elements' effects are
  /// cancelled, and an element removed by this very action does not start the effects it just
  /// returned.
  @usableFromInline
  static func cancellingRemovedElements(
    before idsBefore: [ID], after elements: IdentifiedArray<ID, Element.State>,
    site: CompositionSite,
    elementID: ID?, elementEffect: Effect<Parent.Action>, parentEffect: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let removed = idsBefore.filter { !elements.contains(id: $0) }
    let cancelRemoved = Effect<Parent.Action>.cancel(
      ids: removed.map { ElementEffectsID(site: site, element: $0) })
    let elementRemoved = elementID.map { !elements.contains(id: $0) } ?? false
    return (elementRemoved ? cancelRemoved : cancelRemoved.merge(with: elementEffect))
      .merge(with: parentEffect)
  }
}

extension ForEachReducer {
  /// Runs `element` on the element `id` of `collection`; `nil` when there is no such element.
  @inlinable @inline(__always)
  static func reduce(
    _ collection: inout IdentifiedArray<ID, Element.State>, _ element: Element, _ id: ID,
    _ elementAction: Element.Action, _ elementEnvironment: Element.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Effect<Element.Action>? {
    guard let index = collection.index(id: id) else { return nil }
    return collection.withElement(
      at: index,
      { element.reduce(into: &$0, action: elementAction, environment: elementEnvironment) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The element's part of ``reduce(into:action:environment:)`` for a collection reached
  /// through a key path, out of line and given the parts it needs (as `PullbackReducer`'s).
  @inlinable @inline(never)
  static func reduceThroughKeyPath(
    _ element: Element, _ elements: StatePath<Parent.State, IdentifiedArray<ID, Element.State>>,
    _ state: inout Parent.State, _ id: ID, _ elementAction: Element.Action,
    _ elementEnvironment: Element.Environment,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Effect<Element.Action>? {
    elements.modify(&state) {
      reduce(
        &$0, element, id, elementAction, elementEnvironment,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// Reports an action sent to an element that is not in the collection, in TCA's words.
@usableFromInline
func reportMissingElement(
  _ id: some Sendable, _ elementAction: some Sendable,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

      ID:
    \(customDump(id).indented(by: 4))
      Action:
    \(customDump(elementAction).indented(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer removed an element with this ID before this reducer ran. This reducer must \
    run before any other reducer removes an element (`forEach` runs the element first).

    • An in-flight effect sent this action after the element was removed. `forEach` cancels the \
    effects of elements the parent removes; an effect started elsewhere must be cancelled before \
    the element goes away.

    • This action was sent to the store while its state contained no element with this ID. Send \
    element actions only for elements in the collection.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The cancellation id of the effects of one element of one `forEach`: where the `forEach` is
/// composed, and the element's id.
@usableFromInline
struct ElementEffectsID<ID: Hashable & Sendable>: Hashable, Sendable, ChildEffectsGroupID {
  @usableFromInline let site: CompositionSite
  @usableFromInline let element: ID

  @inlinable
  init(site: CompositionSite, element: ID) {
    self.site = site
    self.element = element
  }
}
