import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// What a click asks for: a pane focused, a search result or a followed city selected.
extension InterfaceFeatureTests {
  @Test func aClickFocusesAPane() async {
    let store = makeStore(Self.following([.london], focus: .search))
    await store.send(.interface(.focus(.forecast))) { $0.interface?.focus = .forecast }
    await store.send(.interface(.focus(.forecast)))
  }

  @Test func aClickOnAResultSelectsIt() async {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.search.results = [.london, .paris]
    state.interface?.focus = .following
    let store = makeStore(state)
    await store.send(.interface(.selectSearchResult(City.paris.id))) {
      $0.interface?.focus = .search
      $0.interface?.searchSelection = City.paris.id
    }
    // A result no longer there selects nothing.
    await store.send(.interface(.selectSearchResult(City.tokyo.id)))
  }

  @Test func aClickOnAFollowedCityShowsItsForecast() async {
    var state = Self.following([.london, .paris], focus: .search)
    state.forecast.city = .london
    state.interface?.forecastScroll = 2
    let store = makeStore(state)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interface(.selectFollowed(City.paris.id))) {
      $0.interface?.focus = .following
      $0.interface?.followingSelection = City.paris.id
      $0.interface?.forecastScroll = 0
    }
    await store.receive(.forecast(.load(.paris)))
    // The city shown already: selected, nothing loaded.
    await store.send(.interface(.selectFollowed(City.paris.id)))
    await store.send(.interface(.selectFollowed(City.tokyo.id)))
  }
}
