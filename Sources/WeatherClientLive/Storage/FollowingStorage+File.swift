import Synchronization
package import WeatherFeatures

extension FollowingStorage {
  /// The storage that keeps followed cities in `file`.
  ///
  /// The file work blocks (it may wait for another process's lock), so it runs on a Dispatch
  /// thread rather than on the caller's; changes are applied in the order they were asked for.
  /// A file that lists a city more than once is read as listing it once (and a change saves it
  /// once); `warn` is told so, once per set of repeated ids, however often the file is read.
  package static func file(
    _ file: FollowingFile, warn: @escaping @Sendable (LiveWarning) -> Void = { _ in }
  ) -> FollowingStorage {
    let reported = Mutex<Set<[City.ID]>>([])
    let turns = TurnOrder()
    @Sendable func check(_ document: FollowingDocument) {
      let repeated = document.repeatedIDs
      guard !repeated.isEmpty, reported.withLock({ $0.insert(repeated).inserted }) else { return }
      warn(.repeatedIDs(path: file.path, ids: repeated))
    }
    return FollowingStorage(
      load: {
        try await BlockingIO.run {
          let document = try file.read()
          check(document)
          return document.cities
        }
      },
      apply: { change in
        // In line now, on the caller's actor, before the work moves to another thread.
        let turn = turns.take()
        return try await BlockingIO.run { try turns.run(turn) { try file.apply(change) } }
      }
    )
  }
}
