public import ReducersDebugging

/// A confirmation dialog kept in state (a choice among actions, shown as a list): its title,
/// whether the title shows, a message and buttons, as TCA's `ConfirmationDialogState`. It is
/// presented and composed as ``AlertState`` is: `.ifLet(\.$dialog, action: Action.dialog)`.
///
/// <!-- fragment -->
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share the forecast")
/// } actions: {
///   ButtonState(action: .copy) { TextState("Copy") }
///   ButtonState(action: .save) { TextState("Save to a file") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Which one this is: new for each made (``PresentationID``); not compared, not dumped.
  public let id = PresentationID()
  /// Whether a view shows the title.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The dialog's title.
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// A dialog titled `title`, with the buttons `actions` lists and an optional `message`.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same dialog, its buttons sending what `transform` makes of their actions.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ConfirmationDialogState<NewAction> {
    var mapped = ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility, title: { title }, message: nil)
    mapped.message = message
    mapped.buttons = buttons.map { $0.map(transform) }
    return mapped
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// The same text and buttons, whichever ``id``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: CustomReflectable {
  /// Its text and buttons, as a test writes them: without ``id``.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "message": message as Any,
        "buttons": buttons,
      ], displayStyle: .struct)
  }
}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// As the view decides.
  case automatic
  /// Never.
  case hidden
  /// Always.
  case visible
}

extension ConfirmationDialogState: SwiftSourceRepresentable {
  /// The dialog through its initialiser, on one line: its title, buttons and message.
  public var swiftSource: String {
    let buttons = buttons.map(\.swiftSource).joined(separator: "; ")
    let message = message.map { ", message: { \($0.swiftSource) }" } ?? ""
    return "ConfirmationDialogState(titleVisibility: "
      + ReducersDebugging.swiftSource(titleVisibility) + ", title: { \(title.swiftSource) }, "
      + "actions: { \(buttons) }\(message))"
  }
}
