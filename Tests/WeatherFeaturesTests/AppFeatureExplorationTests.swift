import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// The full-screen app explored with random intents: searching, highlighting, following,
/// unfollowing and undoing, reordering, switching units, opening forecasts.
@MainActor
struct AppFeatureExplorationTests {
  /// A fresh environment for one store: searches London, Paris and Tokyo by name, answers
  /// forecasts and conditions at once, and keeps the followed cities and recent searches in
  /// memory, starting empty.
  static func environment(_ clock: TestClock) -> AppFeature.Environment {
    inMemoryAppEnvironment(clock: clock, forecastHistory: .empty)
  }

  /// What the app promises whatever the user does.
  static let invariants = [
    Invariant<AppFeature.State>("the highlighted search result is one of the results") {
      guard let id = $0.interface?.searchSelection else { return true }
      return $0.search.results[id: id] != nil
    },
    Invariant<AppFeature.State>("a followed city is highlighted whenever one is followed") {
      guard let interface = $0.interface else { return true }
      guard let id = interface.followingSelection else { return $0.following.cities.isEmpty }
      return $0.following.cities[id: id] != nil
    },
    Invariant<AppFeature.State>("every feature shows the app's units") {
      $0.following.units == $0.units && $0.forecast.units == $0.units
        && $0.forecastList.units == $0.units
    },
    Invariant<AppFeature.State>("the highlighted confirmation button is one of its buttons") {
      guard let interface = $0.interface, let dialog = interface.confirmation else { return true }
      return (0..<dialog.buttons.count).contains(interface.confirmationButton)
    },
  ]

  /// An intent a user could have at this point: the fixed ones, a click on a result or a
  /// followed city shown, or a button of the question asked.
  static func randomAction(
    _ random: inout SeededRandomNumberGenerator, _ state: AppFeature.State
  ) -> AppFeature.Action {
    var intents: [InterfaceFeature.Intent] = [
      .opened, .typed("lo"), .typed("par"), .typed("t"), .typed("x"), .deleteBackward,
      .clearSearch, .moveSelection(by: 1), .moveSelection(by: -1), .followSelection,
      .showSelection, .unfollowSelection, .undoUnfollow, .reorderSelection(by: 1),
      .reorderSelection(by: -1), .toggleUnits, .toggleHourly, .focusNext, .focusPrevious,
      .refresh, .confirmation(.dismiss), .moveConfirmationButton(by: 1), .removeRecentSelection,
    ]
    intents += state.search.results.ids.map { .selectSearchResult($0) }
    intents += state.following.cities.ids.map { .selectFollowed($0) }
    let answers = state.interface?.confirmation?.buttons.compactMap(\.action.action) ?? []
    intents += answers.map { .confirmation(.presented($0)) }
    return .interface(intents[Int(random.next(upperBound: UInt64(intents.count)))])
  }

  @Test func exploringTheAppKeepsItsPromises() async {
    let report = await explore(
      AppFeature(), from: AppFeature.State(interface: InterfaceFeature.ScreenState()),
      environment: Self.environment, seed: 37, invariants: Self.invariants,
      actions: Self.randomAction)
    #expect(report.actions == 3_000)
  }
}
