import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Searching by postal code, and the recent searches kept between runs: loaded, saved, and
/// every way that fails.
extension SearchFeatureTests {
  // MARK: Postal codes

  @Test func aPostalCodeIsLookedUpAsOneNotSearchedAsAName() async {
    let store = Self.makeStore(SearchFeature.State(query: "10001"), clock: clock)
    let asked = Recorder<PostalCode>()
    store.environment.cities.postalCode = { code in
      asked.record(code)
      return [.london]
    }
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["10001"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["10001"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([.london]))) {
      $0.isSearching = false
      $0.results = [.london]
    }
    #expect(asked.values == [PostalCode(code: "10001", countryCode: nil)])
    await store.finish()
  }

  @Test func aTypedPostalCodeTakesTheSearchCountryAndTheLimit() async {
    let store = Self.makeStore(
      SearchFeature.State(limit: 1, countryCode: "FR"), clock: clock)
    let asked = Recorder<PostalCode>()
    store.environment.cities.postalCode = { code in
      asked.record(code)
      return [.paris, .parisTexas]
    }
    await store.send(.binding(.set(\.query, "75001"))) {
      $0.query = "75001"
      $0.isSearching = true
    }
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.searchResponse(.success([.paris]))) {
      $0.isSearching = false
      $0.results = [.paris]
    }
    #expect(asked.values == [PostalCode(code: "75001", countryCode: "FR")])
    await store.finish()
  }

  @Test func aPostalCodeThatCannotBeLookedUpIsTheSearchError() async {
    let store = Self.makeStore(SearchFeature.State(query: "SW1A 1AA"), clock: clock)
    store.environment.cities.postalCode = { _ in throw WeatherError.offline("no route") }
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["SW1A 1AA"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["SW1A 1AA"]))) {
      $0.recentSavesInFlight = 0
    }
    await store.receive(.searchResponse(.failure(.offline("no route")))) {
      $0.isSearching = false
      $0.error = .offline("no route")
    }
    await store.finish()
  }

  // MARK: Kept between runs

  @Test func loadingPutsTheKeptSearchesAfterThoseMadeMeanwhile() async {
    let store = Self.makeStore(SearchFeature.State(recentSearches: ["oslo"]), clock: clock)
    store.environment.recentSearches.load = { ["Paris", "OSLO", "Rome"] }
    await store.send(.loadRecentSearches)
    await store.receive(.recentSearchesLoaded(.success(["Paris", "OSLO", "Rome"]))) {
      $0.recentSearches = ["oslo", "Paris", "Rome"]
    }
    await store.finish()
  }

  @Test func aListThatCannotBeReadIsReportedAndTheSearchesStay() async {
    let damaged = WeatherError.storage(path: "/d/recent-searches.json", reason: "not valid JSON")
    let store = Self.makeStore(SearchFeature.State(recentSearches: ["oslo"]), clock: clock)
    store.environment.recentSearches.load = { throw damaged }
    await store.send(.loadRecentSearches)
    await store.receive(.recentSearchesLoaded(.failure(damaged))) {
      $0.recentSearchesError = damaged
    }
    await store.finish()
  }

  @Test func aChangeThatCannotBeSavedIsReportedAndKeptForThisRun() async {
    let damaged = WeatherError.storage(path: "/d/recent-searches.json", reason: "not valid JSON")
    let store = Self.makeStore(SearchFeature.State(recentSearches: ["oslo", "rome"]), clock: clock)
    store.environment.recentSearches.apply = { _ in throw damaged }
    await store.send(.recentSearchRemoved("OSLO")) {
      $0.recentSearches = ["rome"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.failure(damaged))) {
      $0.recentSavesInFlight = 0
      $0.recentSearchesError = damaged
    }
    // A later save that succeeds clears the report.
    store.environment.recentSearches.apply = { _ in ["rome"] }
    await store.send(.recentSearchRemoved("nowhere"))
    store.environment.recentSearches.apply = { _ in ["milan", "rome"] }
    answer(store, with: [])
    await store.send(.recentSearchSelected("milan")) {
      $0.query = "milan"
      $0.isSearching = true
      $0.recentSearches = ["milan", "rome"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["milan", "rome"]))) {
      $0.recentSavesInFlight = 0
      $0.recentSearchesError = nil
    }
    await store.receive(.searchResponse(.success([]))) {
      $0.isSearching = false
      $0.foundNothing = true
    }
    await store.finish()
  }

  @Test func eachChangeIsSavedAsTheEditItIs() async {
    let saved = Recorder<RecentSearchChange>()
    let store = Self.makeStore(SearchFeature.State(recentSearches: ["a", "b", "c"]), clock: clock)
    store.environment.recentSearches.apply = { change in
      saved.record(change)
      return []
    }
    await store.send(.recentSearchRemoved("a")) {
      $0.recentSearches = ["b", "c"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success([]))) { $0.recentSavesInFlight = 0 }
    await store.send(.recentSearchRemoved("b")) {
      $0.recentSearches = ["c"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success([]))) { $0.recentSavesInFlight = 0 }
    #expect(saved.values == [.remove("a"), .remove("b")])
    await store.finish()
  }
}

/// The one rule for what the list keeps, shared by the feature and every storage.
struct RecentSearchRuleTests {
  @Test func rememberingPutsFirstOnceIgnoringCaseAndSpacesKeepingTen() {
    var list: [String] = []
    for query in (1...12).map({ "city \($0)" }) { list = list.applying(.remember(query)) }
    #expect(list == (3...12).reversed().map { "city \($0)" })
    #expect(list.applying(.remember("  CITY   5 ")).prefix(2) == ["CITY 5", "city 12"])
    #expect(list.applying(.remember("  CITY   5 ")).count == 10)
    #expect(list.applying(.remember(" \u{1B} ")) == list)
  }

  @Test func removingIgnoresCaseAndUnknownSearches() {
    #expect(["Paris", "Rome"].applying(.remove("paris")) == ["Rome"])
    #expect(["Paris", "Rome"].applying(.remove("Oslo")) == ["Paris", "Rome"])
  }
}
