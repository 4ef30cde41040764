import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// Storing and finding forecasts, and how freshness is judged.
struct ForecastCacheTests {
  let temporary: TemporaryDirectory
  let cache: ForecastCache
  let fetchedAt = Date(timeIntervalSince1970: 1_789_000_000.25)
  let key = ForecastCacheKey(
    provider: "open-meteo", city: StorageFixtures.london, units: .metric, days: 3)

  init() throws {
    temporary = try TemporaryDirectory()
    cache = ForecastCache(directory: temporary.url.appendingPathComponent("cache/weather"))
  }

  @Test func emptyCacheMisses() {
    #expect(cache.latest(for: key) == nil)
    #expect(cache.fresh(for: key, now: fetchedAt) == nil)
  }

  @Test func storedForecastComesBackExactly() throws {
    let forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(forecast, provider: "open-meteo")
    #expect(cache.latest(for: key) == forecast)
    #expect(cache.fresh(for: key, now: fetchedAt.addingTimeInterval(9 * 60)) == forecast)
  }

  @Test func freshnessEndsAfterTenMinutes() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(cache.fresh(for: key, now: fetchedAt.addingTimeInterval(599)) != nil)
    #expect(cache.fresh(for: key, now: fetchedAt.addingTimeInterval(600)) == nil)
    // A forecast from "the future" means the clock moved back: not to be trusted as fresh.
    #expect(cache.fresh(for: key, now: fetchedAt.addingTimeInterval(-60)) == nil)
    // Stale is still there for when the network is not.
    #expect(cache.latest(for: key)?.fetchedAt == fetchedAt)
  }

  @Test func freshnessIsConfigurable() throws {
    let patient = ForecastCache(directory: cache.directory, freshness: 3600)
    try patient.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(patient.fresh(for: key, now: fetchedAt.addingTimeInterval(3000)) != nil)
    #expect(cache.fresh(for: key, now: fetchedAt.addingTimeInterval(3000)) == nil)
  }

  @Test func keysKeepCitiesUnitsAndLengthsApart() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    try cache.store(
      StorageFixtures.forecast(fetchedAt: fetchedAt, units: .imperial, temperature: 54.5),
      provider: "open-meteo")
    try cache.store(
      StorageFixtures.forecast(StorageFixtures.paris, fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(cache.latest(for: key)?.current.temperature == 12.5)
    var imperial = key
    imperial.units = .imperial
    #expect(cache.latest(for: imperial)?.current.temperature == 54.5)
    var longer = key
    longer.days = 7
    #expect(cache.latest(for: longer) == nil)
    #expect(
      cache.latest(
        for: .init(provider: "open-meteo", city: StorageFixtures.paris, units: .metric, days: 3))?
        .city
        == StorageFixtures.paris)
  }

  @Test func keysKeepProvidersApart() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    var other = key
    other.provider = "openweathermap"
    #expect(cache.latest(for: other) == nil)
    #expect(cache.latest(for: key) != nil)
  }

  @Test func aProviderNameThatIsNotAWordNeverReachesThePath() throws {
    var odd = key
    odd.provider = "../../etc"
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), for: odd)
    #expect(
      try cacheFiles().map(\.lastPathComponent) == [
        "provider-2643743@51.5085,-0.1257-metric-3d.json"
      ])
  }

  /// A position no place can have (from a hand-edited following.json) is a key, never a
  /// trap: scaling 1e308 to an integer crashed `weather forecast`.
  @Test func anImpossiblePositionIsAKeyNotACrash() throws {
    var nowhere = StorageFixtures.london
    nowhere.latitude = 1e308
    nowhere.longitude = -.infinity
    let key = ForecastCacheKey(provider: "open-meteo", city: nowhere, units: .metric, days: 3)
    #expect(key.coordinate == "1e+308,-inf")
    #expect(
      key
        != ForecastCacheKey(
          provider: "open-meteo", city: StorageFixtures.london, units: .metric, days: 3))
  }

  @Test(arguments: ["", "{\"city\": 1}", "\u{0}\u{1}binary", "{\"truncated\": "])
  func corruptFileIsAMiss(_ content: String) throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    let file = try #require(try cacheFiles().first)
    try Data(content.utf8).write(to: file)
    #expect(cache.latest(for: key) == nil)
    #expect(cache.fresh(for: key, now: fetchedAt) == nil)
    // And the next store repairs it.
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(cache.latest(for: key) != nil)
  }

  /// A file whose every value parses but says what no provider answer could (a time of
  /// fetching or a sunset no clock gives, a date that is not one, no day at all) is a miss: it
  /// is checked by the same rule as a provider's answer, before any arithmetic on it.
  @Test(arguments: [
    ("\"fetchedAt\":", "\"fetchedAt\":1e300,\"_\":"),
    ("\"fetchedAt\":", "\"fetchedAt\":-1e300,\"_\":"),
    ("\"fetchedAt\":", "\"fetchedAt\":-9.3e18,\"_\":"),
    ("\"date\":", "\"date\":\"9000000000000000000-01-01\",\"_\":"),
    ("\"date\":", "\"date\":\"2026-02-30\",\"_\":"),
    ("\"sunset\":", "\"sunset\":1e300,\"_\":"),
  ])
  func aFileSayingWhatNoProviderCouldIsAMiss(_ field: String, _ replacement: String) throws {
    var forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    forecast.daily[0].sunset = fetchedAt
    try cache.store(forecast, provider: "open-meteo")
    let file = try #require(try cacheFiles().first)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(field))
    // The value is replaced and the old one moved under "_", which the decoder ignores.
    try Data(text.replacingOccurrences(of: field, with: replacement).utf8).write(to: file)
    #expect(cache.latest(for: key) == nil)
  }

  @Test func aFileWithNoDaysIsAMissAsTheSameAnswerFromTheProviderIsAnError() throws {
    var forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    forecast.daily = []
    try cache.store(forecast, for: key)
    #expect(try cacheFiles().count == 1)
    #expect(cache.latest(for: key) == nil)
  }

  @Test func storeLeavesOneFileAndNoTemporaryFiles() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    try cache.store(
      StorageFixtures.forecast(fetchedAt: fetchedAt.addingTimeInterval(60)), provider: "open-meteo")
    #expect(
      try cacheFiles().map(\.lastPathComponent) == [
        "open-meteo-2643743@51.5085,-0.1257-metric-3d.json"
      ])
  }

  @Test func xdgCacheHomeLocatesTheCache() throws {
    let directories = XDGDirectories(environment: ["HOME": "/home/ann"])
    #expect(
      try ForecastCache(directories: directories).directory.path == "/home/ann/.cache/weather")
  }

  private func cacheFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: cache.directory, includingPropertiesForKeys: nil)
  }
}
