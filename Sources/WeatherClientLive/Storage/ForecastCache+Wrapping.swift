public import Foundation
public import WeatherFeatures

extension ForecastCache {
  /// A forecast operation that goes through this cache, to plug in as
  /// ``WeatherClient/forecast``:
  ///
  /// - a fresh cached forecast is returned without calling `fetch`;
  /// - otherwise `fetch` is called and its forecast stored (a store failure is ignored: the
  ///   forecast is still good);
  /// - when `fetch` fails with ``WeatherError/offline(_:)`` or ``WeatherError/timedOut``, the
  ///   latest cached forecast of any age is returned instead, its `fetchedAt` telling the caller
  ///   it is stale; with none cached, the error is rethrown. Other errors (a rejected API key, an
  ///   unknown city) are rethrown at once, since an old forecast would hide them.
  ///
  /// - Parameter now: The clock, injected so that tests can age entries without waiting.
  public func wrapping(
    _ fetch:
      @escaping @Sendable (_ city: City, _ days: Int, _ units: Units) async throws
      -> Forecast,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> @Sendable (_ city: City, _ days: Int, _ units: Units) async throws -> Forecast {
    { city, days, units in
      let key = ForecastCacheKey(city: city, units: units, days: days)
      if let cached = try await BlockingIO.run({ self.fresh(for: key, now: now()) }) {
        return cached
      }
      do {
        let forecast = try await fetch(city, days, units)
        _ = try? await BlockingIO.run { try self.store(forecast, for: key) }
        return forecast
      } catch let error as WeatherError {
        switch error {
        case .offline, .timedOut:
          guard let cached = try await BlockingIO.run({ self.latest(for: key) }) else {
            throw error
          }
          return cached
        default:
          throw error
        }
      }
    }
  }
}
