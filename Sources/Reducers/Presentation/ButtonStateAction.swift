/// What tapping a ``ButtonState`` sends: an action, or nothing but the dismissal.
public enum ButtonStateAction<Action> {
  /// Sends the action as `.presented(action)`; for `nil`, only dismisses.
  case send(Action?)

  /// The action sent, or `nil` for a button that only dismisses.
  @inlinable
  public var action: Action? {
    switch self {
    case .send(let action): action
    }
  }

  /// The same, sending what `transform` makes of the action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonStateAction<NewAction> {
    .send(action.map(transform))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
