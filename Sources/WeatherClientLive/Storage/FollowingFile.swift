package import Foundation
package import WeatherFeatures

/// The followed cities in a JSON file, by default `$XDG_DATA_HOME/weather/following.json`, safe
/// against crashes and against other processes changing it at the same time.
///
/// - Every change is a read-modify-write under an exclusive lock (on `following.json.lock`), so
///   two processes following different cities at once both keep their change. A writer waits for
///   the lock at most ``lockTimeout``, then reports the file as locked.
/// - Every write is atomic (temporary file, `fsync`, `rename`, `fsync` of the directory), so the
///   file always holds a complete list, even after `SIGKILL` or a power cut. Reading therefore
///   needs no lock, and works in a directory this user cannot write.
/// - A write keeps what the user set up: a symbolic link is written through to its target (the
///   temporary file is made beside the target), the file's mode is kept, and so are the members
///   of the file this program does not know.
/// - A file that cannot be read (bad JSON, wrong shape, a newer version, not a regular file,
///   larger than 8 MiB) is never overwritten: every operation throws
///   ``WeatherError/storage(path:reason:)`` and leaves it as it is, for the user to repair or for
///   the newer program to keep using.
package struct FollowingFile: Hashable, Sendable {
  /// The file's name in its directory.
  package static let fileName = "following.json"

  /// How long a change waits by default for another process's change to finish.
  package static let defaultLockTimeout: Duration = FileLock.defaultTimeout

  /// The directory holding the file, created with mode 0700 on the first write.
  package var directory: URL
  /// How long a change waits for another process's change to finish.
  package var lockTimeout: Duration

  /// The file in `directory`.
  package init(directory: URL, lockTimeout: Duration = Self.defaultLockTimeout) {
    self.directory = directory
    self.lockTimeout = lockTimeout
  }

  /// The file in `<data home>/weather`; throws when the environment names no data home.
  package init(directories: XDGDirectories) throws(WeatherError) {
    let file = try DataFile(directories: directories, fileName: Self.fileName)
    self.init(directory: file.directory)
  }

  /// The file with the durability rules every data file follows.
  private var file: DataFile {
    DataFile(directory: directory, fileName: Self.fileName, lockTimeout: lockTimeout)
  }

  /// The file's full path.
  package var path: String { file.path }

  /// The lock file, kept apart from the data file because `rename` replaces the data file.
  var lockPath: String { file.lockPath }

  /// The followed cities, in the user's order; empty when nothing was ever saved.
  package func load() throws(WeatherError) -> [City] {
    try read().cities
  }

  /// Applies `change` (as ``Swift/Array/applying(_:)`` defines it) and returns the list as now
  /// stored.
  @discardableResult
  package func apply(_ change: FollowingChange) throws(WeatherError) -> [City] {
    try update { cities throws(WeatherError) in try cities.applying(change) }
  }

  /// Replaces the stored list with `transform` of it, atomically and under the exclusive lock,
  /// and returns the new list. Nothing is written when `transform` throws.
  @discardableResult
  package func update(
    _ transform: ([City]) throws(WeatherError) -> [City]
  ) throws(WeatherError) -> [City] {
    try file.update { data throws(WeatherError) in
      // Reading first is what keeps a file this program cannot read from being overwritten.
      let document = try document(data)
      let cities = try transform(document.cities)
      return (try document.encode(cities, path: path), cities)
    }
  }

  /// The stored document: cities, repeated ids and the bytes they came from.
  func read() throws(WeatherError) -> FollowingDocument {
    try document(try file.contents())
  }

  /// The document in the file's bytes, empty when there is no file.
  private func document(_ data: Data?) throws(WeatherError) -> FollowingDocument {
    guard let data else { return .empty }
    return try FollowingDocument.decode(data, path: path)
  }
}
