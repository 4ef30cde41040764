public import Foundation
public import Reducers

/// One city's forecast on screen.
public struct ForecastState: Equatable, Sendable {
  /// The city shown.
  public var city: City?
  /// Its forecast, once fetched; kept (marked stale) when a refresh fails.
  public var forecast: Forecast?
  /// Whether a request is in flight.
  public var isLoading = false
  /// Why the last request failed, if it did.
  public var error: WeatherError?
  /// Set when the forecast shown is old: a refresh failed, or only a cached copy was available.
  public var staleness: Staleness?
  /// The units to fetch in.
  public var units: Units
  /// How many days to fetch, 1 to 16.
  public var days: Int

  /// The allowed numbers of days.
  public static let dayRange = 1...16

  /// An empty forecast screen.
  public init(units: Units = .metric, days: Int = 7) {
    self.units = units
    self.days = min(max(days, Self.dayRange.lowerBound), Self.dayRange.upperBound)
  }
}

/// What can happen on the forecast screen.
public enum ForecastAction: Equatable, Sendable {
  /// Show `city`; a request still in flight for another city is cancelled.
  case load(City)
  /// Fetch the shown city's forecast again.
  case refresh
  /// Switch units; the forecast is fetched again in them.
  case unitsChanged(Units)
  /// Change the number of days; the forecast is fetched again.
  case daysChanged(Int)
  /// The client answered.
  case forecastResponse(Result<Forecast, WeatherError>)
}

/// What the forecast needs from the world.
public struct ForecastEnvironment: Sendable {
  /// Fetches forecasts.
  public var weatherClient: WeatherClient
  /// The current time, for the age of a stale forecast.
  public var now: @Sendable () -> Date

  /// An environment from its parts.
  public init(weatherClient: WeatherClient, now: @escaping @Sendable () -> Date) {
    self.weatherClient = weatherClient
    self.now = now
  }
}

/// The forecast feature's logic.
public enum ForecastFeature {
  struct RequestID: Hashable, Sendable {}

  /// A forecast older than this is shown as stale (the providers update about that often).
  public static let freshness: TimeInterval = 10 * 60

  /// The forecast reducer.
  public static let reducer = Reducer<ForecastState, ForecastAction, ForecastEnvironment> {
    state, action, environment in
    switch action {
    case .load(let city):
      if state.city?.id != city.id {
        state.forecast = nil
        state.staleness = nil
        state.error = nil
      }
      state.city = city
      return fetch(&state, environment)

    case .refresh:
      return fetch(&state, environment)

    case .unitsChanged(let units):
      guard units != state.units else { return .none }
      state.units = units
      return fetch(&state, environment)

    case .daysChanged(let days):
      let days = min(max(days, ForecastState.dayRange.lowerBound), ForecastState.dayRange.upperBound)
      guard days != state.days else { return .none }
      state.days = days
      return fetch(&state, environment)

    case .forecastResponse(.success(let forecast)):
      state.isLoading = false
      state.error = nil
      state.forecast = forecast
      let age = environment.now().timeIntervalSince(forecast.fetchedAt)
      // A forecast "from the future" (a cache file written under a wrong clock, or edited) has
      // an age nobody can know: it is never shown as current.
      state.staleness =
        age > freshness || age < 0
        ? Staleness(fetchedAt: forecast.fetchedAt, ageSeconds: Int(age), reason: nil) : nil
      return .none

    case .forecastResponse(.failure(let error)):
      state.isLoading = false
      state.error = error
      if let forecast = state.forecast {
        let age = environment.now().timeIntervalSince(forecast.fetchedAt)
        state.staleness = Staleness(
          fetchedAt: forecast.fetchedAt, ageSeconds: Int(age), reason: error)
      }
      return .none
    }
  }

  private static func fetch(
    _ state: inout ForecastState, _ environment: ForecastEnvironment
  ) -> Effect<ForecastAction> {
    guard let city = state.city else { return .none }
    state.isLoading = true
    let client = environment.weatherClient
    let (days, units) = (state.days, state.units)
    return .run { send in
      await send(.forecastResponse(await result { try await client.forecast(city, days, units) }))
    }
    .cancellable(id: RequestID(), cancelInFlight: true)
  }
}
