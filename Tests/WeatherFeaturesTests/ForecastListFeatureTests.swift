import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Several places' forecasts at once: each ends on its own, fresh, stale with its reason, or
/// failed, and one failing never hides the others.
@MainActor
struct ForecastListFeatureTests {
  let clock = TestClock()
  let requests = Recorder<ForecastRequest>()
  let kept = Recorder<ForecastRequest>()
  let store: TestStoreOf<ForecastListFeature>

  init() {
    store = TestStoreOf<ForecastListFeature>(
      initialState: ForecastListFeature.State(days: 3), reducer: ForecastListFeature(),
      environment: ForecastListFeature.Environment(
        weatherClient: .failing, history: .failing, now: { referenceDate }))
  }

  /// Each city's request answers after `delay` seconds on the test clock with `outcome`.
  func answer(_ outcomes: [City.ID: (delay: Int, result: Result<Forecast, WeatherError>)]) {
    store.environment.weatherClient.forecast = { [requests, clock] city, days, units in
      requests.record(ForecastRequest(city: city.id, days: days, units: units))
      guard let outcome = outcomes[city.id] else { throw WeatherError.unknownCity(city.id) }
      // No delay answers at once: a sleep until `now` would wait for the next advance.
      if outcome.delay > 0 { try await clock.sleep(for: .seconds(outcome.delay)) }
      return try outcome.result.get()
    }
  }

  /// The history keeps `forecasts`, recording what it was asked.
  func keep(_ forecasts: [City.ID: Forecast]) {
    store.environment.history = ForecastHistory { [kept] city, days, units in
      kept.record(ForecastRequest(city: city.id, days: days, units: units))
      return forecasts[city.id]
    }
  }

  @Test func placesAreFetchedAtOnceAndEachEndsOnItsOwn() async {
    let twoHoursOld = Forecast.fixture(.paris, days: 3, fetchedAt: referenceDate - 7200)
    answer([
      City.london.id: (1, .success(.fixture(.london, days: 3))),
      City.paris.id: (2, .failure(.rateLimited("slow down"))),
      City.tokyo.id: (3, .failure(.provider("boom"))),
    ])
    keep([City.paris.id: twoHoursOld])
    let places = [City.london, .paris, .tokyo].map { ResolvedPlace(city: $0) }
    await store.send(.load(places)) {
      $0.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.requests.inFlight = Set(places.map(\.id))
    }
    // All three requests are in flight before any answers.
    #expect(requests.values.count == 3)
    #expect(
      Set(requests.values)
        == Set(
          [City.london, .paris, .tokyo].map {
            ForecastRequest(city: $0.id, days: 3, units: .metric)
          }))

    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.london.id, .success(.fixture(.london, days: 3)))) {
      $0.requests.inFlight.remove(City.london.id)
      $0.places[id: City.london.id]?.outcome = .fresh(.fixture(.london, days: 3))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.paris.id, .failure(.rateLimited("slow down")))) {
      $0.requests.inFlight.remove(City.paris.id)
    }
    await store.receive(
      .historyResponse(City.paris.id, twoHoursOld, failure: .rateLimited("slow down"))
    ) {
      $0.places[id: City.paris.id]?.outcome = .stale(
        twoHoursOld,
        Staleness(
          fetchedAt: twoHoursOld.fetchedAt, ageSeconds: 7200, reason: .rateLimited("slow down")))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.tokyo.id, .failure(.provider("boom")))) {
      $0.requests.inFlight.remove(City.tokyo.id)
    }
    await store.receive(.historyResponse(City.tokyo.id, nil, failure: .provider("boom"))) {
      $0.places[id: City.tokyo.id]?.outcome = .failed(.provider("boom"))
    }
    #expect(store.state.isComplete)
    #expect(store.state.places.map(\.forecast) == [.fixture(.london, days: 3), twoHoursOld, nil])
    #expect(
      kept.values == [
        ForecastRequest(city: City.paris.id, days: 3, units: .metric),
        ForecastRequest(city: City.tokyo.id, days: 3, units: .metric),
      ])
    await store.finish()
  }

  @Test(arguments: [
    WeatherError.unauthorized("bad key"),
    .missingAPIKey(provider: "OpenWeatherMap", variable: "OPENWEATHER_API_KEY"),
    .unknownCity(City.london.id), .configuration("OPEN_METEO_URL must be a URL"),
  ])
  func aFailureTheUserMustFixIsNeverHiddenByAnOldForecast(_ error: WeatherError) async {
    // The history is .failing: asking it fails the test.
    answer([City.london.id: (0, .failure(error))])
    await store.send(.load([ResolvedPlace(city: .london)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .london))]
      $0.requests.inFlight = [City.london.id]
    }
    await store.receive(.forecastResponse(City.london.id, .failure(error))) {
      $0.requests.inFlight.remove(City.london.id)
      $0.places[id: City.london.id]?.outcome = .failed(error)
    }
    await store.finish()
  }

  @Test(arguments: [
    WeatherError.offline("no route"), .timedOut, .rateLimited(""), .provider("boom"),
    .invalidResponse("not JSON"),
  ])
  func theServiceFailingFallsBackToTheForecastKept(_ error: WeatherError) async {
    let kept = Forecast.fixture(.london, days: 3, fetchedAt: referenceDate - 3600)
    answer([City.london.id: (0, .failure(error))])
    keep([City.london.id: kept])
    await store.send(.load([ResolvedPlace(city: .london)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .london))]
      $0.requests.inFlight = [City.london.id]
    }
    await store.receive(.forecastResponse(City.london.id, .failure(error))) {
      $0.requests.inFlight.remove(City.london.id)
    }
    await store.receive(.historyResponse(City.london.id, kept, failure: error)) {
      $0.places[id: City.london.id]?.outcome = .stale(
        kept, Staleness(fetchedAt: kept.fetchedAt, ageSeconds: 3600, reason: error))
    }
    await store.finish()
  }

  @Test func anOldAnswerIsStaleWithoutAReasonAndOneFromTheFutureIsStaleToo() async {
    let old = Forecast.fixture(.london, days: 3, fetchedAt: referenceDate - 601)
    let future = Forecast.fixture(.paris, days: 3, fetchedAt: referenceDate + 60)
    let fresh = Forecast.fixture(.tokyo, days: 3, fetchedAt: referenceDate - 600)
    answer([
      City.london.id: (1, .success(old)), City.paris.id: (2, .success(future)),
      City.tokyo.id: (3, .success(fresh)),
    ])
    let places = [City.london, .paris, .tokyo].map { ResolvedPlace(city: $0) }
    await store.send(.load(places)) {
      $0.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.requests.inFlight = Set(places.map(\.id))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.london.id, .success(old))) {
      $0.requests.inFlight.remove(City.london.id)
      $0.places[id: City.london.id]?.outcome = .stale(
        old, Staleness(fetchedAt: old.fetchedAt, ageSeconds: 601, reason: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.paris.id, .success(future))) {
      $0.requests.inFlight.remove(City.paris.id)
      $0.places[id: City.paris.id]?.outcome = .stale(
        future, Staleness(fetchedAt: future.fetchedAt, ageSeconds: -60, reason: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.tokyo.id, .success(fresh))) {
      $0.requests.inFlight.remove(City.tokyo.id)
      $0.places[id: City.tokyo.id]?.outcome = .fresh(fresh)
    }
    await store.finish()
  }

  @Test func loadingAgainCancelsTheRequestsInFlight() async {
    answer([
      City.london.id: (5, .success(.fixture(.london, days: 3))),
      City.tokyo.id: (1, .success(.fixture(.tokyo, days: 3))),
    ])
    await store.send(.load([ResolvedPlace(city: .london)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .london))]
      $0.requests.inFlight = [City.london.id]
    }
    await store.send(.load([ResolvedPlace(city: .tokyo)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .tokyo))]
      $0.requests.inFlight = [City.tokyo.id]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.tokyo.id, .success(.fixture(.tokyo, days: 3)))) {
      $0.requests.inFlight.remove(City.tokyo.id)
      $0.places[id: City.tokyo.id]?.outcome = .fresh(.fixture(.tokyo, days: 3))
    }
    await clock.advance(by: .seconds(5))
    await store.finish()  // London's answer never arrives
  }

  @Test func loadingThePlaceAgainReplacesItsRequest() async {
    answer([City.london.id: (5, .success(.fixture(.london, days: 3)))])
    await store.send(.load([ResolvedPlace(city: .london)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .london))]
      $0.requests.inFlight = [City.london.id]
    }
    await clock.advance(by: .seconds(3))
    await store.send(.load([ResolvedPlace(city: .london)]))
    await clock.advance(by: .seconds(2))  // the first request's time: it was cancelled
    await clock.advance(by: .seconds(3))  // the second's
    await store.receive(.forecastResponse(City.london.id, .success(.fixture(.london, days: 3)))) {
      $0.requests.inFlight.remove(City.london.id)
      $0.places[id: City.london.id]?.outcome = .fresh(.fixture(.london, days: 3))
    }
    #expect(requests.values.count == 2)
    await store.finish()
  }

  @Test func namesakesStayWithTheirPlace() async {
    answer([City.paris.id: (0, .success(.fixture(.paris, days: 3)))])
    let place = ResolvedPlace(city: .paris, namesakes: [.parisTexas])
    await store.send(.load([place])) {
      $0.places = [PlaceForecast(place: place)]
      $0.requests.inFlight = [City.paris.id]
    }
    await store.receive(.forecastResponse(City.paris.id, .success(.fixture(.paris, days: 3)))) {
      $0.requests.inFlight.remove(City.paris.id)
      $0.places[id: City.paris.id]?.outcome = .fresh(.fixture(.paris, days: 3))
    }
    #expect(store.state.places.first?.place.namesakes == [.parisTexas])
    await store.finish()
  }

  /// Forecasts fetched at impossible times (a damaged cache, a wrong clock) are stale with an
  /// unknown age, whether they are an answer or the one kept: the age never traps.
  @Test(arguments: [1e300, -1e300, -9.3e18])
  func forecastsFetchedAtImpossibleTimesHaveAnUnknownAge(_ seconds: Double) async {
    let fetchedAt = Date(timeIntervalSinceReferenceDate: seconds)
    let answered = Forecast.fixture(.london, days: 3, fetchedAt: fetchedAt)
    let kept = Forecast.fixture(.paris, days: 3, fetchedAt: fetchedAt)
    answer([City.london.id: (0, .success(answered)), City.paris.id: (1, .failure(.timedOut))])
    keep([City.paris.id: kept])
    let places = [City.london, .paris].map { ResolvedPlace(city: $0) }
    await store.send(.load(places)) {
      $0.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.requests.inFlight = Set(places.map(\.id))
    }
    await store.receive(.forecastResponse(City.london.id, .success(answered))) {
      $0.requests.inFlight.remove(City.london.id)
      $0.places[id: City.london.id]?.outcome = .stale(
        answered, Staleness(fetchedAt: fetchedAt, ageSeconds: -1, reason: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.paris.id, .failure(.timedOut))) {
      $0.requests.inFlight.remove(City.paris.id)
    }
    await store.receive(.historyResponse(City.paris.id, kept, failure: .timedOut)) {
      $0.places[id: City.paris.id]?.outcome = .stale(
        kept, Staleness(fetchedAt: fetchedAt, ageSeconds: -1, reason: .timedOut))
    }
    await store.finish()
  }
}
