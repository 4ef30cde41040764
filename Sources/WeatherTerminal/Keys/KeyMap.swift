import Reducers
public import WeatherFeatures

/// Which key does what, given the state: letters type in the search box and are commands in the
/// other panes; the help overlay takes keys while it shows.
public enum KeyMap {
  /// The command for `event`, or `nil` when the key means nothing here.
  public static func command(for event: InputEvent, in state: AppFeature.State) -> KeyCommand? {
    let interface = state.interface ?? InterfaceFeature.ScreenState()
    let press: KeyPress
    switch event {
    case .paste(let text):
      let busy = interface.isShowingHelp || interface.confirmation != nil
      return busy ? nil : .send(.interface(.typed(text)))
    case .key(let key):
      press = key
    case .mouse:
      // Clicks depend on where things are drawn: ``MouseMap``.
      return nil
    }
    // Keys that mean the same everywhere.
    switch (press.key, press.modifiers) {
    case (.character("c"), .control): return .quit
    case (.character("z"), .control): return .suspend
    case (.character("l"), .control): return .redraw
    default: break
    }
    if let confirmation = interface.confirmation {
      return confirmationCommand(press, confirmation, interface.confirmationButton)
    }
    if interface.isShowingHelp {
      switch press.key {
      case .escape, .character("?"), .character("q"), .enter, .function(1):
        return .send(.interface(.toggleHelp))
      default:
        return nil
      }
    }
    switch (press.key, press.modifiers) {
    case (.tab, []): return .send(.interface(.focusNext))
    case (.tab, .shift): return .send(.interface(.focusPrevious))
    case (.up, []): return .send(.interface(.moveSelection(by: -1)))
    case (.down, []): return .send(.interface(.moveSelection(by: 1)))
    case (.pageUp, []): return .send(.interface(.moveSelection(by: -10)))
    case (.pageDown, []): return .send(.interface(.moveSelection(by: 10)))
    case (.function(1), []): return .send(.interface(.toggleHelp))
    default: break
    }
    switch interface.focus {
    case .search: return searchCommand(press, interface)
    case .following: return followingCommand(press)
    case .forecast: return forecastCommand(press)
    }
  }

  /// Keys while a confirmation asks: they choose and press its buttons, and nothing else.
  private static func confirmationCommand(
    _ press: KeyPress, _ confirmation: ConfirmationDialogState<InterfaceFeature.Confirmation>,
    _ highlighted: Int
  ) -> KeyCommand? {
    switch (press.key, press.modifiers) {
    case (.left, []), (.up, []), (.tab, .shift):
      return .send(.interface(.moveConfirmationButton(by: -1)))
    case (.right, []), (.down, []), (.tab, []):
      return .send(.interface(.moveConfirmationButton(by: 1)))
    case (.enter, []), (.character(" "), []):
      guard confirmation.buttons.indices.contains(highlighted) else { return nil }
      return .send(.interface(.confirmation(answer(confirmation.buttons[highlighted]))))
    case (.escape, []), (.character("q"), []):
      return .send(.interface(.confirmation(.dismiss)))
    default:
      return nil
    }
  }

  /// What pressing `button` sends: its action, or a dismissal for one that only cancels.
  static func answer(
    _ button: ButtonState<InterfaceFeature.Confirmation>
  ) -> PresentationAction<InterfaceFeature.Confirmation> {
    button.action.action.map { .presented($0) } ?? .dismiss
  }

  private static func searchCommand(
    _ press: KeyPress, _ interface: InterfaceFeature.ScreenState
  ) -> KeyCommand? {
    switch (press.key, press.modifiers) {
    case (.enter, []): return .send(.interface(.followSelection))
    case (.character("f"), []) where interface.searchSelection != nil:
      return .send(.interface(.followSelection))
    case (.character("d"), []) where interface.recentSelection != nil,
      (.delete, []) where interface.recentSelection != nil:
      return .send(.interface(.removeRecentSelection))
    case (.escape, []): return .send(.interface(.clearSearch))
    case (.backspace, _): return .send(.interface(.deleteBackward))
    case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift):
      return .send(.interface(.typed(String(character))))
    default: return nil
    }
  }

  private static func followingCommand(_ press: KeyPress) -> KeyCommand? {
    switch (press.key, press.modifiers) {
    case (.enter, []): return .send(.interface(.showSelection))
    case (.character("d"), []), (.delete, []): return .send(.interface(.unfollowSelection))
    case (.character("u"), []): return .send(.interface(.undoUnfollow))
    case (.character("K"), _), (.up, .shift): return .send(.interface(.reorderSelection(by: -1)))
    case (.character("J"), _), (.down, .shift): return .send(.interface(.reorderSelection(by: 1)))
    case (.character("k"), []): return .send(.interface(.moveSelection(by: -1)))
    case (.character("j"), []): return .send(.interface(.moveSelection(by: 1)))
    default: return paneCommand(press)
    }
  }

  private static func forecastCommand(_ press: KeyPress) -> KeyCommand? {
    switch (press.key, press.modifiers) {
    case (.character("k"), []): return .send(.interface(.moveSelection(by: -1)))
    case (.character("j"), []): return .send(.interface(.moveSelection(by: 1)))
    default: return paneCommand(press)
    }
  }

  /// Keys shared by the panes without a text box.
  private static func paneCommand(_ press: KeyPress) -> KeyCommand? {
    switch (press.key, press.modifiers) {
    case (.character("q"), []): return .quit
    case (.character("?"), _): return .send(.interface(.toggleHelp))
    case (.character("r"), []): return .send(.interface(.refresh))
    case (.character("h"), []): return .send(.interface(.toggleHourly))
    case (.character("m"), []): return .send(.interface(.toggleUnits))
    case (.character("u"), []): return .send(.interface(.undoUnfollow))
    case (.escape, []): return nil
    default: return nil
    }
  }
}
