public import Foundation

extension FollowingFeature {
  /// What can happen to the followed list.
  public enum Action: Equatable, Sendable {
    /// Load the stored list (on start).
    case load
    /// The stored list, or why it could not be read.
    case loaded(Result<[City], WeatherError>)
    /// Follow the city with this GeoNames id, looking it up in the directory first.
    case follow(City.ID)
    /// The directory found (or failed to find) the id to follow.
    case followResolved(Result<City, WeatherError>)
    /// Follow a city already known (e.g. a search result).
    case followCity(City)
    /// Stop following a city.
    case unfollow(City.ID)
    /// Move a city to a new position.
    case move(City.ID, toOffset: Int)
    /// Storage applied a change: the list as now stored, or the error and how to undo the change.
    case saved(Result<[City], WeatherError>, undo: Undo)
    /// Fetch current conditions of every followed city, in order, a few at a time
    /// (``State/refreshes``).
    case refresh
    /// Fetch current conditions of one city.
    case refreshCity(City.ID)
    /// Stop fetching a city's conditions.
    case cancelRefresh(City.ID)
    /// Stop fetching every city's conditions, in flight or waiting.
    case cancelRefreshes
    /// Switch units: conditions shown in the old ones are dropped and fetched again.
    case unitsChanged(Units)
    /// A city's conditions, or why they could not be fetched.
    case conditionsResponse(City.ID, Result<CurrentConditions, WeatherError>)
    /// A city's refresh failed with `failure`, and the history had its last known conditions,
    /// fetched at `fetchedAt`: shown with their age instead of nothing.
    case lastKnown(City.ID, CurrentConditions, fetchedAt: Date, failure: WeatherError)
    /// The user has read the error.
    case errorDismissed
  }
}
