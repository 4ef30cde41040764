import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// The full-screen app's intents: each one's state change and the feature actions it sends.
@MainActor
struct InterfaceFeatureTests {
  let clock = TestClock()
  let changes = Recorder<FollowingChange>()

  /// A store for the app with an interface, whose client answers at once and whose storage
  /// applies changes to an in-memory list starting as `stored`.
  func makeStore(
    _ state: AppFeature.State, stored: [City] = []
  ) -> TestStoreOf<AppFeature> {
    TestStoreOf<AppFeature>(
      initialState: state, reducer: AppFeature(),
      environment: inMemoryAppEnvironment(clock: clock, stored: stored, changes: changes))
  }

  /// The question `d` asks before unfollowing, as a person would write it in a test.
  static func unfollowQuestion(
    _ name: String, _ id: City.ID
  ) -> ConfirmationDialogState<InterfaceFeature.Confirmation> {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Unfollow \(name)?")
    } actions: {
      ButtonState(role: .destructive, action: .unfollow(id)) { TextState("Unfollow") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  /// An app with the interface, following `cities` (conditions fetched), London selected.
  static func following(_ cities: [City], focus: InterfaceFeature.Pane = .following)
    -> AppFeature.State
  {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.following.hasLoaded = true
    state.following.cities = IdentifiedArray(
      cities.map { FollowedCity(city: $0, current: .fixture($0)) })
    state.interface?.followingSelection = cities.first?.id
    state.interface?.focus = focus
    return state
  }

  @Test func openingLoadsTheListThenConditionsAndTheFirstCitysForecast() async {
    let store = makeStore(
      AppFeature.State(interface: InterfaceFeature.ScreenState()), stored: [.london, .paris])
    await store.send(.interface(.opened))
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.london, .paris])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london), FollowedCity(city: .paris)]
      $0.interface?.followingSelection = City.london.id
    }
    await store.receive(.following(.refresh)) {
      $0.following.cities[id: City.london.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.london.id)
      $0.following.cities[id: City.paris.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.paris.id)
    }
    await store.receive(.forecast(.load(.london))) {
      $0.forecast.city = .london
      $0.forecast.isLoading = true
    }
    await store.receive(
      .following(.conditionsResponse(City.london.id, .success(.fixture(.london))))
    ) {
      $0.following.cities[id: City.london.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.london.id)
      $0.following.cities[id: City.london.id]?.current = .fixture(.london)
    }
    await store.receive(.following(.conditionsResponse(City.paris.id, .success(.fixture(.paris)))))
    {
      $0.following.cities[id: City.paris.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.paris.id)
      $0.following.cities[id: City.paris.id]?.current = .fixture(.paris)
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.london))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.london)
    }
    await store.finish()
  }

  @Test func withoutAnInterfaceNothingExtraHappens() async {
    // The one-shot commands: loading picks nothing and fetches nothing.
    let store = makeStore(AppFeature.State(), stored: [.london])
    await store.send(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.london])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london)]
    }
    await store.send(.interface(.toggleHelp))
    await store.finish()
  }

  @Test func tabCyclesFocusBothWays() async {
    let store = makeStore(AppFeature.State(interface: InterfaceFeature.ScreenState()))
    await store.send(.interface(.focusNext)) { $0.interface?.focus = .following }
    await store.send(.interface(.focusNext)) { $0.interface?.focus = .forecast }
    await store.send(.interface(.focusNext)) { $0.interface?.focus = .search }
    await store.send(.interface(.focusPrevious)) { $0.interface?.focus = .forecast }
    await store.send(.interface(.focusPrevious)) { $0.interface?.focus = .following }
  }

  @Test func typingSearchesAfterThePauseAndMovingSelectsResults() async {
    let store = makeStore(AppFeature.State(interface: InterfaceFeature.ScreenState()))
    await store.send(.interface(.typed("lo")))
    await store.receive(.search(.binding(.set(\.query, "lo")))) {
      $0.search.query = "lo"
      $0.search.isSearching = true
    }
    await store.send(.interface(.typed("n\u{1B}[2J\n")))
    await store.receive(.search(.binding(.set(\.query, "lon[2J ")))) {
      $0.search.query = "lon[2J "
    }
    await store.send(.interface(.deleteBackward))
    await store.receive(.search(.binding(.set(\.query, "lon[2J")))) { $0.search.query = "lon[2J" }
    for expected in ["lon[2", "lon[", "lon"] {
      await store.send(.interface(.deleteBackward))
      await store.receive(.search(.binding(.set(\.query, expected)))) { $0.search.query = expected }
    }
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.search(.searchResponse(.success([.london])))) {
      $0.search.isSearching = false
      $0.search.results = [.london]
    }
    await store.send(.interface(.moveSelection(by: 1))) {
      $0.interface?.searchSelection = City.london.id
    }
    // Past the end stays on the last result; up from the first goes back to the box.
    await store.send(.interface(.moveSelection(by: 1)))
    await store.send(.interface(.moveSelection(by: -1))) { $0.interface?.searchSelection = nil }
    await store.finish()
  }

  @Test func typingMovesFocusToSearchAndLeavesTheResults() async {
    var state = Self.following([.london], focus: .forecast)
    state.search.query = "pa"
    state.search.results = [.paris]
    state.interface?.searchSelection = City.paris.id
    let store = makeStore(state)
    await store.send(.interface(.typed("r"))) {
      $0.interface?.focus = .search
      $0.interface?.searchSelection = nil
    }
    await store.receive(.search(.binding(.set(\.query, "par")))) {
      $0.search.query = "par"
      $0.search.isSearching = true
    }
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.search(.searchResponse(.success([.paris])))) {
      $0.search.isSearching = false
    }
    await store.finish()
  }

  @Test func queryLengthIsCapped() async {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.search.query = String(repeating: "a", count: InterfaceFeature.maxQueryLength)
    let store = makeStore(state)
    await store.send(.interface(.typed("b")))
    await store.send(.interface(.typed("\u{1B}\u{7}")))
    await store.finish()
  }

  @Test func escapeLeavesTheResultsThenClearsTheBox() async {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.search.query = "paris"
    state.search.results = [.paris]
    state.interface?.searchSelection = City.paris.id
    let store = makeStore(state)
    await store.send(.interface(.clearSearch)) { $0.interface?.searchSelection = nil }
    await store.send(.interface(.clearSearch))
    await store.receive(.search(.binding(.set(\.query, "")))) {
      $0.search.query = ""
      $0.search.results = []
    }
    await store.send(.interface(.clearSearch))
    await store.finish()
  }

  @Test func resultsThatNoLongerHoldTheSelectionDropIt() async {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.search.query = "p"
    state.search.results = [.paris, .london]
    state.interface?.searchSelection = City.london.id
    let store = makeStore(state)
    await store.send(.search(.searchResponse(.success([.paris, .parisTexas])))) {
      $0.search.results = [.paris, .parisTexas]
      $0.interface?.searchSelection = nil
    }
    await store.send(.search(.searchResponse(.success([.paris])))) {
      $0.search.results = [.paris]
    }
  }

  @Test func enterFollowsTheSelectedResultAndShowsItsForecast() async {
    var state = Self.following([.london], focus: .search)
    state.search.query = "par"
    state.search.results = [.paris, .parisTexas]
    state.interface?.searchSelection = City.parisTexas.id
    let store = makeStore(state, stored: [.london])
    await store.send(.interface(.followSelection)) {
      $0.interface?.followingSelection = City.parisTexas.id
    }
    // Received in the order the live store reduces them: first in, first out.
    await store.receive(.following(.followCity(.parisTexas))) {
      $0.following.cities.append(FollowedCity(city: .parisTexas))
      $0.following.savesInFlight = 1
    }
    await store.receive(.following(.refreshCity(City.parisTexas.id))) {
      $0.following.cities[id: City.parisTexas.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.parisTexas.id)
    }
    await store.receive(.search(.resultSelected(City.parisTexas.id))) {
      $0.search.selectedCity = .parisTexas
      $0.search.recentSearches = ["par"]
      $0.search.recentSavesInFlight = 1
    }
    // Its `.send` is reduced with it, before what the effects it started send.
    await store.receive(.forecast(.load(.parisTexas))) {
      $0.forecast.city = .parisTexas
      $0.forecast.isLoading = true
    }
    await store.receive(
      .following(.saved(.success([.london, .parisTexas]), undo: .remove(City.parisTexas.id)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .followed(.parisTexas)
    }
    await store.receive(
      .following(.conditionsResponse(City.parisTexas.id, .success(.fixture(.parisTexas))))
    ) {
      $0.following.cities[id: City.parisTexas.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.parisTexas.id)
      $0.following.cities[id: City.parisTexas.id]?.current = .fixture(.parisTexas)
    }
    await store.receive(.search(.recentSearchesSaved(.success(["par"])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.parisTexas))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.parisTexas)
    }
    #expect(changes.values == [.follow(.parisTexas)])
    await store.finish()
  }

  @Test func enterWithNoResultsDoesNothing() async {
    let store = makeStore(AppFeature.State(interface: InterfaceFeature.ScreenState()))
    await store.send(.interface(.followSelection))
  }

  @Test func movingInTheListShowsEachCitysForecast() async {
    let store = makeStore(Self.following([.london, .paris]))
    await store.send(.interface(.moveSelection(by: 1))) {
      $0.interface?.followingSelection = City.paris.id
    }
    await store.receive(.forecast(.load(.paris))) {
      $0.forecast.city = .paris
      $0.forecast.isLoading = true
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.paris))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.paris)
    }
    // At the end: nothing moves, nothing is fetched.
    await store.send(.interface(.moveSelection(by: 5)))
    await store.send(.interface(.showSelection)) { $0.interface?.focus = .forecast }
    await store.finish()
  }

  @Test func forecastScrollStaysInTheTable() async {
    var state = Self.following([.london], focus: .forecast)
    state.forecast.city = .london
    state.forecast.forecast = .fixture(.london, days: 3)
    let store = makeStore(state)
    await store.send(.interface(.moveSelection(by: 1))) { $0.interface?.forecastScroll = 1 }
    await store.send(.interface(.moveSelection(by: 10))) { $0.interface?.forecastScroll = 2 }
    await store.send(.interface(.moveSelection(by: -10))) { $0.interface?.forecastScroll = 0 }
    await store.send(.interface(.moveSelection(by: 1))) { $0.interface?.forecastScroll = 1 }
    await store.send(.interface(.toggleHourly)) {
      $0.interface?.showsHourly = true
      $0.interface?.forecastScroll = 0
    }
    await store.send(.interface(.toggleHourly)) { $0.interface?.showsHourly = false }
  }

  @Test func unfollowOffersUndoUntilItExpires() async {
    let store = makeStore(Self.following([.london, .paris]), stored: [.london, .paris])
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    }
    await store.send(.interface(.confirmation(.presented(.unfollow(City.london.id))))) {
      $0.interface?.confirmation = nil
      $0.interface?.undo = InterfaceFeature.Undo(
        city: FollowedCity(city: .london, current: .fixture(.london)), index: 0)
      $0.interface?.followingSelection = City.paris.id
    }
    await store.receive(.following(.unfollow(City.london.id))) {
      $0.following.cities.remove(id: City.london.id)
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(
        .saved(
          .success([.paris]),
          undo: .insert(FollowedCity(city: .london, current: .fixture(.london)), at: 0)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .unfollowed(.london)
    }
    await clock.advance(by: InterfaceFeature.undoDuration)
    await store.receive(.interface(.undoExpired)) { $0.interface?.undo = nil }
    // Too late: `u` does nothing.
    await store.send(.interface(.undoUnfollow))
    #expect(changes.values == [.unfollow(City.london.id)])
    await store.finish()
  }

  @Test func undoPutsTheCityBackWhereItWas() async {
    let store = makeStore(Self.following([.london, .paris]), stored: [.london, .paris])
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    }
    await store.send(.interface(.confirmation(.presented(.unfollow(City.london.id))))) {
      $0.interface?.confirmation = nil
      $0.interface?.undo = InterfaceFeature.Undo(
        city: FollowedCity(city: .london, current: .fixture(.london)), index: 0)
      $0.interface?.followingSelection = City.paris.id
    }
    await store.receive(.following(.unfollow(City.london.id))) {
      $0.following.cities.remove(id: City.london.id)
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(
        .saved(
          .success([.paris]),
          undo: .insert(FollowedCity(city: .london, current: .fixture(.london)), at: 0)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .unfollowed(.london)
    }
    await store.send(.interface(.undoUnfollow)) {
      $0.interface?.undo = nil
      $0.interface?.followingSelection = City.london.id
    }
    await store.receive(.following(.followCity(.london))) {
      $0.following.outcome = nil
      $0.following.cities.append(FollowedCity(city: .london))
      $0.following.savesInFlight = 1
    }
    await store.receive(.following(.move(City.london.id, toOffset: 0))) {
      $0.following.cities = [
        FollowedCity(city: .london), FollowedCity(city: .paris, current: .fixture(.paris)),
      ]
      $0.following.savesInFlight = 2
      $0.following.reloadsWhenSaved = true
    }
    await store.receive(.following(.refreshCity(City.london.id))) {
      $0.following.cities[id: City.london.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.london.id)
    }
    await store.receive(
      .following(.saved(.success([.paris, .london]), undo: .remove(City.london.id)))
    ) {
      $0.following.savesInFlight = 1
      $0.following.outcome = .followed(.london)
    }
    await store.receive(
      .following(.saved(.success([.london, .paris]), undo: .move(City.london.id, toOffset: 1)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.reloadsWhenSaved = false
      $0.following.isLoading = true
    }
    await store.receive(
      .following(.conditionsResponse(City.london.id, .success(.fixture(.london))))
    ) {
      $0.following.cities[id: City.london.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.london.id)
      $0.following.cities[id: City.london.id]?.current = .fixture(.london)
    }
    await store.receive(.following(.loaded(.success([.london, .paris])))) {
      $0.following.isLoading = false
    }
    await store.receive(.following(.refresh)) {
      $0.following.cities[id: City.london.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.london.id)
      $0.following.cities[id: City.paris.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.paris.id)
    }
    await store.receive(.forecast(.load(.london))) {
      $0.forecast.city = .london
      $0.forecast.isLoading = true
    }
    await store.receive(
      .following(.conditionsResponse(City.london.id, .success(.fixture(.london))))
    ) {
      $0.following.cities[id: City.london.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.london.id)
    }
    await store.receive(.following(.conditionsResponse(City.paris.id, .success(.fixture(.paris)))))
    {
      $0.following.cities[id: City.paris.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.paris.id)
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.london))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.london)
    }
    #expect(
      changes.values == [
        .unfollow(City.london.id), .follow(.london), .move(City.london.id, toOffset: 0),
      ])
    await clock.advance(by: InterfaceFeature.undoDuration)
    await store.finish()
  }

  @Test func reorderMovesTheSelectedCityWithinTheList() async {
    let store = makeStore(Self.following([.london, .paris]), stored: [.london, .paris])
    await store.send(.interface(.reorderSelection(by: -1)))
    await store.send(.interface(.reorderSelection(by: 1)))
    await store.receive(.following(.move(City.london.id, toOffset: 1))) {
      $0.following.cities.move(id: City.london.id, toOffset: 1)
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(.saved(.success([.paris, .london]), undo: .move(City.london.id, toOffset: 0)))
    ) {
      $0.following.savesInFlight = 0
    }
    await store.send(.interface(.reorderSelection(by: 1)))
    #expect(changes.values == [.move(City.london.id, toOffset: 1)])
    await store.finish()
  }

  @Test func refreshFetchesConditionsAndTheForecastShown() async {
    var state = Self.following([.london])
    state.forecast.city = .london
    let store = makeStore(state)
    await store.send(.interface(.refresh))
    await store.receive(.following(.refresh)) {
      $0.following.cities[id: City.london.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.london.id)
    }
    await store.receive(.forecast(.refresh)) { $0.forecast.isLoading = true }
    await store.receive(
      .following(.conditionsResponse(City.london.id, .success(.fixture(.london))))
    ) {
      $0.following.cities[id: City.london.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.london.id)
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.london))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.london)
    }
    await store.finish()
  }

  @Test func helpToggles() async {
    let store = makeStore(AppFeature.State(interface: InterfaceFeature.ScreenState()))
    await store.send(.interface(.toggleHelp)) { $0.interface?.isShowingHelp = true }
    await store.send(.interface(.toggleHelp)) { $0.interface?.isShowingHelp = false }
  }

  @Test func unitsToggleEverywhere() async {
    let store = makeStore(AppFeature.State(interface: InterfaceFeature.ScreenState()))
    await store.send(.interface(.toggleUnits))
    await store.receive(.unitsChanged(.imperial)) {
      $0.units = .imperial
      $0.forecastList.units = .imperial
    }
    await store.receive(.following(.unitsChanged(.imperial))) { $0.following.units = .imperial }
    await store.receive(.forecast(.unitsChanged(.imperial))) { $0.forecast.units = .imperial }
    await store.finish()
  }
}
