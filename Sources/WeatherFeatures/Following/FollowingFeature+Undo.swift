extension FollowingFeature {
  /// How to take back an optimistic change when saving it fails.
  public enum Undo: Equatable, Sendable {
    /// Remove the city that was added.
    case remove(City.ID)
    /// Put back the city that was removed, where it was.
    case insert(FollowedCity, at: Int)
    /// Move the city back to where it was.
    case move(City.ID, toOffset: Int)
  }
}
