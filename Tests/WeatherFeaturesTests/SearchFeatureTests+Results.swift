import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Picking results, and the recent searches.
extension SearchFeatureTests {
  static func showing(_ results: [City], for query: String) -> SearchFeature.State {
    var state = SearchFeature.State(query: query)
    state.results = IdentifiedArray(results)
    return state
  }

  // MARK: Results

  @Test func selectingAResultPicksItsCityAndRemembersTheQuery() async {
    let store = Self.makeStore(Self.showing([.paris, .parisTexas], for: " paris "), clock: clock)
    await store.send(.resultSelected(City.parisTexas.id)) {
      $0.selectedCity = .parisTexas
      $0.recentSearches = ["paris"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["paris"]))) { $0.recentSavesInFlight = 0 }
    await store.finish()
  }

  @Test func selectingAnUnknownResultChangesNothing() async {
    let store = Self.makeStore(Self.showing([.paris], for: "paris"), clock: clock)
    await store.send(.resultSelected(City.london.id))
    await store.finish()
  }

  @Test func tappingFollowOnAResultLeavesItToTheApp() async {
    let store = Self.makeStore(Self.showing([.paris], for: "paris"), clock: clock)
    await store.send(.followResultTapped(City.paris.id))
    await store.send(.followResultTapped(City.london.id))
    await store.finish()
  }

  // MARK: Recent searches

  @Test func recentSearchesAreNewestFirstWithoutDuplicatesIgnoringCase() async {
    answer(store, with: [])
    for (query, recents) in [
      ("Paris", ["Paris"]),
      ("London", ["London", "Paris"]),
      ("PARIS", ["PARIS", "London"]),
      ("london ", ["london", "PARIS"]),
    ] {
      await store.send(.binding(.set(\.query, query))) {
        $0.query = query
        $0.isSearching = true
      }
      await store.send(.searchSubmitted) {
        $0.recentSearches = recents
        $0.recentSavesInFlight = 1
      }
      await store.receive(.recentSearchesSaved(.success(recents))) { $0.recentSavesInFlight = 0 }
      await store.receive(.searchResponse(.success([]))) {
        $0.isSearching = false
        $0.foundNothing = true
      }
    }
    #expect(queries.values.map(\.text) == ["Paris", "London", "PARIS", "london"])
    await store.finish()
  }

  @Test func recentSearchesKeepTheTenNewest() async {
    let older = (1...10).map { "city \($0)" }
    let store = Self.makeStore(
      SearchFeature.State(query: "Oslo", recentSearches: older), clock: clock)
    answer(store, with: [])
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["Oslo"] + older.prefix(9)
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Oslo"] + older.prefix(9)))) {
      $0.recentSavesInFlight = 0
    }
    await store.receive(.searchResponse(.success([]))) {
      $0.isSearching = false
      $0.foundNothing = true
    }
    #expect(store.state.recentSearches.count == SearchFeature.State.maxRecentSearches)
    // Repeating one already kept moves it first without dropping another.
    await store.send(.binding(.set(\.query, "CITY 5"))) {
      $0.query = "CITY 5"
      $0.isSearching = true
    }
    let moved = [
      "CITY 5", "Oslo", "city 1", "city 2", "city 3", "city 4", "city 6", "city 7", "city 8",
      "city 9",
    ]
    await store.send(.searchSubmitted) {
      $0.recentSearches = moved
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(moved))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([]))) { $0.isSearching = false }
    await store.finish()
  }

  @Test func selectingARecentSearchSearchesItAgainAtOnce() async {
    let store = Self.makeStore(
      SearchFeature.State(query: "Lon", recentSearches: ["London", "paris"]), clock: clock)
    answer(store, with: [.paris, .parisTexas])
    await store.send(.recentSearchSelected(" paris ")) {
      $0.query = "paris"
      $0.isSearching = true
      $0.recentSearches = ["paris", "London"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["paris", "London"]))) {
      $0.recentSavesInFlight = 0
    }
    await store.receive(.searchResponse(.success([.paris, .parisTexas]))) {
      $0.isSearching = false
      $0.results = [.paris, .parisTexas]
    }
    #expect(queries.values == [CityQuery("paris")])
    await store.finish()
  }

  @Test func selectingARecentSearchCancelsTheSearchInFlight() async {
    await startASlowSearchForLon(otherwise: [.tokyo])
    await store.send(.recentSearchSelected("Tokyo")) {
      $0.query = "Tokyo"
      $0.recentSearches = ["Tokyo"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Tokyo"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([.tokyo]))) {
      $0.isSearching = false
      $0.results = [.tokyo]
    }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(10))
    #expect(queries.values == [CityQuery("Lon"), CityQuery("Tokyo")])
    await store.finish()
  }

  @Test func removingARecentSearchIgnoresCase() async {
    let store = Self.makeStore(
      SearchFeature.State(recentSearches: ["Tokyo", "Paris", "London"]), clock: clock)
    await store.send(.recentSearchRemoved("PARIS")) {
      $0.recentSearches = ["Tokyo", "London"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Tokyo", "London"]))) {
      $0.recentSavesInFlight = 0
    }
    // Nothing to remove: nothing saved.
    await store.send(.recentSearchRemoved("Berlin"))
    await store.finish()
  }

  @Test func aBlankRecentSearchIsIgnored() async {
    let store = Self.makeStore(SearchFeature.State(recentSearches: ["Tokyo"]), clock: clock)
    await store.send(.recentSearchSelected("   "))
    await store.finish()
  }
}
