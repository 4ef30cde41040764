import Reducers

/// TCA's Search demo: places searched as the query is typed (debounced; only the newest
/// request counts; clearing the query cancels it), and the forecast of the place tapped (a
/// newer tap cancels the request in flight).
struct Search: ReducerProtocol {
  struct State: Equatable {
    var results: [Location] = []
    var resultForecastRequestInFlight: Location?
    var searchQuery = ""
    var weather: Weather?
  }

  /// The forecast shown under the place it belongs to.
  struct Weather: Equatable {
    var id: Location.ID
    var days: [Forecast.Day]
  }

  enum Action: Equatable, Sendable {
    case forecastResponse(Location.ID, Result<Forecast, WeatherFailure>)
    case searchQueryChanged(String)
    case searchResponse(Result<[Location], WeatherFailure>)
    case searchResultTapped(Location)
  }

  struct Environment: Sendable {
    var weather: WeatherClient
    var clock: any Clock<Duration>
  }

  enum CancelID { case location, weather }

  /// How long typing must pause before the query is searched.
  static let debounce = Duration.milliseconds(300)

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .forecastResponse(_, .failure):
        state.weather = nil
        state.resultForecastRequestInFlight = nil
        return .none

      case .forecastResponse(let id, .success(let forecast)):
        state.weather = Weather(id: id, days: forecast.days)
        state.resultForecastRequestInFlight = nil
        return .none

      case .searchQueryChanged(let query):
        state.searchQuery = query
        // A cleared query shows nothing, and no answer to an older query may arrive later.
        guard !query.isEmpty else {
          state.results = []
          state.weather = nil
          return .cancel(id: CancelID.location)
        }
        return .run { send in
          let results = await Result { try await environment.weather.search(query) }
          await send(.searchResponse(results.mapError { _ in .searchFailed }))
        }
        .debounce(id: CancelID.location, for: Self.debounce, clock: environment.clock)

      case .searchResponse(.failure):
        state.results = []
        return .none

      case .searchResponse(.success(let results)):
        state.results = results
        return .none

      case .searchResultTapped(let location):
        state.resultForecastRequestInFlight = location
        return .run { send in
          let forecast = await Result { try await environment.weather.forecast(location) }
          await send(.forecastResponse(location.id, forecast.mapError { _ in .forecastFailed }))
        }
        .cancellable(id: CancelID.weather, cancelInFlight: true)
      }
    }
  }
}
