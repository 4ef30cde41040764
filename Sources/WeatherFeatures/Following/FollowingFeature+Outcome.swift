extension FollowingFeature {
  /// How the last follow or unfollow ended, for a command or a screen to report.
  public enum Outcome: Equatable, Sendable {
    /// The city is now followed, and saved.
    case followed(City)
    /// The city was followed already: nothing changed.
    case alreadyFollowing(City)
    /// The city is no longer followed, and that is saved.
    case unfollowed(City)
    /// The city asked to unfollow (or move) is not followed: nothing changed.
    case notFollowing(City.ID)
    /// A bare position was asked to be followed: only cities can be.
    case notACity(City)
    /// The change could not be made or saved; the list is as it was.
    case failed(WeatherError)
  }
}
