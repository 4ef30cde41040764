package import Foundation
package import WeatherFeatures

/// The recent searches in a JSON file, `$XDG_DATA_HOME/weather/recent-searches.json`:
/// `{"version": 1, "searches": ["london", …]}`, newest first, kept with the rules of every data
/// file (``DataFile``: locked, atomic, links and modes kept). Members this program does not
/// know are kept; a file it cannot read (bad JSON, wrong shape, a newer version, not a regular
/// file, too large) is reported with ``WeatherError/storage(path:reason:)`` and never
/// overwritten.
package struct RecentSearchesFile: Hashable, Sendable {
  /// The file's name in its directory.
  package static let fileName = "recent-searches.json"
  /// The format this program writes, and the newest it reads.
  static let currentVersion = 1

  /// The file.
  package var file: DataFile

  /// The file in `directory`.
  package init(directory: URL, lockTimeout: Duration = FileLock.defaultTimeout) {
    file = DataFile(directory: directory, fileName: Self.fileName, lockTimeout: lockTimeout)
  }

  /// The file in `<data home>/weather`; throws when the environment names no data home.
  package init(directories: XDGDirectories) throws(WeatherError) {
    file = try DataFile(directories: directories, fileName: Self.fileName)
  }

  /// The file's full path.
  package var path: String { file.path }

  /// The recent searches, newest first; empty when nothing was ever saved.
  package func load() throws(WeatherError) -> [String] {
    guard let data = try file.contents() else { return [] }
    return try Self.decode(data, path: path)
  }

  /// Applies `change` (as ``Swift/Array/applying(_:)`` defines it) and returns the list as now
  /// stored.
  @discardableResult
  package func apply(_ change: RecentSearchChange) throws(WeatherError) -> [String] {
    try file.update { data throws(WeatherError) in
      // Reading first is what keeps a file this program cannot read from being overwritten.
      let searches =
        try data.map { data throws(WeatherError) in try Self.decode(data, path: path) } ?? []
      let changed = searches.applying(change)
      // Unchanged: the same bytes back, which the file takes as nothing to write (and no
      // second parse to keep unknown members is paid).
      if let data, changed == searches { return (data, changed) }
      return (try Self.encode(changed, keeping: data ?? Data(), path: path), changed)
    }
  }

  /// The known part of the format.
  private struct Shape: Codable {
    var version: Int
    var searches: [String]
  }

  private static let noun = "a list of recent searches"

  /// The searches in a file's bytes, each once and at most as many as are kept, or an error
  /// saying what is wrong with them.
  static func decode(_ data: Data, path: String) throws(WeatherError) -> [String] {
    guard !data.isEmpty else { throw .storage(path: path, reason: "the file is empty") }
    if let shape = try? JSONDecoder().decode(Shape.self, from: data) {
      try StoredJSON.checkVersion(shape.version, current: currentVersion, path: path)
      // Read through the one rule, so that a hand-edited file is shown as the app keeps it.
      return shape.searches.reversed().reduce([String]()) { $0.applying(.remember($1)) }
    }
    try StoredJSON.checkVersion(of: data, current: currentVersion, path: path, noun: noun)
    do {
      _ = try JSONDecoder().decode(Shape.self, from: data)
    } catch {
      throw .storage(
        path: path, reason: StoredJSON.reason(error, decoding: Shape.self, from: data, noun: noun))
    }
    throw .storage(path: path, reason: "not \(noun)")
  }

  /// The file's bytes for `searches`, with the members of `source` this program does not know.
  static func encode(_ searches: [String], keeping source: Data, path: String)
    throws(WeatherError) -> Data
  {
    do {
      let known = try StoredJSON.value(Shape(version: currentVersion, searches: searches))
      return try StoredJSON.encode(
        StoredJSON.keepingUnknownMembers(of: StoredJSON.rawValue(source), known: known))
    } catch {
      throw .storage(path: path, reason: "cannot encode the recent searches: \(error)")
    }
  }
}

extension RecentSearchesStorage {
  /// The storage that keeps the recent searches in `file`, its work on a Dispatch thread, its
  /// changes applied in the order they were asked for. `nil` (no data directory) keeps them
  /// for this run only: remembering searches is a convenience, and never stops a search.
  package static func file(_ file: RecentSearchesFile?) -> RecentSearchesStorage {
    guard let file else { return .inMemory() }
    let turns = TurnOrder()
    return RecentSearchesStorage(
      load: { try await BlockingIO.run { try file.load() } },
      apply: { change in
        let turn = turns.take()
        return try await BlockingIO.run { try turns.run(turn) { try file.apply(change) } }
      })
  }
}
