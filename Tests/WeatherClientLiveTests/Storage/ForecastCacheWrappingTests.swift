import Foundation
import Synchronization
import Testing
import WeatherClientLive
import WeatherFeatures

/// The forecast operation wrapped by the cache: when it asks the network, and what it falls
/// back to when the network fails.
struct ForecastCacheWrappingTests {
  /// Counts the calls the wrapped operation made to the network.
  actor Requests {
    private(set) var days: [Int] = []
    var count: Int { days.count }
    func record(days: Int) { self.days.append(days) }
  }

  let temporary: TemporaryDirectory
  let cache: ForecastCache
  let requests = Requests()
  let fetchedAt = Date(timeIntervalSince1970: 1_789_000_000)
  let london = StorageFixtures.london

  init() throws {
    temporary = try TemporaryDirectory()
    cache = ForecastCache(directory: temporary.url)
  }

  /// The wrapped operation at `now`, whose network answers with `answer`.
  func forecast(
    at now: Date, answer: @escaping @Sendable (Date) throws -> Forecast
  ) -> @Sendable (City, Int, Units) async throws -> Forecast {
    let requests = requests
    return cache.wrapping(
      { _, days, _ in
        await requests.record(days: days)
        return try answer(now)
      },
      provider: "open-meteo",
      now: { now })
  }

  @Test func freshEntryIsServedWithoutARequest() async throws {
    let cached = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(cached, provider: "open-meteo")
    let fetch = forecast(at: fetchedAt.addingTimeInterval(5 * 60)) { _ in
      throw WeatherError.provider("must not be called")
    }
    #expect(try await fetch(london, 3, .metric) == cached)
    #expect(await requests.count == 0)
  }

  /// A forecast that cannot be kept is still shown, and the failure is said, naming the file:
  /// the fault-injection run (Scripts/fault-injection/run) found a full disk or a failed rename
  /// left no trace at all before, so the next command's request came as a surprise.
  @Test func aStoreThatFailsIsWarnedOfAndTheForecastStillServed() async throws {
    // A file where the cache's directory should be: the store cannot create it.
    let blocked = temporary.url.appendingPathComponent("blocked")
    try Data("not a directory".utf8).write(to: blocked)
    let cache = ForecastCache(directory: blocked.appendingPathComponent("weather"))
    let warnings = Warnings()
    let fetched = StorageFixtures.forecast(fetchedAt: fetchedAt)
    let fetch = cache.wrapping(
      { _, _, _ in fetched }, provider: "open-meteo", now: { [fetchedAt] in fetchedAt },
      warn: { warning in warnings.given.withLock { $0.append(warning) } })
    #expect(try await fetch(london, 3, .metric) == fetched)
    // `warn` is called before the forecast is returned.
    let said = warnings.given.withLock { $0 }
    guard said.count == 1, case .forecastNotCached(.storage(let path, let reason)) = said[0] else {
      Issue.record("warned \(said)")
      return
    }
    #expect(path == blocked.path)
    #expect(reason.contains("a file is in the way"))
  }

  /// The warnings given, in order.
  final class Warnings: Sendable {
    let given = Mutex<[LiveWarning]>([])
  }

  @Test func staleEntryIsFetchedAgainAndReplaced() async throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    let later = fetchedAt.addingTimeInterval(11 * 60)
    let fetch = forecast(at: later) { now in
      StorageFixtures.forecast(fetchedAt: now, temperature: 20)
    }
    let forecast = try await fetch(london, 3, .metric)
    #expect(forecast.fetchedAt == later)
    #expect(await requests.count == 1)
    #expect(
      cache.entry(for: ForecastCacheKey(forecast, provider: "open-meteo"))?.forecast.current
        .temperature == 20)
  }

  /// One forecast serves every length and unit system asked for while fresh; a longer one is
  /// fetched, and what is fetched again is as long as what was kept, so that a short request
  /// (`now`) never shortens what an offline run can show.
  @Test func anyShorterLengthInAnyUnitsIsServedAndTheLongestIsKept() async throws {
    try cache.store(
      StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo", requestedDays: 3)
    let soon = forecast(at: fetchedAt.addingTimeInterval(60)) { now in
      StorageFixtures.forecast(fetchedAt: now)
    }
    let oneDay = try await soon(london, 1, .imperial)
    #expect(oneDay.daily.count == 1)
    #expect(oneDay.units == .imperial)
    #expect(await requests.count == 0)
    _ = try await soon(london, 5, .metric)
    #expect(await requests.days == [5])
    #expect(
      cache.entry(for: ForecastCacheKey(provider: "open-meteo", city: london))?.requestedDays == 5)
    // Stale: a one-day request asks for the five days kept.
    let later = forecast(at: fetchedAt.addingTimeInterval(3600)) { now in
      StorageFixtures.forecast(fetchedAt: now)
    }
    #expect(try await later(london, 1, .metric).daily.count == 1)
    #expect(await requests.days == [5, 5])
  }

  @Test func missIsFetchedAndStored() async throws {
    let fetch = forecast(at: fetchedAt) { now in StorageFixtures.forecast(fetchedAt: now) }
    _ = try await fetch(london, 3, .metric)
    _ = try await fetch(london, 3, .metric)
    #expect(await requests.count == 1)
  }

  @Test(arguments: [WeatherError.offline("no route to host"), .timedOut, .unauthorized("bad key")])
  func aFailedRequestIsRethrownEvenWithAnOldForecastCached(_ failure: WeatherError) async throws {
    // Falling back, and saying why, is the forecast features' rule, not the cache's.
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    let fetch = forecast(at: fetchedAt.addingTimeInterval(6 * 3600)) { _ in throw failure }
    await #expect(throws: failure) { try await fetch(london, 3, .metric) }
    #expect(await requests.count == 1)
  }

  @Test func historyAnswersTheLatestForecastWhateverItsAge() async throws {
    let cached = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(cached, provider: "open-meteo")
    let history = cache.history(provider: "open-meteo")
    #expect(await history.latest(london, 3, .metric) == cached)
    // Offline, what there is: three days for a week asked, in the units asked.
    #expect(await history.latest(london, 7, .metric) == cached)
    #expect(await history.latest(london, 3, .imperial) == cached.converted(to: .imperial))
    #expect(await history.latest(london, 1, .metric)?.daily.count == 1)
    // Another provider's forecast is never credited to this one.
    #expect(await cache.history(provider: "openweathermap").latest(london, 3, .metric) == nil)
  }

  @Test func historyOfAnEmptyCacheIsNothing() async {
    #expect(await cache.history(provider: "open-meteo").latest(london, 3, .metric) == nil)
  }

  @Test func corruptEntryIsRefetched() async throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt), provider: "open-meteo")
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.directory.path) {
      try Data("{not json".utf8).write(to: cache.directory.appendingPathComponent(file))
    }
    let fetch = forecast(at: fetchedAt) { now in StorageFixtures.forecast(fetchedAt: now) }
    #expect(try await fetch(london, 3, .metric).fetchedAt == fetchedAt)
    #expect(await requests.count == 1)
  }
}
