import WeatherFeatures
import WeatherText

/// The search pane: the search box, then the results or why there are none.
enum SearchPaneView {
  static func draw(
    _ state: AppFeature.State, _ interface: InterfaceFeature.ScreenState, in rect: Rect,
    context: ViewContext,
    screen: inout Screen
  ) {
    let search = state.search
    let focused = interface.focus == .search
    let words = Wording(context.language)
    var title = words.phrase(context.onlineSearch ? .searchOnline : .searchOffline)
    if search.isSearching { title += " …" }
    screen.drawBox(rect, title: title, focused: focused)
    let inner = rect.inner
    guard inner.width > 2, inner.height > 0 else { return }

    // The box shows the end of a query too long for it.
    let prompt = "› "
    let room = inner.width - prompt.terminalWidth - 1
    var query = TerminalText.clean(search.query)
    while query.terminalWidth > room, !query.isEmpty { query.removeFirst() }
    screen.write(prompt, row: inner.row, column: inner.column, style: .bold)
    let end = screen.write(query, row: inner.row, column: inner.column + prompt.terminalWidth)
    if focused, interface.searchSelection == nil, interface.recentSelection == nil,
      !interface.isShowingHelp
    {
      screen.cursor = Position(row: inner.row, column: end)
    }
    // The hidden cursor rests in the box until a result is selected.
    if focused { screen.focus = Position(row: inner.row, column: inner.column) }

    let list = Rect(
      row: inner.row + 1, column: inner.column, width: inner.width, height: inner.height - 1)
    guard list.height > 0 else { return }
    if let error = search.error {
      let lines = words.advised(error).wrapped(to: list.width)
      for (index, line) in lines.prefix(list.height).enumerated() {
        screen.line(line, in: list, row: index, style: .error)
      }
      return
    }
    if InterfaceFeature.showsRecentSearches(state) {
      drawRecent(search, interface, focused: focused, in: list, words: words, screen: &screen)
      return
    }
    if search.results.isEmpty {
      let trimmed = search.query.trimmingCharacters(in: .whitespaces)
      let hint =
        trimmed.isEmpty
        ? words.phrase(.typeACityName)
        : search.isSearching
          ? words.phrase(.searching) : words.phrase(.noCityMatchesApp, trimmed)
      screen.line(hint, in: list, row: 0, style: .dim)
      // The kept searches could not be read or saved: said under the hint, the file untouched.
      if trimmed.isEmpty, let error = search.recentSearchesError {
        let lines = words.phrase(.recentSearchesFailed, words.message(error))
          .wrapped(to: list.width)
        for (index, line) in lines.prefix(list.height - 1).enumerated() {
          screen.line(line, in: list, row: index + 1, style: .error)
        }
      }
      return
    }
    let results = Array(search.results)
    let selected = interface.searchSelection.flatMap { id in results.firstIndex { $0.id == id } }
    let first = ListScroll.first(selected: selected, rows: list.height)
    for row in 0..<min(list.height, results.count - first) {
      let index = first + row
      let isSelected = index == selected
      let style: Style = isSelected ? (focused ? .selected : Style(bold: true)) : .plain
      if isSelected, focused { screen.focus = Position(row: list.row + row, column: list.column) }
      screen.fill(row: list.row + row, column: list.column, width: list.width, style: style)
      screen.line(results[index].displayName, in: list, row: row, style: style)
    }
  }

  /// The recent searches under a dim heading, newest first, the highlighted one selected.
  private static func drawRecent(
    _ search: SearchFeature.State, _ interface: InterfaceFeature.ScreenState, focused: Bool,
    in list: Rect, words: Wording, screen: inout Screen
  ) {
    let hint = words.phrase(interface.recentSelection == nil ? .recentToPick : .recentPicked)
    screen.line(hint, in: list, row: 0, style: .dim)
    let rows = Rect(
      row: list.row + 1, column: list.column, width: list.width, height: list.height - 1)
    guard rows.height > 0 else { return }
    let recent = search.recentSearches
    let selected = interface.recentSelection.flatMap { recent.firstIndex(of: $0) }
    let first = ListScroll.first(selected: selected, rows: rows.height)
    for row in 0..<min(rows.height, recent.count - first) {
      let index = first + row
      let isSelected = index == selected
      let style: Style = isSelected ? (focused ? .selected : Style(bold: true)) : .plain
      if isSelected, focused { screen.focus = Position(row: rows.row + row, column: rows.column) }
      screen.fill(row: rows.row + row, column: rows.column, width: rows.width, style: style)
      screen.line(TerminalText.clean(recent[index]), in: rows, row: row, style: style)
    }
  }
}
