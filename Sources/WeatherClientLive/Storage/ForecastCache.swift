package import Foundation
package import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recent forecasts on disk, by default in `$XDG_CACHE_HOME/weather/`, one JSON file per
/// ``ForecastCacheKey``, so that running the command twice in a row makes one request, and an
/// offline run can still show the last forecast.
///
/// It is only a cache: a missing, unreadable or corrupt file is a miss, never an error.
package struct ForecastCache: Hashable, Sendable {
  /// How long a forecast is fresh by default: the age after which the forecast feature shows
  /// one as stale, so a cached answer older than that means a fresh one could not be had.
  package static let defaultFreshness: TimeInterval = ForecastFeature.freshness

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

  /// The cached forecast for `key` if it was fetched less than ``freshness`` before `now`.
  ///
  /// A forecast fetched "after" `now` (the clock was set back) is not fresh: refetching is the
  /// safe answer when time cannot be trusted.
  package func fresh(for key: ForecastCacheKey, now: Date) -> Forecast? {
    guard let forecast = latest(for: key) else { return nil }
    let age = now.timeIntervalSince(forecast.fetchedAt)
    return age >= 0 && age < freshness ? forecast : nil
  }

  /// The cached forecast for `key` whatever its age; the caller tells the user how old it is.
  package func latest(for key: ForecastCacheKey) -> Forecast? {
    guard let data = try? FileIO.contents(of: path(for: key)) else { return nil }
    return Self.forecast(in: data, for: key)
  }

  /// The forecast a cache file's `data` holds for `key`, or `nil` (pure, so that it is fuzzed
  /// without a disk).
  static func forecast(in data: Data, for key: ForecastCacheKey) -> Forecast? {
    guard let forecast = try? JSONDecoder().decode(Forecast.self, from: data),
      // A file renamed or copied by hand must not show one city's weather for another.
      key.matches(forecast),
      // A file that says something no provider answer could is a miss, never a crash: its
      // times and dates are checked like an answer's before any arithmetic on them.
      (try? ProviderSanity.check(forecast)) != nil
    else { return nil }
    return forecast
  }

  /// Keeps `provider`'s `forecast` for the key it answers, replacing any older one atomically.
  package func store(_ forecast: Forecast, provider: String) throws(WeatherError) {
    try store(forecast, for: ForecastCacheKey(forecast, provider: provider))
  }

  /// Keeps `forecast` under `key`, replacing any older one atomically.
  package func store(_ forecast: Forecast, for key: ForecastCacheKey) throws(WeatherError) {
    let path = path(for: key)
    let data: Data
    do {
      data = try JSONEncoder().encode(forecast)
    } catch {
      throw .storage(path: path, reason: "cannot encode the forecast: \(error)")
    }
    try FileIO.makeDirectories(directory.path)
    // No lock guards the cache, so each writer needs its own temporary file; the last rename
    // wins, and every rename installs a complete forecast.
    let temporaryPath = "\(path).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    try FileIO.writeAtomically(data, to: path, through: temporaryPath)
  }

  /// The file for `key`.
  func path(for key: ForecastCacheKey) -> String {
    directory.appendingPathComponent(key.fileName).path
  }
}
