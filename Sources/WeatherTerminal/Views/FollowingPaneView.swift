import Foundation
import WeatherFeatures
import WeatherText

/// The following pane: each followed city with its current conditions, stale ones marked.
enum FollowingPaneView {
  static func draw(
    _ state: AppFeature.State, _ interface: InterfaceFeature.ScreenState, in rect: Rect,
    context: ViewContext,
    screen: inout Screen
  ) {
    let following = state.following
    let focused = interface.focus == .following
    let words = Wording(context.language)
    var title = words.phrase(.following)
    if !following.cities.isEmpty { title += " (\(following.cities.count))" }
    if following.isLoading || following.cities.contains(where: \.isRefreshing) {
      title += " …"
    }
    screen.drawBox(rect, title: title, focused: focused)
    let inner = rect.inner
    guard inner.width > 2, inner.height > 0 else { return }
    // The hidden cursor rests on the pane, then on its selected row.
    if focused { screen.focus = Position(row: inner.row, column: inner.column) }

    let errorLines = Self.errorLines(following, in: inner, words: words)
    for (index, line) in errorLines.enumerated() {
      screen.line(line, in: inner, row: inner.height - errorLines.count + index, style: .error)
    }
    let rows = inner.height - errorLines.count
    if following.cities.isEmpty {
      let hint =
        following.isLoading
        ? words.phrase(.loading)
        : following.hasLoaded ? words.phrase(.noFollowedCities) : ""
      for (index, line) in Self.lines(hint, width: inner.width, limit: rows).enumerated() {
        screen.line(line, in: inner, row: index, style: .dim)
      }
      return
    }
    let cities = Array(following.cities)
    // Why a refresh failed, said once for the list in the rows it leaves free (one kept empty
    // above it): the rows show "unavailable" or an age, the reason and what to do are here.
    if errorLines.isEmpty, let reason = cities.lazy.compactMap(\.error).first {
      let free = rows - cities.count
      let lines =
        free >= 2 ? Self.lines(words.advised(reason), width: inner.width, limit: free - 1) : []
      for (index, line) in lines.enumerated() {
        screen.line(line, in: inner, row: rows - lines.count + index, style: .warning)
      }
    }
    let selected = interface.followingSelection.flatMap { id in cities.firstIndex { $0.id == id } }
    let first = ListScroll.first(selected: selected, rows: rows)
    for row in 0..<max(0, min(rows, cities.count - first)) {
      let index = first + row
      let city = cities[index]
      let isSelected = index == selected
      let base: Style = isSelected ? (focused ? .selected : Style(bold: true)) : .plain
      let y = inner.row + row
      if isSelected, focused { screen.focus = Position(row: y, column: inner.column) }
      screen.fill(row: y, column: inner.column, width: inner.width, style: base)
      let (right, rightStyle) = conditions(city, units: following.units, context: context)
      let rightWidth = right.terminalWidth
      let nameWidth = inner.width - rightWidth - (rightWidth > 0 ? 1 : 0)
      screen.write(
        city.city.name.truncated(to: nameWidth), row: y, column: inner.column, style: base)
      var style = base
      style.foreground = rightStyle.foreground
      style.dim = rightStyle.dim
      screen.write(right, row: y, column: inner.column + inner.width - rightWidth, style: style)
    }
  }

  /// How many rows of `inner` list cities (the list's error takes the last ones), the error
  /// wrapped in `language` as ``draw(_:_:in:context:screen:)`` wraps it: a click lands on the
  /// row drawn.
  static func cityRows(
    _ following: FollowingFeature.State, in inner: Rect, language: Language = .en
  ) -> Int {
    inner.height - errorLines(following, in: inner, words: Wording(language)).count
  }

  /// The list's own error (storage, already following), wrapped, for the last rows: a path
  /// alone fills a row, and the reason after it is what the user must read. Cities keep at
  /// least half the pane; with none, only the first row is kept for the hint.
  private static func errorLines(
    _ following: FollowingFeature.State, in inner: Rect, words: Wording
  ) -> [String] {
    guard let error = following.error else { return [] }
    let limit = following.cities.isEmpty ? max(1, inner.height - 1) : max(1, inner.height / 2)
    return lines(words.advised(error), width: inner.width, limit: limit)
  }

  /// `text` wrapped to `width` in at most `limit` lines, the last one ending in "…" when cut.
  private static func lines(_ text: String, width: Int, limit: Int) -> [String] {
    guard limit > 0 else { return [] }
    let lines = text.wrapped(to: width)
    guard lines.count > limit else { return lines }
    let rest = lines[(limit - 1)...].joined(separator: " ")
    return Array(lines.prefix(limit - 1)) + [rest.truncated(to: width)]
  }

  /// "12°C ⛅", "12°C ⛅ 25 min old" when a refresh failed, "…" while first fetched.
  private static func conditions(
    _ city: FollowedCity, units: Units, context: ViewContext
  ) -> (String, Style) {
    guard let current = city.current else {
      if city.isRefreshing { return ("…", .dim) }
      if city.error != nil { return (Wording(context.language).phrase(.unavailable), .error) }
      return ("", .plain)
    }
    let text = Measurement.spaced(
      Measurement.temperature(current.temperature, units, ascii: context.ascii),
      Measurement.symbol(current.condition, ascii: context.ascii))
    if city.error != nil {
      // The last known weather from an earlier run is as old as its fetch; conditions this run
      // fetched are as old as their observation.
      let age = AgeLabel.text(
        fetchedAt: city.staleness?.fetchedAt ?? current.time, now: context.now,
        language: context.language)
      return (text + " " + Wording(context.language).phrase(.ageOld, age), .warning)
    }
    return (text, .plain)
  }
}
