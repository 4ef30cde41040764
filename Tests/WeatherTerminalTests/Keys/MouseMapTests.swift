import Foundation
import Testing
import WeatherFeatures
import WeatherTerminal

/// Clicks and the wheel mapped through the layout the views draw.
struct MouseMapTests {
  let size = Size(width: 80, height: 24)

  func commands(_ kind: MouseEvent.Kind, row: Int, column: Int, _ state: AppFeature.State)
    -> [KeyCommand]
  {
    MouseMap.commands(
      for: MouseEvent(kind, at: Position(row: row, column: column)), in: state, size: size)
  }

  /// 80×24: the search box is row 2, its results rows 3 to 10; the following pane's rows start
  /// at 13; the forecast pane is columns 32 on.
  @Test func aClickSelectsTheRowUnderIt() throws {
    let state = ViewScenario.resultsWhileTyping.state
    let ids = state.search.results.ids
    try #require(ids.count >= 2)
    #expect(
      commands(.press(button: 0), row: 4, column: 5, state) == [
        .send(.interface(.selectSearchResult(ids[1])))
      ])
    #expect(
      commands(.press(button: 0), row: 2, column: 5, state) == [.send(.interface(.focus(.search)))])
    #expect(
      commands(.press(button: 0), row: 5, column: 50, state) == [
        .send(.interface(.focus(.forecast)))
      ])
    let followed = state.following.cities.ids
    try #require(!followed.isEmpty)
    #expect(
      commands(.press(button: 0), row: 13, column: 3, state) == [
        .send(.interface(.selectFollowed(followed[0])))
      ])
    // Below the last followed city: the pane only.
    #expect(
      commands(.press(button: 0), row: 20, column: 3, state) == [
        .send(.interface(.focus(.following)))
      ])
  }

  @Test func theWheelScrollsThePaneUnderThePointer() {
    let state = ViewScenario.resultsWhileTyping.state
    #expect(
      commands(.wheelDown, row: 8, column: 50, state)
        == [.send(.interface(.focus(.forecast))), .send(.interface(.moveSelection(by: 3)))])
    #expect(
      commands(.wheelUp, row: 15, column: 3, state)
        == [.send(.interface(.focus(.following))), .send(.interface(.moveSelection(by: -3)))])
  }

  @Test func releasesOtherButtonsAndTheHeaderDoNothing() {
    let state = ViewScenario.resultsWhileTyping.state
    #expect(commands(.release(button: 0), row: 4, column: 5, state).isEmpty)
    #expect(commands(.press(button: 2), row: 4, column: 5, state).isEmpty)
    #expect(commands(.press(button: 0), row: 0, column: 5, state).isEmpty)
    #expect(
      MouseMap.commands(
        for: MouseEvent(.press(button: 0), at: Position(row: 4, column: 5)), in: state,
        size: Size(width: 50, height: 12)
      ).isEmpty)
  }

  @Test func aClickClosesTheHelp() {
    #expect(
      commands(.press(button: 0), row: 4, column: 5, ViewScenario.helpOverlay.state)
        == [.send(.interface(.toggleHelp))])
  }

  /// An error under the followed cities wraps to a different number of rows in another
  /// language: a click must select the city drawn on the row clicked, in every language, and
  /// none on the error's rows.
  @Test func aClickFollowsTheRowsDrawnInTheLanguage() throws {
    var state = ViewScenario.resultsWhileTyping.state
    state.following.cities = []
    for index in 0..<12 {
      var city = City.paris
      city.id = 9_000 + index
      city.name = "Town\(index)"
      _ = state.following.cities.append(FollowedCity(city: city, current: nil))
    }
    state.interface?.followingSelection = 9_000
    var differs = false
    for error in [
      WeatherError.timedOut, .unknownCity(42), .rateLimited(""), .offline("connection refused"),
    ] {
      state.following.error = error
      var cityRowCounts: [Language: Int] = [:]
      for language in Language.allCases {
        let lines = AppView.screen(
          state, size: size, context: ViewContext(now: viewNow, language: language)
        ).text.split(separator: "\n", omittingEmptySubsequences: false)
        var cityRows = 0
        for row in 0..<size.height {
          let clicked = MouseMap.commands(
            for: MouseEvent(.press(button: 0), at: Position(row: row, column: 3)), in: state,
            size: size, language: language)
          guard case .send(.interface(.selectFollowed(let id))) = clicked.first else { continue }
          let city = try #require(state.following.cities[id: id]).city
          let line = lines.indices.contains(row) ? String(lines[row]) : ""
          #expect(line.contains(city.name), "\(language) \(error) row \(row): \(line)")
          cityRows += 1
        }
        cityRowCounts[language] = cityRows
      }
      differs = differs || Set(cityRowCounts.values).count > 1
    }
    // Some language's error takes more rows than the English one: the case this pins.
    #expect(differs)
  }
}

extension MouseMapTests {
  /// A click on a button of the confirmation shown presses it, found where the screen draws it;
  /// anywhere else, and the wheel, do nothing while it asks.
  @Test func aClickPressesTheConfirmationButtonUnderIt() throws {
    let state = ViewScenario.unfollowQuestion.state
    let rows = AppView.screen(state, size: size, context: ViewContext(now: viewNow)).text
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let row = try #require(rows.firstIndex { $0.contains("[ Unfollow ]") })
    let line = rows[row]
    func column(of text: String) throws -> Int {
      let range = try #require(line.range(of: text))
      return line[..<range.lowerBound].count
    }
    let unfollow = try column(of: "[ Unfollow ]")
    // Cancel is highlighted: drawn as "> Cancel <".
    let cancel = try column(of: "> Cancel <")
    #expect(
      commands(.press(button: 0), row: row, column: unfollow + 4, state) == [
        .send(.interface(.confirmation(.presented(.unfollow(City.london.id)))))
      ])
    #expect(
      commands(.press(button: 0), row: row, column: cancel, state) == [
        .send(.interface(.confirmation(.dismiss)))
      ])
    #expect(commands(.press(button: 0), row: row, column: cancel - 1, state).isEmpty)
    #expect(commands(.press(button: 0), row: 13, column: 3, state).isEmpty)
    #expect(commands(.wheelDown, row: 13, column: 3, state).isEmpty)
  }
}
