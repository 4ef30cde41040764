/// An alert kept in state: its title, message and buttons, each button naming the action it
/// sends, as TCA's `AlertState`. Keep it as `@PresentationState var alert: AlertState<Alert>?`
/// and compose it with `.ifLet(\.$alert, action: Action.alert)`, no child reducer needed.
///
/// ```swift
/// struct Recents: ReducerProtocol {
///   struct State: Equatable {
///     var searches = ["London", "Paris"]
///     @PresentationState var alert: AlertState<Action.Alert>?
///   }
///   enum Action: Equatable, Sendable {
///     case clearTapped
///     case alert(PresentationAction<Alert>)
///     enum Alert: Equatable, Sendable { case confirmClear }
///   }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Reduce { state, action in
///       switch action {
///       case .clearTapped:
///         state.alert = AlertState {
///           TextState("Clear recent searches?")
///         } actions: {
///           ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
///           ButtonState(role: .cancel) { TextState("Cancel") }
///         } message: {
///           TextState("This cannot be undone.")
///         }
///         return .none
///       case .alert(.presented(.confirmClear)):
///         state.searches = []
///         return .none
///       case .alert:
///         return .none
///       }
///     }
///     .ifLet(\.$alert, action: Action.alert)
///   }
/// }
/// ```
///
/// A button's tap arrives as `.alert(.presented(action))`, after which the alert is gone; a
/// button without an action, or closing the alert, sends `.alert(.dismiss)`.
public struct AlertState<Action>: Identifiable {
  /// Which one this is: new for each made (``PresentationID``); not compared, not dumped.
  public let id = PresentationID()
  /// The alert's title.
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order; none means a single button that dismisses.
  public var buttons: [ButtonState<Action>]

  /// An alert titled `title`, with the buttons `actions` lists and an optional `message`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert, its buttons sending what `transform` makes of their actions.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var mapped = AlertState<NewAction>(title: { title }, message: nil)
    mapped.message = message
    mapped.buttons = buttons.map { $0.map(transform) }
    return mapped
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// The same text and buttons, whichever ``id``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: CustomReflectable {
  /// Its text and buttons, as a test writes them: without ``id``.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct)
  }
}
extension AlertState: Sendable where Action: Sendable {}
