import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// The recent searches in the app's empty search box: highlighted with the arrows, searched
/// again with Enter, forgotten with `d`.
extension InterfaceFeatureTests {
  static func recent(_ searches: [String], query: String = "") -> AppFeature.State {
    var state = AppFeature.State(
      search: SearchFeature.State(query: query, recentSearches: searches),
      interface: InterfaceFeature.ScreenState())
    state.interface?.focus = .search
    return state
  }

  /// The question `d` asks before forgetting a recent search.
  static func forgetQuestion(
    _ search: String
  ) -> ConfirmationDialogState<InterfaceFeature.Confirmation> {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Forget the search “\(search)”?")
    } actions: {
      ButtonState(role: .destructive, action: .forgetRecentSearch(search)) { TextState("Forget") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  func recentStore(_ state: AppFeature.State)
    -> TestStore<AppFeature.State, AppFeature.Action, AppFeature.Environment>
  {
    let store = makeStore(state)
    store.environment.recentSearches = .inMemory(state.search.recentSearches)
    return store
  }

  @Test func theArrowsMoveThroughTheRecentSearchesWhileTheBoxIsEmpty() async {
    let store = recentStore(Self.recent(["tokyo", "paris"]))
    await store.send(.interface(.moveSelection(by: 1))) { $0.interface?.recentSelection = "tokyo" }
    await store.send(.interface(.moveSelection(by: 5))) { $0.interface?.recentSelection = "paris" }
    await store.send(.interface(.moveSelection(by: -1))) { $0.interface?.recentSelection = "tokyo" }
    await store.send(.interface(.moveSelection(by: -1))) { $0.interface?.recentSelection = nil }
    await store.finish()
  }

  @Test func withTextInTheBoxTheArrowsLeaveTheRecentSearchesAlone() async {
    let store = recentStore(Self.recent(["tokyo"], query: "zz"))
    await store.send(.interface(.moveSelection(by: 1)))
    #expect(!InterfaceFeature.showsRecentSearches(store.state))
    await store.finish()
  }

  @Test func enterSearchesTheHighlightedRecentSearchAgain() async {
    var state = Self.recent(["paris", "tokyo"])
    state.interface?.recentSelection = "tokyo"
    let store = recentStore(state)
    await store.send(.interface(.followSelection)) { $0.interface?.recentSelection = nil }
    await store.receive(.search(.recentSearchSelected("tokyo"))) {
      $0.search.query = "tokyo"
      $0.search.isSearching = true
      $0.search.recentSearches = ["tokyo", "paris"]
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.search(.recentSearchesSaved(.success(["tokyo", "paris"])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.receive(.search(.searchResponse(.success([.tokyo])))) {
      $0.search.isSearching = false
      $0.search.results = [.tokyo]
    }
    await store.finish()
  }

  @Test func enterWithNoRecentSearchHighlightedPicksNone() async {
    let store = recentStore(Self.recent(["paris"]))
    await store.send(.interface(.followSelection))
    await store.finish()
  }

  @Test func dForgetsTheHighlightedSearchAndHighlightsTheNext() async {
    var state = Self.recent(["paris", "tokyo", "rome"])
    state.interface?.recentSelection = "tokyo"
    let store = recentStore(state)
    await store.send(.interface(.removeRecentSelection)) {
      $0.interface?.confirmation = Self.forgetQuestion("tokyo")
    }
    await store.send(.interface(.confirmation(.presented(.forgetRecentSearch("tokyo"))))) {
      $0.interface?.confirmation = nil
      $0.interface?.recentSelection = "rome"
    }
    await store.receive(.search(.recentSearchRemoved("tokyo"))) {
      $0.search.recentSearches = ["paris", "rome"]
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.search(.recentSearchesSaved(.success(["paris", "rome"])))) {
      $0.search.recentSavesInFlight = 0
    }
    // The last one: the one above takes the highlight; then none is left.
    await store.send(.interface(.removeRecentSelection)) {
      $0.interface?.confirmation = Self.forgetQuestion("rome")
    }
    await store.send(.interface(.confirmation(.presented(.forgetRecentSearch("rome"))))) {
      $0.interface?.confirmation = nil
      $0.interface?.recentSelection = "paris"
    }
    await store.receive(.search(.recentSearchRemoved("rome"))) {
      $0.search.recentSearches = ["paris"]
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.search(.recentSearchesSaved(.success(["paris"])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.send(.interface(.removeRecentSelection)) {
      $0.interface?.confirmation = Self.forgetQuestion("paris")
    }
    await store.send(.interface(.confirmation(.presented(.forgetRecentSearch("paris"))))) {
      $0.interface?.confirmation = nil
      $0.interface?.recentSelection = nil
    }
    await store.receive(.search(.recentSearchRemoved("paris"))) {
      $0.search.recentSearches = []
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.search(.recentSearchesSaved(.success([])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.send(.interface(.removeRecentSelection))
    await store.finish()
  }

  @Test func typingOrEscLeavesTheRecentSearches() async {
    var state = Self.recent(["paris"])
    state.interface?.recentSelection = "paris"
    let store = recentStore(state)
    await store.send(.interface(.clearSearch)) { $0.interface?.recentSelection = nil }
    await store.send(.interface(.moveSelection(by: 1))) { $0.interface?.recentSelection = "paris" }
    await store.send(.interface(.typed("t"))) { $0.interface?.recentSelection = nil }
    await store.receive(.search(.binding(.set(\.query, "t")))) {
      $0.search.query = "t"
      $0.search.isSearching = true
    }
    await store.send(.interface(.deleteBackward))
    await store.receive(.search(.binding(.set(\.query, "")))) {
      $0.search.query = ""
      $0.search.isSearching = false
    }
    await store.finish()
  }

  @Test func aHighlightedSearchRemovedElsewhereIsNoLongerHighlighted() async {
    var state = Self.recent(["paris", "tokyo"])
    state.interface?.recentSelection = "tokyo"
    let store = recentStore(state)
    store.environment.recentSearches.load = { ["rome"] }
    await store.send(.search(.loadRecentSearches))
    await store.receive(.search(.recentSearchesLoaded(.success(["rome"])))) {
      $0.search.recentSearches = ["paris", "tokyo", "rome"]
    }
    await store.send(.search(.recentSearchRemoved("tokyo"))) {
      $0.search.recentSearches = ["paris", "rome"]
      $0.search.recentSavesInFlight = 1
    }
    // The storage had no "rome": what it now stores is all it returns.
    await store.receive(.search(.recentSearchesSaved(.success(["paris"])))) {
      $0.search.recentSavesInFlight = 0
      $0.interface?.recentSelection = nil
    }
    await store.finish()
  }
}

extension InterfaceFeatureTests {
  @Test func closingWithASearchTypedKeepsItAndWaitsForNothingElse() async {
    let store = recentStore(Self.recent(["paris"], query: " lond "))
    await store.send(.interface(.closed)) {
      $0.search.recentSearches = ["lond", "paris"]
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.search(.recentSearchesSaved(.success(["lond", "paris"])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.finish()
  }

  @Test func closingWithAnEmptyBoxSavesNothing() async {
    let store = recentStore(Self.recent(["paris"]))
    store.environment.recentSearches = .failing
    await store.send(.interface(.closed))
    await store.finish()
  }
}
