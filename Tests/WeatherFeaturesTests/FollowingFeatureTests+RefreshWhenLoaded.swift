import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// `weather following --weather`: the conditions of every city are fetched as soon as the list
/// is loaded, and not when it could not be.
extension FollowingFeatureTests {
  @Test func aListLoadedWithRefreshSetFetchesEveryCitysConditions() async {
    let store = Self.makeStore(FollowingFeature.State(refreshesWhenLoaded: true))
    store.environment.storage.load = { [.london, .paris] }
    answerConditions(store, after: [:])
    await store.send(.load) { $0.isLoading = true }
    await store.receive(.loaded(.success([.london, .paris]))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.refreshesWhenLoaded = false
      $0.cities = [
        FollowedCity(city: .london), FollowedCity(city: .paris),
      ]
      $0.cities[id: City.london.id]?.isRefreshing = true
      $0.cities[id: City.paris.id]?.isRefreshing = true
      $0.refreshes.inFlight = [City.london.id, City.paris.id]
    }
    await store.receive(.conditionsResponse(City.london.id, .success(.fixture(.london)))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = .fixture(.london)
    }
    await store.receive(.conditionsResponse(City.paris.id, .success(.fixture(.paris)))) {
      $0.cities[id: City.paris.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.paris.id)
      $0.cities[id: City.paris.id]?.current = .fixture(.paris)
    }
    #expect(Set(requests.values.map(\.city)) == [City.london.id, City.paris.id])
    await store.finish()
  }

  @Test func aListThatCannotBeLoadedFetchesNothing() async {
    let store = Self.makeStore(FollowingFeature.State(refreshesWhenLoaded: true))
    store.environment.storage.load = { throw WeatherError.diskFull }
    await store.send(.load) { $0.isLoading = true }
    await store.receive(.loaded(.failure(.diskFull))) {
      $0.isLoading = false
      $0.error = .diskFull
      $0.refreshesWhenLoaded = false
    }
    await store.finish()
  }
}
