public import Foundation
public import Reducers
import ReducersDebugging
import Synchronization

/// Writes a session log (see ``SessionLogEntry``) of the app as it runs: the user's actions,
/// every action effects sent back with the state change each made, and every answer of the
/// environment, so that a session seen in the app can be replayed as a test.
///
/// The app runs ``reducer`` on an environment wrapped by ``environment(_:)`` and calls
/// ``userWillSend()`` before sending what a key asked for.
public final class SessionRecorder: Sendable {
  private struct Log {
    var userActionPending = false
  }

  private let write: @Sendable (Data) -> Void
  private let start: ContinuousClock.Instant
  private let log = Mutex(Log())

  /// A recorder that hands each line (JSON and a newline) to `write`.
  public init(write: @escaping @Sendable (Data) -> Void) {
    self.write = write
    self.start = ContinuousClock.now
  }

  /// Writes the `start` line, for an app built from `units`, `days` and `onlineSearch`, asking
  /// its confirmations in `confirmationWords`.
  public func begin(
    units: Units, days: Int, onlineSearch: Bool,
    confirmationWords: InterfaceFeature.ConfirmationWords? = nil
  ) {
    var entry = SessionLogEntry(kind: .start)
    entry.version = SessionLogEntry.currentVersion
    entry.units = units
    entry.days = days
    entry.onlineSearch = onlineSearch
    entry.confirmationWords = confirmationWords
    append(entry)
  }

  /// The next action reduced is the user's.
  public func userWillSend() {
    log.withLock { $0.userActionPending = true }
  }

  /// `base`, recording each action it runs and the change it makes.
  public func reducer(
    _ base: some ReducerProtocol<AppFeature.State, AppFeature.Action, AppFeature.Environment>
  ) -> Reducer<AppFeature.State, AppFeature.Action, AppFeature.Environment> {
    Reducer { [self] state, action, environment in
      let at = microseconds()
      let before = state
      let effect = base.reduce(into: &state, action: action, environment: environment)
      let change = diff(before, state) ?? ""
      let isUser = log.withLock { log in
        defer { log.userActionPending = false }
        return log.userActionPending
      }
      var entry: SessionLogEntry
      if isUser, case .interface(let userAction) = action {
        entry = SessionLogEntry(kind: .user, at: at)
        entry.action = userAction
      } else {
        entry = SessionLogEntry(kind: .effect, at: at)
        entry.effectAction = customDump(action)
      }
      entry.change = change
      append(entry)
      return effect
    }
  }

  /// `base` with every answer of its clients, storage and date recorded.
  public func environment(_ base: AppFeature.Environment) -> AppFeature.Environment {
    var environment = base
    let client = base.weatherClient
    let cities = base.cities
    let history = base.forecastHistory
    let storage = base.followingStorage
    environment.cities.search = { [self] query in
      try await answer(Self.key(query)) { try await cities.search(query) }
    }
    environment.cities.city = { [self] id in
      try await answer("city \(id)") { try await cities.city(id) }
    }
    environment.forecastHistory.latest = { [self] city, days, units in
      try? await answer("history \(city.id) \(days) \(units.rawValue)") {
        await history.latest(city, days, units).map { [$0] } ?? []
      }.first
    }
    environment.weatherClient.forecast = { [self] city, days, units in
      try await answer("forecast \(city.id) \(days) \(units.rawValue)") {
        try await client.forecast(city, days, units)
      }
    }
    environment.weatherClient.currentConditions = { [self] city, units in
      try await answer("currentConditions \(city.id) \(units.rawValue)") {
        try await client.currentConditions(city, units)
      }
    }
    environment.followingStorage.load = { [self] in
      try await answer("load") { try await storage.load() }
    }
    environment.followingStorage.apply = { [self] change in
      try await answer(Self.key(change)) { try await storage.apply(change) }
    }
    let now = base.now
    environment.now = { [self] in
      let date = now()
      var entry = SessionLogEntry(kind: .now, at: microseconds())
      entry.date = date.timeIntervalSince1970
      append(entry)
      return date
    }
    return environment
  }

  /// The name of a search call: "searchCities <text> <limit> <country or ->".
  public static func key(_ query: CityQuery) -> String {
    "searchCities \(query.text) \(query.limit) \(query.countryCode ?? "-")"
  }

  /// The name of a storage change: "apply follow 2643743", "apply move 2643743 0", ….
  public static func key(_ change: FollowingChange) -> String {
    switch change {
    case .follow(let city): "apply follow \(city.id)"
    case .unfollow(let id): "apply unfollow \(id)"
    case .move(let id, let offset): "apply move \(id) \(offset)"
    }
  }

  private func answer<Value: Codable & Sendable>(
    _ call: String, _ operation: () async throws -> Value
  ) async throws -> Value {
    do {
      let value = try await operation()
      var entry = SessionLogEntry(kind: .response, at: microseconds())
      entry.call = call
      let json = try log.withLock { _ in try Self.encoder.encode(value) }
      entry.result = SessionLogResult(success: String(decoding: json, as: UTF8.self))
      append(entry)
      return value
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      var entry = SessionLogEntry(kind: .response, at: microseconds())
      entry.call = call
      entry.result = SessionLogResult(failure: WeatherError(error))
      append(entry)
      throw error
    }
  }

  private func microseconds() -> Int64 {
    let elapsed = ContinuousClock.now - start
    return elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds
      / 1_000_000_000_000
  }

  /// Writes one line; under the lock, so lines from answers arriving on other threads never
  /// interleave.
  private func append(_ entry: SessionLogEntry) {
    log.withLock { _ in
      guard let data = try? Self.encoder.encode(entry) else { return }
      write(data + Data("\n".utf8))
    }
  }

  /// Sorted keys and whole-second-precise dates: the same session writes the same bytes.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }()
}
