import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// The forecast operation wrapped by the cache: when it asks the network, and what it falls
/// back to when the network fails.
struct ForecastCacheWrappingTests {
  /// Counts the calls the wrapped operation made to the network.
  actor Requests {
    private(set) var count = 0
    func record() { count += 1 }
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
      { _, _, _ in
        await requests.record()
        return try answer(now)
      },
      now: { now })
  }

  @Test func freshEntryIsServedWithoutARequest() async throws {
    let cached = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(cached)
    let fetch = forecast(at: fetchedAt.addingTimeInterval(5 * 60)) { _ in
      throw WeatherError.provider("must not be called")
    }
    #expect(try await fetch(london, 3, .metric) == cached)
    #expect(await requests.count == 0)
  }

  @Test func staleEntryIsFetchedAgainAndReplaced() async throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt))
    let later = fetchedAt.addingTimeInterval(11 * 60)
    let fetch = forecast(at: later) { now in
      StorageFixtures.forecast(fetchedAt: now, temperature: 20)
    }
    let forecast = try await fetch(london, 3, .metric)
    #expect(forecast.fetchedAt == later)
    #expect(await requests.count == 1)
    #expect(cache.latest(for: ForecastCacheKey(forecast))?.current.temperature == 20)
  }

  @Test func missIsFetchedAndStored() async throws {
    let fetch = forecast(at: fetchedAt) { now in StorageFixtures.forecast(fetchedAt: now) }
    _ = try await fetch(london, 3, .metric)
    _ = try await fetch(london, 3, .metric)
    #expect(await requests.count == 1)
  }

  @Test(arguments: [WeatherError.offline("no route to host"), .timedOut])
  func unreachableNetworkFallsBackToTheCachedForecast(_ failure: WeatherError) async throws {
    let cached = StorageFixtures.forecast(fetchedAt: fetchedAt)
    try cache.store(cached)
    let fetch = forecast(at: fetchedAt.addingTimeInterval(6 * 3600)) { _ in throw failure }
    let forecast = try await fetch(london, 3, .metric)
    // The caller tells the user how old it is from here.
    #expect(forecast.fetchedAt == fetchedAt)
    #expect(forecast == cached)
    #expect(await requests.count == 1)
  }

  @Test func unreachableNetworkWithNothingCachedRethrows() async throws {
    let fetch = forecast(at: fetchedAt) { _ in throw WeatherError.offline("no route to host") }
    await #expect(throws: WeatherError.offline("no route to host")) {
      try await fetch(london, 3, .metric)
    }
  }

  @Test func otherFailuresAreNotHiddenByTheCache() async throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt))
    let fetch = forecast(at: fetchedAt.addingTimeInterval(3600)) { _ in
      throw WeatherError.unauthorized("bad key")
    }
    await #expect(throws: WeatherError.unauthorized("bad key")) {
      try await fetch(london, 3, .metric)
    }
  }

  @Test func corruptEntryIsRefetched() async throws {
    try cache.store(StorageFixtures.forecast(fetchedAt: fetchedAt))
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.directory.path) {
      try Data("{not json".utf8).write(to: cache.directory.appendingPathComponent(file))
    }
    let fetch = forecast(at: fetchedAt) { now in StorageFixtures.forecast(fetchedAt: now) }
    #expect(try await fetch(london, 3, .metric).fetchedAt == fetchedAt)
    #expect(await requests.count == 1)
  }
}
