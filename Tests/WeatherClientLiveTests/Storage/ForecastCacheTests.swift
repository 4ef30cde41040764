import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// Storing and finding forecasts, and how freshness is judged.
struct ForecastCacheTests {
  let temporary: TemporaryDirectory
  let cache: ForecastCache
  let fetchedAt = Date(timeIntervalSince1970: 1_789_000_000.25)
  let key = ForecastCacheKey(provider: "open-meteo", city: StorageFixtures.london)

  init() throws {
    temporary = try TemporaryDirectory()
    cache = ForecastCache(directory: temporary.url.appendingPathComponent("cache/weather"))
  }

  @Test func emptyCacheMisses() {
    #expect(cache.entry(for: key) == nil)
    #expect(cache.fresh(for: key, days: 3, units: .metric, now: fetchedAt) == nil)
    #expect(cache.latest(for: key, days: 3, units: .metric) == nil)
  }

  @Test func storedForecastComesBackExactly() throws {
    let forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(forecast, provider: "open-meteo")
    #expect(cache.entry(for: key) == ForecastCache.Entry(forecast: forecast, requestedDays: 3))
    #expect(
      cache.fresh(for: key, days: 3, units: .metric, now: fetchedAt.addingTimeInterval(9 * 60))
        == forecast)
  }

  @Test func freshnessEndsAfterTenMinutes() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    func fresh(after seconds: TimeInterval) -> Forecast? {
      cache.fresh(
        for: key, days: 3, units: .metric, now: fetchedAt.addingTimeInterval(seconds))
    }
    #expect(fresh(after: 599) != nil)
    #expect(fresh(after: 600) == nil)
    // A forecast from "the future" means the clock moved back: not to be trusted as fresh.
    #expect(fresh(after: -60) == nil)
    // Stale is still there for when the network is not.
    #expect(cache.latest(for: key, days: 3, units: .metric)?.fetchedAt == fetchedAt)
  }

  @Test func freshnessIsConfigurable() throws {
    let patient = ForecastCache(directory: cache.directory, freshness: 3600)
    try patient.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    let later = fetchedAt.addingTimeInterval(3000)
    #expect(patient.fresh(for: key, days: 3, units: .metric, now: later) != nil)
    #expect(cache.fresh(for: key, days: 3, units: .metric, now: later) == nil)
  }

  /// One file per place: stored in one unit system and length, served in any units and any
  /// shorter length; fresh only for as many days as were asked for; places kept apart.
  @Test func onePlaceIsServedInAnyUnitsAndShorterLengths() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    try cache.store(
      StorageFixtures.forecast(StorageFixtures.paris, fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(try cacheFiles().count == 2)
    let imperial = try #require(cache.latest(for: key, days: 3, units: .imperial))
    #expect(imperial.units == .imperial)
    #expect(abs(imperial.current.temperature - 54.5) < 1e-9)
    #expect(cache.latest(for: key, days: 1, units: .metric)?.daily.count == 1)
    let soon = fetchedAt.addingTimeInterval(60)
    #expect(cache.fresh(for: key, days: 2, units: .uk, now: soon)?.daily.count == 2)
    // Three days were asked for: a week is not in the cache, fresh or not, but offline the
    // three days are better than none.
    #expect(cache.fresh(for: key, days: 7, units: .metric, now: soon) == nil)
    #expect(cache.latest(for: key, days: 7, units: .metric)?.daily.count == 3)
    #expect(
      cache.latest(
        for: .init(provider: "open-meteo", city: StorageFixtures.paris), days: 3, units: .metric)?
        .city == StorageFixtures.paris)
  }

  /// A provider that answers fewer days than were asked (OpenWeatherMap's 8 of 14) is fresh for
  /// the days asked, so the same command does not ask again.
  @Test func theDaysAskedForAreKept() throws {
    try cache.store(
      StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo", requestedDays: 14)
    let soon = fetchedAt.addingTimeInterval(60)
    #expect(cache.entry(for: key)?.requestedDays == 14)
    #expect(cache.fresh(for: key, days: 14, units: .metric, now: soon)?.daily.count == 3)
  }

  /// Past ``ForecastCache/maximumPlaces`` the least recently stored place goes; the files of the
  /// layout before (one per units and length) go on the next store.
  @Test func oldPlacesAndOldLayoutFilesAreDropped() throws {
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    let legacy = cache.directory.appendingPathComponent(
      "open-meteo-2643743@51.5085,-0.1257-metric-7d.json")
    try Data("{}".utf8).write(to: legacy)
    var places: [City] = []
    for index in 0..<ForecastCache.maximumPlaces {
      var city = StorageFixtures.london
      city.id = 1_000 + index
      places.append(city)
      try cache.store(StorageFixtures.forecast(city, fetchedAt: fetchedAt), provider: "open-meteo")
      try FileManager.default.setAttributes(
        [.modificationDate: fetchedAt.addingTimeInterval(Double(index))],
        ofItemAtPath: cache.path(for: .init(provider: "open-meteo", city: city)))
    }
    #expect(!FileManager.default.fileExists(atPath: legacy.path))
    #expect(try cacheFiles().count == ForecastCache.maximumPlaces)
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(try cacheFiles().count == ForecastCache.maximumPlaces)
    #expect(cache.entry(for: .init(provider: "open-meteo", city: places[0])) == nil)
    #expect(cache.entry(for: .init(provider: "open-meteo", city: places[1])) != nil)
    #expect(cache.entry(for: key) != nil)
  }

  @Test func keysKeepProvidersApart() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    var other = key
    other.provider = "openweathermap"
    #expect(cache.entry(for: other) == nil)
    #expect(cache.entry(for: key) != nil)
  }

  @Test func aProviderNameThatIsNotAWordNeverReachesThePath() throws {
    var odd = key
    odd.provider = "../../etc"
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), for: odd)
    #expect(
      try cacheFiles().map(\.lastPathComponent) == [
        "provider-2643743@51.5085,-0.1257.json"
      ])
  }

  /// A position no place can have (from a hand-edited following.json) is a key, never a
  /// trap: scaling 1e308 to an integer crashed `weather forecast`.
  @Test func anImpossiblePositionIsAKeyNotACrash() throws {
    var nowhere = StorageFixtures.london
    nowhere.latitude = 1e308
    nowhere.longitude = -.infinity
    let key = ForecastCacheKey(provider: "open-meteo", city: nowhere)
    #expect(key.coordinate == "1e+308,-inf")
    #expect(key != ForecastCacheKey(provider: "open-meteo", city: StorageFixtures.london))
  }

  @Test(arguments: ["", "{\"city\": 1}", "\u{0}\u{1}binary", "{\"truncated\": "])
  func corruptFileIsAMiss(_ content: String) throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    let file = try #require(try cacheFiles().first)
    try Data(content.utf8).write(to: file)
    #expect(cache.entry(for: key) == nil)
    #expect(cache.fresh(for: key, days: 3, units: .metric, now: fetchedAt) == nil)
    // And the next store repairs it.
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(cache.entry(for: key) != nil)
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
    #expect(cache.entry(for: key) == nil)
  }

  @Test func aFileWithNoDaysIsAMissAsTheSameAnswerFromTheProviderIsAnError() throws {
    var forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    forecast.daily = []
    try cache.store(forecast, for: key)
    #expect(try cacheFiles().count == 1)
    #expect(cache.entry(for: key) == nil)
  }

  @Test func storeLeavesOneFileAndNoTemporaryFiles() throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    try cache.store(
      StorageFixtures.forecast(fetchedAt: fetchedAt.addingTimeInterval(60)), provider: "open-meteo")
    #expect(
      try cacheFiles().map(\.lastPathComponent) == [
        "open-meteo-2643743@51.5085,-0.1257.json"
      ])
  }

  /// The fault-injection run (Scripts/fault-injection/run) checks that a save leaves the old
  /// bytes or the new ones; with keys in hash order, every process wrote the same forecast as
  /// different bytes (the order is seeded per process), and an interrupted save could not be told
  /// from a complete one. Sorted keys make the file a function of the forecast.
  @Test func aStoredForecastIsWrittenWithSortedKeys() throws {
    let forecast = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(forecast, provider: "open-meteo")
    let written = try Data(contentsOf: URL(fileURLWithPath: cache.path(for: key)))
    // The top-level members in order, whatever this process's hash seed (with five members,
    // hash order put them so by chance once in 120 runs).
    let text = String(decoding: written, as: UTF8.self)
    let members = ["\"city\"", "\"daily\"", "\"fetchedAt\"", "\"hourly\"", "\"requestedDays\""]
    let offsets = members.compactMap { text.range(of: $0)?.lowerBound }
    #expect(offsets.count == members.count && offsets == offsets.sorted(), "\(text.prefix(120))")
  }

  /// A store killed midway leaves its `….json.PID.RANDOM.tmp`; the fault-injection run found
  /// one left per kill, forever. The next store removes those whose process is gone (no process
  /// can have pid 2147483647) and keeps one whose writer runs (this process).
  @Test func aStoreRemovesTheTemporaryFilesOfKilledWriters() throws {
    try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
    let abandoned = "open-meteo-2988507@48.8534,2.3488.json.2147483647.17.tmp"
    let inProgress = "open-meteo-2988507@48.8534,2.3488.json.\(getpid()).18.tmp"
    let unrelated = "notes.2147483647.19.tmp"
    for name in [abandoned, inProgress, unrelated] {
      try Data("{".utf8).write(to: cache.directory.appendingPathComponent(name))
    }
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    #expect(
      try cacheFiles().map(\.lastPathComponent).sorted()
        == [
          inProgress, unrelated, "open-meteo-2643743@51.5085,-0.1257.json",
        ].sorted())
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
