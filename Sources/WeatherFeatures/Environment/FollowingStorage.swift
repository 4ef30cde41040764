import Reducers

/// An edit to the list of followed cities.
///
/// Storage applies edits, rather than overwriting the list, so that two processes following
/// different cities at the same time both keep their change.
public enum FollowingChange: Hashable, Sendable {
  /// Add a city at the end.
  case follow(City)
  /// Remove a city.
  case unfollow(City.ID)
  /// Move a city to a new position (clamped to the list).
  case move(City.ID, toOffset: Int)
}

/// Where the followed cities are kept between runs.
public struct FollowingStorage: Sendable {
  /// The followed cities, in the user's order.
  public var load: @Sendable () async throws -> [City]
  /// Applies a change to the stored list atomically and returns the list as now stored.
  ///
  /// Called on the caller's actor: a storage takes its place in line before its first
  /// suspension, so that changes asked for one after the other (a key held down to move a
  /// city) are applied in that order.
  public var apply: nonisolated(nonsending) @Sendable (FollowingChange) async throws -> [City]

  /// A storage from its operations.
  public init(
    load: @escaping @Sendable () async throws -> [City],
    apply: nonisolated(nonsending) @escaping @Sendable (FollowingChange) async throws -> [City]
  ) {
    self.load = load
    self.apply = apply
  }
}

extension FollowingStorage {
  /// A storage whose every operation reports a test failure and throws.
  public static var failing: FollowingStorage {
    FollowingStorage(
      load: { try unexpectedCall("FollowingStorage.load") },
      apply: { _ in try unexpectedCall("FollowingStorage.apply") }
    )
  }
}

extension [City] {
  /// This list with `change` applied: the one definition of what each edit means, shared by every
  /// storage.
  public func applying(_ change: FollowingChange) throws(WeatherError) -> [City] {
    var cities = self
    switch change {
    case .follow(let city):
      if let existing = cities.first(where: { $0.id == city.id }) {
        throw .alreadyFollowing(existing)
      }
      cities.append(city)
    case .unfollow(let id):
      let count = cities.count
      cities.removeAll { $0.id == id }
      guard cities.count < count else { throw .unknownCity(id) }
    case .move(let id, let offset):
      guard let index = cities.firstIndex(where: { $0.id == id }) else {
        throw .unknownCity(id)
      }
      let city = cities.remove(at: index)
      cities.insert(city, at: Swift.min(Swift.max(offset, 0), cities.count))
    }
    return cities
  }
}
