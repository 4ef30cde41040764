public import Reducers

extension SearchFeature {
  /// What can happen while searching.
  public enum Action: BindableAction, Equatable, Sendable {
    /// A field was set; setting `query` searches after a 300 ms pause in typing.
    case binding(BindingAction<State>)
    /// Search for the current query now, without waiting.
    case searchSubmitted
    /// The client answered.
    case searchResponse(Result<[City], WeatherError>)
    /// The user picked a result.
    case resultSelected(City.ID)
    /// The user asked to follow a result (the app feature follows it).
    case followResultTapped(City.ID)
    /// The user picked a recent search: search it again now.
    case recentSearchSelected(String)
    /// The user removed a recent search.
    case recentSearchRemoved(String)
    /// Keep the query in the box as a recent search without searching (the app closing with a
    /// search typed).
    case rememberQuery
    /// Read the recent searches kept from earlier runs.
    case loadRecentSearches
    /// The recent searches were read.
    case recentSearchesLoaded(Result<[String], WeatherError>)
    /// A change to the kept recent searches was saved (the list as now stored), or could not
    /// be (the file is left as it was).
    case recentSearchesSaved(Result<[String], WeatherError>)

    /// The binding this action carries, if any.
    public var binding: BindingAction<State>? {
      guard case .binding(let action) = self else { return nil }
      return action
    }
  }
}
