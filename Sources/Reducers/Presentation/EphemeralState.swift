import Synchronization

/// State presented until it is answered: ``AlertState`` and ``ConfirmationDialogState`` (TCA's
/// `_EphemeralState`). It has no reducer of its own; any action it sends dismisses it.
public protocol EphemeralState<Action>: Identifiable where ID == PresentationID {
  /// What its buttons send.
  associatedtype Action
}

/// Which alert or dialog is presented: a new one for each ``AlertState`` or
/// ``ConfirmationDialogState`` made, so that a parent answering one alert with another keeps the
/// new one. Not part of their equality or their dumps, as TCA's `id` is not.
public struct PresentationID: Hashable, Sendable {
  @usableFromInline let value: UInt64

  /// A new identity.
  public init() {
    value = presentationIDs.add(1, ordering: .relaxed).newValue
  }
}

private let presentationIDs = Atomic<UInt64>(0)

extension AlertState: EphemeralState {}
extension ConfirmationDialogState: EphemeralState {}

extension ReducerProtocol {
  /// Presents an alert or a confirmation dialog kept at `state` (`\.$alert`), whose buttons send
  /// the ``PresentationAction``s of the case `action` constructs: TCA's
  /// `.ifLet(\.$alert, action: \.alert)`.
  ///
  /// There is no child reducer: this reducer sees `.presented(buttonAction)` and then the alert
  /// is dismissed (unless this reducer presented another one); `.dismiss` dismisses it.
  @inlinable
  public func ifLet<DestinationState: EphemeralState, DestinationAction: Sendable>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction, Environment>>
  where DestinationState.Action == DestinationAction {
    PresentationReducer(
      parent: self, destination: EmptyReducer(), state: state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      environment: { $0 }, dismissesWhenAnswered: true, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
