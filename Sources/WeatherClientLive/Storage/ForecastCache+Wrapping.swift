package import Foundation
package import WeatherFeatures

extension ForecastCache {
  /// `provider`'s forecast operation going through this cache, to plug in as
  /// ``WeatherClient/forecast``: a fresh cached forecast of the place, asked for with at least
  /// as many days, is served in the units asked for without calling `fetch`; otherwise `fetch` is
  /// called for as many days as the cached one had (so the longest range asked for is kept, and
  /// `forecast` after `now` does not shorten what an offline run can show) and its forecast
  /// stored (a store failure is passed to `warn`, naming the file, and the forecast still
  /// returned: it is good, and the old cache file is intact). A failed `fetch` is
  /// rethrown: falling back to an older forecast, and saying why, is the forecast features'
  /// rule (see ``history(provider:)``).
  ///
  /// - Parameter now: The clock, injected so that tests can age entries without waiting.
  package func wrapping(
    _ fetch:
      @escaping @Sendable (_ city: City, _ days: Int, _ units: Units) async throws
      -> Forecast,
    provider: String,
    now: @escaping @Sendable () -> Date = { Date() },
    warn: @escaping @Sendable (LiveWarning) -> Void = { _ in }
  ) -> @Sendable (_ city: City, _ days: Int, _ units: Units) async throws -> Forecast {
    { city, days, units in
      let key = ForecastCacheKey(provider: provider, city: city)
      let cached = try await BlockingIO.run { self.entry(for: key) }
      if let cached, cached.requestedDays >= days, self.isFresh(cached.forecast, now: now()) {
        return cached.forecast.serving(days: days, units: units)
      }
      let asked = min(
        max(days, cached?.requestedDays ?? 0), ForecastFeature.State.dayRange.upperBound)
      let forecast = try await fetch(city, asked, units)
      do {
        try await BlockingIO.run { try self.store(forecast, for: key, requestedDays: asked) }
      } catch {
        // Said, not thrown: without the cache the next command asks the provider again, which
        // the user should know (a full disk), but this forecast is good.
        warn(.forecastNotCached(WeatherError(error)))
      }
      return forecast.serving(days: days, units: units)
    }
  }

  /// The latest forecast `provider` gave for a place, whatever its age, length and units, served
  /// for the length and units asked: what the forecast features show, marked stale, when a fresh
  /// one cannot be had.
  package func history(provider: String) -> ForecastHistory {
    ForecastHistory { city, days, units in
      let key = ForecastCacheKey(provider: provider, city: city)
      return try? await BlockingIO.run { self.latest(for: key, days: days, units: units) }
    }
  }
}
