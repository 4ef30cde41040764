public import Foundation
public import WeatherFeatures

/// The followed cities in a JSON file, by default `$XDG_DATA_HOME/weather/following.json`, safe
/// against crashes and against other processes changing it at the same time.
///
/// - Every change is a read-modify-write under an exclusive lock (on `following.json.lock`), so
///   two processes following different cities at once both keep their change.
/// - Every write is atomic (temporary file, `fsync`, `rename`, `fsync` of the directory), so the
///   file always holds a complete list, even after `SIGKILL` or a power cut.
/// - A file that cannot be read (bad JSON, wrong shape, a newer version) is never overwritten:
///   every operation throws ``WeatherError/storage(path:reason:)`` and leaves it as it is, for
///   the user to repair or for the newer program to keep using.
public struct FollowingFile: Hashable, Sendable {
  /// The file's name in its directory.
  public static let fileName = "following.json"

  /// The directory holding the file, created with mode 0700 on the first write.
  public var directory: URL

  /// The file in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The file in `<data home>/weather`; throws when the environment names no data home.
  public init(directories: XDGDirectories) throws(WeatherError) {
    guard let dataHome = directories.dataHome else {
      throw .storage(
        path: "$XDG_DATA_HOME/weather/\(Self.fileName)",
        reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path")
    }
    self.init(directory: dataHome.appendingPathComponent("weather", isDirectory: true))
  }

  /// The file's full path.
  public var path: String { directory.appendingPathComponent(Self.fileName).path }

  /// The lock file, kept apart from the data file because `rename` replaces the data file.
  var lockPath: String { path + ".lock" }

  /// Where a new version of the file is written before it replaces the file. One fixed name is
  /// enough because only the holder of the exclusive lock writes it, and it means a writer killed
  /// mid-write leaves one stray file that the next write reuses, not one per crash.
  var temporaryPath: String { path + ".tmp" }

  /// The followed cities, in the user's order; empty when nothing was ever saved.
  public func load() throws(WeatherError) -> [City] {
    // Nothing was ever saved; creating the directory just to lock it would be a write.
    guard FileIO.exists(directory.path) else { return [] }
    return try FileLock.withLock(on: lockPath, .shared) { () throws(WeatherError) in
      try readCities()
    }
  }

  /// Applies `change` (as ``Swift/Array/applying(_:)`` defines it) and returns the list as now
  /// stored.
  @discardableResult
  public func apply(_ change: FollowingChange) throws(WeatherError) -> [City] {
    try update { cities throws(WeatherError) in try cities.applying(change) }
  }

  /// Replaces the stored list with `transform` of it, atomically and under the exclusive lock,
  /// and returns the new list. Nothing is written when `transform` throws.
  @discardableResult
  public func update(
    _ transform: ([City]) throws(WeatherError) -> [City]
  ) throws(WeatherError) -> [City] {
    try FileIO.makeDirectories(directory.path)
    return try FileLock.withLock(on: lockPath, .exclusive) { () throws(WeatherError) in
      // Reading first is what keeps a file this program cannot read from being overwritten.
      let cities = try transform(readCities())
      let data = try FollowingDocument.encode(cities, path: path)
      try FileIO.writeAtomically(data, to: path, through: temporaryPath)
      return cities
    }
  }

  /// The stored cities; call with a lock held.
  private func readCities() throws(WeatherError) -> [City] {
    guard let data = try FileIO.contents(of: path) else { return [] }
    return try FollowingDocument.decode(data, path: path)
  }
}
