package import Foundation
package import WeatherFeatures

/// One file of the data directory that the program rewrites as a whole (`following.json`,
/// `recent-searches.json`), with the durability rules every such file follows:
///
/// - every change is a read-modify-write under an exclusive lock (on `NAME.lock`), waiting for
///   another process's change at most ``lockTimeout``;
/// - every write is atomic (an `O_EXCL | O_NOFOLLOW` temporary file, `fsync`, `rename`, `fsync`
///   of the directory), so the file always holds a complete document and reading needs no lock;
/// - a symbolic link is written through to its target, and the file's mode is kept;
/// - the bytes are read before every write, so a document that cannot be understood is reported
///   by the transform and never overwritten.
package struct DataFile: Hashable, Sendable {
  /// The directory holding the file, created with mode 0700 on the first write.
  package var directory: URL
  /// The file's name in its directory.
  package var fileName: String
  /// How long a change waits for another process's change to finish.
  package var lockTimeout: Duration

  /// The file `fileName` in `directory`.
  package init(directory: URL, fileName: String, lockTimeout: Duration = FileLock.defaultTimeout) {
    self.directory = directory
    self.fileName = fileName
    self.lockTimeout = lockTimeout
  }

  /// The file `fileName` in `<data home>/weather`; throws when the environment names no data
  /// home.
  package init(directories: XDGDirectories, fileName: String) throws(WeatherError) {
    guard let dataHome = directories.dataHome else {
      throw .storage(
        path: "$XDG_DATA_HOME/weather/\(fileName)",
        reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path")
    }
    self.init(
      directory: dataHome.appendingPathComponent("weather", isDirectory: true), fileName: fileName)
  }

  /// The file's full path.
  package var path: String { directory.appendingPathComponent(fileName).path }

  /// The lock file, kept apart from the data file because `rename` replaces the data file.
  var lockPath: String { path + ".lock" }

  /// The file's bytes, or `nil` when there is no file (size-capped, regular files only).
  func contents() throws(WeatherError) -> Data? {
    try FileIO.contents(of: path)
  }

  /// Replaces the file's bytes with those `transform` makes of them (`nil` for no file), under
  /// the exclusive lock and atomically, and returns what it returns beside them. Nothing is
  /// written when `transform` throws.
  func update<Value>(
    _ transform: (Data?) throws(WeatherError) -> (data: Data, value: Value)
  ) throws(WeatherError) -> Value {
    try FileIO.makeDirectories(directory.path)
    return try FileLock.withExclusiveLock(on: lockPath, guarding: path, timeout: lockTimeout) {
      () throws(WeatherError) in
      let existing = try contents()
      let (data, value) = try transform(existing)
      // Nothing changed (a search remembered again, a follow of a city followed): the file
      // stays as it is, its mode and time untouched, and no write or fsync is paid.
      if data == existing { return value }
      let target = try FileIO.resolvingSymbolicLinks(path)
      // One fixed name is enough because only the holder of the lock writes it; a writer killed
      // mid-write leaves one stray file, removed here, never one per crash.
      let temporaryPath = target + ".tmp"
      try FileIO.removeLeftover(temporaryPath)
      try FileIO.writeAtomically(data, to: target, through: temporaryPath)
      return value
    }
  }
}
