public import WeatherFeatures

/// What a click or a turn of the wheel does, given the state and where things are drawn: a
/// click focuses the pane under it and selects the row under it; the wheel moves the selection
/// (or scrolls the forecast) of the pane under the pointer, three rows a notch.
public enum MouseMap {
  /// Rows moved per notch of the wheel.
  public static let wheelRows = 3

  /// The commands for `event` on a screen of `size` showing `state` in `language` (the
  /// ``ViewContext/language`` it is drawn in: a wrapped message moves rows), in order.
  public static func commands(
    for event: MouseEvent, in state: AppFeature.State, size: Size, language: Language = .en
  ) -> [KeyCommand] {
    let interface = state.interface ?? InterfaceFeature.ScreenState()
    guard size.width >= AppView.minimumSize.width, size.height >= AppView.minimumSize.height
    else { return [] }
    let point = event.position
    if let confirmation = interface.confirmation {
      // Only its buttons take a click; the rest of the screen waits for the answer.
      guard event.kind == .press(button: 0) else { return [] }
      let hit = ConfirmationView.Layout(ConfirmationView.Content(confirmation), size: size)
        .buttons.firstIndex { $0.contains(point) }
      return hit.map { [.send(.interface(.confirmation(KeyMap.answer(confirmation.buttons[$0]))))] }
        ?? []
    }
    let layout = AppView.Layout(size: size)
    let pane: InterfaceFeature.Pane
    if layout.search.contains(point) {
      pane = .search
    } else if layout.following.contains(point) {
      pane = .following
    } else if layout.forecast.contains(point) {
      pane = .forecast
    } else {
      return []
    }
    switch event.kind {
    case .press(button: 0):
      if interface.isShowingHelp { return [.send(.interface(.toggleHelp))] }
      if let row = clickedRow(pane, point, state, interface, layout, language) {
        return [.send(row)]
      }
      return [.send(.interface(.focus(pane)))]
    case .wheelUp, .wheelDown:
      guard !interface.isShowingHelp else { return [] }
      let rows = event.kind == .wheelUp ? -wheelRows : wheelRows
      return [.send(.interface(.focus(pane))), .send(.interface(.moveSelection(by: rows)))]
    default:
      return []
    }
  }

  /// The selection of the row clicked in `pane`, when a row of its list is.
  private static func clickedRow(
    _ pane: InterfaceFeature.Pane, _ point: Position, _ state: AppFeature.State,
    _ interface: InterfaceFeature.ScreenState, _ layout: AppView.Layout, _ language: Language
  ) -> AppFeature.Action? {
    switch pane {
    case .search:
      // The box is the first inner row; the results below it, scrolled as the view draws them.
      let inner = layout.search.inner
      guard state.search.error == nil,
        let id = ListScroll.item(
          on: point.row - inner.row - 1, of: Array(state.search.results.ids),
          selection: interface.searchSelection, rows: inner.height - 1)
      else { return nil }
      return .interface(.selectSearchResult(id))
    case .following:
      let inner = layout.following.inner
      guard
        let id = ListScroll.item(
          on: point.row - inner.row, of: Array(state.following.cities.ids),
          selection: interface.followingSelection,
          rows: FollowingPaneView.cityRows(state.following, in: inner, language: language))
      else { return nil }
      return .interface(.selectFollowed(id))
    case .forecast:
      return nil
    }
  }
}
