public import ReducersDebugging

/// One button of an ``AlertState`` or a ``ConfirmationDialogState``: its label, its role, and the
/// action it sends, as TCA's `ButtonState`.
///
/// <!-- fragment -->
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
///
/// Tapping a button sends `.presented(action)` for the presented alert, then the alert goes
/// away; a button without an action only dismisses it (`.dismiss`).
public struct ButtonState<Action> {
  /// What the button does for the person reading it: destroy something, or cancel.
  public var role: ButtonStateRole?
  /// What tapping it sends: ``ButtonStateAction/send(_:)``.
  public var action: ButtonStateAction<Action>
  /// The button's label.
  public var label: TextState

  /// A button that sends `action` (or only dismisses, for `.send(nil)`).
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// The same button, sending what `transform` makes of its action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: SwiftSourceRepresentable {
  /// `ButtonState(role: .cancel, action: .send(…)) { TextState("…") }`: what a test writes.
  public var swiftSource: String {
    var arguments: [String] = []
    if let role { arguments.append("role: " + ReducersDebugging.swiftSource(role)) }
    arguments.append("action: " + ReducersDebugging.swiftSource(action))
    return "ButtonState(\(arguments.joined(separator: ", "))) { \(label.swiftSource) }"
  }
}
