public import Reducers

extension AppFeature.Environment {
  /// This environment with its answers on `tape`: what the app recorded with
  /// `weather app --record` is replayed in a test by the same wrapping
  /// (ReducersTesting's `Replay`).
  ///
  /// Taped: city search and lookup, forecasts, current conditions, the forecast history, the
  /// follow list's storage, the date and the clock. The location and the recent searches are
  /// not: the app never asks the first, and a replay keeps the second in memory.
  public func taped(_ tape: some AnswerTape) -> Self {
    var environment = self
    environment.cities.search = tape.endpoint("searchCities", cities.search)
    environment.cities.city = tape.endpoint("city", cities.city)
    environment.weatherClient.forecast = tape.endpoint("forecast", weatherClient.forecast)
    environment.weatherClient.currentConditions = tape.endpoint(
      "currentConditions", weatherClient.currentConditions)
    environment.forecastHistory.latest = tape.endpoint("history", forecastHistory.latest)
    environment.followingStorage.load = tape.endpoint("loadFollowing", followingStorage.load)
    let apply = followingStorage.apply
    environment.followingStorage.apply = tape.endpoint("applyFollowing") { change in
      try await apply(change)
    }
    environment.now = tape.endpoint("now", now)
    environment.clock = tape.clock(clock)
    return environment
  }
}
