/// An action for one element of an identified collection: TCA's `IdentifiedAction`, the payload
/// of the parent's case for its rows (`case rows(IdentifiedActionOf<Row>)`), which
/// ``ReducerProtocol/forEach(_:action:environment:element:fileID:filePath:line:column:)``
/// routes to the element with `id`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  /// `action`, for the element with `id`.
  case element(id: ID, action: Action)

  /// The element's id.
  @inlinable
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The element's action.
  @inlinable
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}

/// The identified action of a feature whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: ReducerProtocol> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension CasePath {
  /// The `(id, action)` path into the case that `embed` constructs from an
  /// ``IdentifiedAction``: what `forEach` extracts.
  ///
  /// An identified action has one case, so it is laid out as its `(id, action)` payload: the
  /// path derived for it reads the pair directly.
  @inlinable
  public init<ID: Hashable & Sendable, ElementAction: Sendable>(
    identified embed: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Root,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Value == (ID, ElementAction) {
    self.init(
      embed: { embed(.element(id: $0.0, action: $0.1)) },
      derived: DerivedCaseTable.resolved(Root.self, IdentifiedAction<ID, ElementAction>.self)
        ?? CasePath<Root, IdentifiedAction<ID, ElementAction>>.derive(
          fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
