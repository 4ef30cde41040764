import Foundation
import Synchronization

/// An edit to the recent searches kept between runs.
///
/// Storage applies edits, rather than overwriting the list, so that two processes searching at
/// the same time both keep their search.
public enum RecentSearchChange: Hashable, Sendable {
  /// Put a search first (moving it there if it is listed already, case aside).
  case remember(String)
  /// Remove a search (case aside).
  case remove(String)
}

/// Where the recent searches are kept between runs.
public struct RecentSearchesStorage: Sendable {
  /// The recent searches, newest first.
  public var load: @Sendable () async throws -> [String]
  /// Applies a change atomically and returns the list as now stored; called on the caller's
  /// actor, so that changes take their place in line in the order they were asked for.
  public var apply: nonisolated(nonsending) @Sendable (RecentSearchChange) async throws -> [String]

  /// A storage from its operations.
  public init(
    load: @escaping @Sendable () async throws -> [String],
    apply:
      nonisolated(nonsending) @escaping @Sendable (RecentSearchChange) async throws
      -> [String]
  ) {
    self.load = load
    self.apply = apply
  }
}

extension RecentSearchesStorage {
  /// A storage whose every operation reports a test failure and throws.
  public static var failing: RecentSearchesStorage {
    RecentSearchesStorage(
      load: { try unexpectedCall("RecentSearchesStorage.load") },
      apply: { _ in try unexpectedCall("RecentSearchesStorage.apply") })
  }

  /// A storage that keeps the searches in memory, for this run only: the one-shot commands'
  /// when there is no data directory, and tests.
  public static func inMemory(_ initial: [String] = []) -> RecentSearchesStorage {
    let searches = Mutex(initial)
    return RecentSearchesStorage(
      load: { searches.withLock { $0 } },
      apply: { change in
        searches.withLock { searches in
          searches = searches.applying(change)
          return searches
        }
      })
  }
}

extension [String] {
  /// This list of recent searches with `change` applied: the one definition of what each edit
  /// means, shared by the feature and every storage. At most ``SearchFeature/State/maxRecentSearches``
  /// are kept, newest first, each once (case aside).
  public func applying(_ change: RecentSearchChange) -> [String] {
    var searches = self
    switch change {
    case .remember(let query):
      let query = PlaceRequest.words(of: query)
      guard !query.isEmpty else { return searches }
      searches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
      searches.insert(query, at: 0)
    case .remove(let query):
      searches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
    }
    return Array(searches.prefix(SearchFeature.State.maxRecentSearches))
  }
}
