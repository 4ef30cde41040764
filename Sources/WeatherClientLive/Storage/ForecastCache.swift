package import Foundation
package import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recent forecasts on disk, by default in `$XDG_CACHE_HOME/weather/`: one JSON file per provider
/// and place (``ForecastCacheKey``) holding the longest forecast asked for, in the units it was
/// fetched in. Every command and the app read it whatever length and units they want
/// (``Forecast/serving(days:units:)``): running a command twice in a row makes one request, `now`
/// after `forecast` makes none, and offline the last forecast of a place shows in any units.
///
/// The file is a ``Forecast``'s JSON with one member more, `requestedDays`: how many days were
/// asked for, which a provider may answer with fewer (OpenWeatherMap has 8).
///
/// It is only a cache: a missing, unreadable or corrupt file is a miss, never an error. It keeps
/// at most ``maximumPlaces`` places, dropping the least recently stored.
package struct ForecastCache: Hashable, Sendable {
  /// How long a forecast is fresh by default: the age after which the forecast feature shows
  /// one as stale, so a cached answer older than that means a fresh one could not be had.
  package static let defaultFreshness: TimeInterval = ForecastFeature.freshness

  /// How many places the cache keeps; storing one more removes the least recently stored.
  package static let maximumPlaces = 100

  /// The directory holding the files, created with mode 0700 on the first store.
  package var directory: URL
  /// How long after its `fetchedAt` a forecast is served without a request.
  package var freshness: TimeInterval

  /// A cache in `directory`.
  package init(directory: URL, freshness: TimeInterval = Self.defaultFreshness) {
    self.directory = directory
    self.freshness = freshness
  }

  /// A cache in `<cache home>/weather`; throws when the environment names no cache home.
  package init(
    directories: XDGDirectories, freshness: TimeInterval = Self.defaultFreshness
  ) throws(WeatherError) {
    guard let cacheHome = directories.cacheHome else {
      throw .storage(
        path: "$XDG_CACHE_HOME/weather",
        reason: "neither XDG_CACHE_HOME nor HOME is set to an absolute path")
    }
    self.init(
      directory: cacheHome.appendingPathComponent("weather", isDirectory: true),
      freshness: freshness)
  }

  /// A forecast kept for a place, and how many days were asked for when it was fetched.
  package struct Entry: Hashable, Sendable {
    /// The forecast, in the units it was fetched in.
    package var forecast: Forecast
    /// The days asked for (the forecast may hold fewer, when the provider has no more).
    package var requestedDays: Int

    /// An entry from its parts.
    package init(forecast: Forecast, requestedDays: Int) {
      self.forecast = forecast
      self.requestedDays = requestedDays
    }
  }

  /// What is kept for `key`, whatever its age.
  package func entry(for key: ForecastCacheKey) -> Entry? {
    guard let data = try? FileIO.contents(of: path(for: key)) else { return nil }
    return Self.entry(in: data, for: key)
  }

  /// Whether `forecast` was fetched less than ``freshness`` before `now`. A forecast fetched
  /// "after" `now` (the clock was set back) is not fresh: refetching is the safe answer when
  /// time cannot be trusted.
  package func isFresh(_ forecast: Forecast, now: Date) -> Bool {
    let age = now.timeIntervalSince(forecast.fetchedAt)
    return age >= 0 && age < freshness
  }

  /// The cached forecast of `key`'s place for `days` days in `units`, if it is fresh and was
  /// asked for with at least as many days.
  package func fresh(for key: ForecastCacheKey, days: Int, units: Units, now: Date) -> Forecast? {
    guard let entry = entry(for: key), entry.requestedDays >= days,
      isFresh(entry.forecast, now: now)
    else { return nil }
    return entry.forecast.serving(days: days, units: units)
  }

  /// The cached forecast of `key`'s place whatever its age, as much of `days` days as it holds,
  /// in `units`; the caller tells the user how old it is.
  package func latest(for key: ForecastCacheKey, days: Int, units: Units) -> Forecast? {
    entry(for: key)?.forecast.serving(days: days, units: units)
  }

  /// The entry a cache file's `data` holds for `key`, or `nil` (pure, so that it is fuzzed
  /// without a disk).
  static func entry(in data: Data, for key: ForecastCacheKey) -> Entry? {
    guard let stored = try? JSONDecoder().decode(StoredForecast.self, from: data),
      // A file renamed or copied by hand must not show one city's weather for another.
      key.matches(stored.forecast),
      // A file that says something no provider answer could is a miss, never a crash: its
      // times and dates are checked like an answer's before any arithmetic on them.
      (try? ProviderSanity.check(stored.forecast)) != nil
    else { return nil }
    let requested = stored.requestedDays ?? stored.forecast.daily.count
    return Entry(forecast: stored.forecast, requestedDays: min(max(requested, 1), 366))
  }

  /// Keeps `provider`'s `forecast`, asked for `requestedDays` days, replacing any older one of
  /// its place atomically.
  package func store(
    _ forecast: Forecast, provider: String, requestedDays: Int? = nil
  ) throws(WeatherError) {
    try store(
      forecast, for: ForecastCacheKey(forecast, provider: provider),
      requestedDays: requestedDays)
  }

  /// Keeps `forecast` under `key`, replacing any older one atomically, then drops the least
  /// recently stored places past ``maximumPlaces``.
  package func store(
    _ forecast: Forecast, for key: ForecastCacheKey, requestedDays: Int? = nil
  ) throws(WeatherError) {
    let path = path(for: key)
    let data: Data
    // Sorted keys: the same forecast is always the same bytes. In hash order (seeded per
    // process) two runs storing one answer wrote different files, so nothing could check that
    // an interrupted store left the old file or the new one, byte for byte.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      data = try encoder.encode(
        StoredForecast(
          forecast: forecast, requestedDays: requestedDays ?? forecast.daily.count))
    } catch {
      throw .storage(path: path, reason: "cannot encode the forecast: \(error)")
    }
    try FileIO.makeDirectories(directory.path)
    // No lock guards the cache, so each writer needs its own temporary file; the last rename
    // wins, and every rename installs a complete forecast.
    let temporaryPath = "\(path).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    try FileIO.writeAtomically(data, to: path, through: temporaryPath)
    evict(keeping: path)
  }

  /// Drops the files past ``maximumPlaces``, least recently written first, and the files of the
  /// earlier layout (one per units and length, `…-metric-7d.json`), which nothing reads now,
  /// and the temporary files of stores killed midway (``isAbandonedTemporary(_:)``).
  /// Best effort: the cache only saves requests.
  func evict(keeping kept: String) {
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    var places: [(path: String, modified: Date)] = []
    for name in names where Self.isAbandonedTemporary(name) {
      unlink(directory.appendingPathComponent(name).path)
    }
    for name in names where name.hasSuffix(".json") {
      let path = directory.appendingPathComponent(name).path
      if name.range(of: #"-[0-9]+d\.json$"#, options: .regularExpression) != nil {
        unlink(path)
        continue
      }
      guard path != kept,
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      places.append((path, attributes[.modificationDate] as? Date ?? .distantPast))
    }
    let excess = places.count + 1 - Self.maximumPlaces
    guard excess > 0 else { return }
    for place in places.sorted(by: { $0.modified < $1.modified }).prefix(excess) {
      unlink(place.path)
    }
  }

  /// Whether `name` is a store's temporary file (`FILE.json.PID.RANDOM.tmp`) whose writer is
  /// gone. A writer killed mid-store leaves it, and since each store picks a new name, nothing
  /// else would remove it: the fault-injection run counted one per kill. A file whose process
  /// still runs (or belongs to another user: EPERM) is another store in progress, and is kept.
  static func isAbandonedTemporary(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, parts[parts.count - 1] == "tmp",
      parts[parts.count - 4] == "json", UInt32(parts[parts.count - 2]) != nil,
      let pid = pid_t(parts[parts.count - 3]), pid > 0, pid != getpid()
    else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The file for `key`.
  package func path(for key: ForecastCacheKey) -> String {
    directory.appendingPathComponent(key.fileName).path
  }
}

/// A cache file: a ``Forecast``'s members, and `requestedDays` beside them (a reader that knows
/// only ``Forecast`` reads the file as one).
struct StoredForecast: Codable {
  var forecast: Forecast
  var requestedDays: Int?

  private enum CodingKeys: String, CodingKey {
    case requestedDays
  }

  init(forecast: Forecast, requestedDays: Int?) {
    self.forecast = forecast
    self.requestedDays = requestedDays
  }

  init(from decoder: any Decoder) throws {
    forecast = try Forecast(from: decoder)
    requestedDays = try decoder.container(keyedBy: CodingKeys.self)
      .decodeIfPresent(Int.self, forKey: .requestedDays)
  }

  func encode(to encoder: any Encoder) throws {
    try forecast.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(requestedDays, forKey: .requestedDays)
  }
}
