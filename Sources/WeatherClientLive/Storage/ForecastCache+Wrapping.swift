package import Foundation
package import WeatherFeatures

extension ForecastCache {
  /// `provider`'s forecast operation going through this cache, to plug in as
  /// ``WeatherClient/forecast``: a fresh cached forecast is returned without calling `fetch`;
  /// otherwise `fetch` is called and its forecast stored (a store failure is ignored: the
  /// forecast is still good). A failed `fetch` is rethrown: falling back to an older forecast,
  /// and saying why, is the forecast features' rule (see ``history(provider:)``).
  ///
  /// - Parameter now: The clock, injected so that tests can age entries without waiting.
  package func wrapping(
    _ fetch:
      @escaping @Sendable (_ city: City, _ days: Int, _ units: Units) async throws
      -> Forecast,
    provider: String,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> @Sendable (_ city: City, _ days: Int, _ units: Units) async throws -> Forecast {
    { city, days, units in
      let key = ForecastCacheKey(provider: provider, city: city, units: units, days: days)
      if let cached = try await BlockingIO.run({ self.fresh(for: key, now: now()) }) {
        return cached
      }
      let forecast = try await fetch(city, days, units)
      _ = try? await BlockingIO.run { try self.store(forecast, for: key) }
      return forecast
    }
  }

  /// The latest forecast `provider` gave for a place, whatever its age: what the forecast
  /// features show, marked stale, when a fresh one cannot be had.
  package func history(provider: String) -> ForecastHistory {
    ForecastHistory { city, days, units in
      let key = ForecastCacheKey(provider: provider, city: city, units: units, days: days)
      return try? await BlockingIO.run { self.latest(for: key) }
    }
  }
}
