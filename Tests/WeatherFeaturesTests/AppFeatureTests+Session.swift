import Reducers
import ReducersTesting
import Synchronization
import Testing
import WeatherFeatures

/// A followed list kept in memory, edited the way every storage edits it.
final class InMemoryFollowing: Sendable {
  private let cities: Mutex<[City]>

  init(_ cities: [City]) {
    self.cities = Mutex(cities)
  }

  /// The list as stored now.
  var current: [City] { cities.withLock { $0 } }

  var storage: FollowingStorage {
    FollowingStorage(
      load: { self.cities.withLock { $0 } },
      apply: { change in
        try self.cities.withLock { cities throws(WeatherError) in
          cities = try cities.applying(change)
          return cities
        }
      })
  }
}

extension AppFeatureTests {
  /// The one non-exhaustive test: a whole session through the app reducer, asserting what a
  /// user sees at each step rather than every intermediate action.
  @Test func aWholeSession() async {
    store.exhaustivity = .off
    let stored = InMemoryFollowing([.london])
    store.environment.followingStorage = stored.storage
    store.environment.cities.search = { query in
      (query.text == "paris" ? [.paris, .parisTexas] : []).exactMatches
    }
    store.environment.weatherClient.currentConditions = { city, units in
      .fixture(city, units: units)
    }
    answerForecasts(store)

    await store.send(.start)
    await store.receive(.following(.loaded(.success([.london])))) {
      $0.following.cities = [FollowedCity(city: .london)]
    }
    await store.send(.following(.refresh))
    await store.receive(
      .following(.conditionsResponse(City.london.id, .success(.fixture(.london))))
    ) {
      $0.following.cities[id: City.london.id]?.current = .fixture(.london)
    }

    await store.send(.search(.binding(.set(\.query, "paris")))) { $0.search.isSearching = true }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.search(.searchResponse(.success([.paris, .parisTexas])))) {
      $0.search.results = [.paris, .parisTexas]
    }

    await store.send(.search(.followResultTapped(City.parisTexas.id)))
    await store.receive(
      .following(.saved(.success([.london, .parisTexas]), undo: .remove(City.parisTexas.id)))
    ) {
      $0.following.cities = [
        FollowedCity(city: .london, current: .fixture(.london)), FollowedCity(city: .parisTexas),
      ]
    }

    await store.send(.search(.resultSelected(City.paris.id))) {
      $0.search.selectedCity = .paris
      $0.search.recentSearches = ["paris"]
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.paris))))) {
      $0.forecast.forecast = .fixture(.paris)
    }

    await store.send(.unitsChanged(.imperial)) { $0.units = .imperial }
    // London's conditions (shown in °C) and the forecast are fetched again in °F by two
    // effects; the test runtime runs both to their answers inside `send`, in the order the
    // live store runs them. Skipping their actions applies what they changed.
    let imperial = Forecast.fixture(.paris, units: .imperial)
    await store.skipReceivedActions()
    #expect(store.state.forecast.forecast == imperial)
    #expect(
      store.state.following.cities[id: City.london.id]?.current
        == .fixture(.london, units: .imperial))
    #expect(store.state.following.units == .imperial)
    #expect(store.state.forecast.isLoading == false)

    await store.send(.following(.unfollow(City.london.id)))
    await store.receive(
      .following(
        .saved(
          .success([.parisTexas]),
          undo: .insert(
            FollowedCity(city: .london, current: .fixture(.london, units: .imperial)), at: 0))))
    await store.finish()
    #expect(stored.current == [.parisTexas])
    #expect(store.state.following.cities.ids == [City.parisTexas.id])
    #expect(forecasts.values.map(\.units) == [.metric, .imperial])
  }
}
