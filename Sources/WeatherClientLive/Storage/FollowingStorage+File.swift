public import WeatherFeatures

extension FollowingStorage {
  /// The storage that keeps followed cities in `file`.
  ///
  /// The file work blocks (it may wait for another process's lock), so it runs on a Dispatch
  /// thread rather than on the caller's.
  public static func file(_ file: FollowingFile) -> FollowingStorage {
    FollowingStorage(
      load: { try await BlockingIO.run { try file.load() } },
      apply: { change in try await BlockingIO.run { try file.apply(change) } }
    )
  }
}
