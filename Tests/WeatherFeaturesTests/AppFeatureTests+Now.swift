import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// `showNow`: which place the weather now is for — the one given, else the configured default,
/// else the first followed city — and only that one is fetched.
@MainActor
struct NowTests {
  let forecasts = Recorder<ForecastRequest>()
  let lookups = Recorder<City.ID>()

  /// A store fetching one day, with `defaultPlace` configured; forecasts and id lookups answer
  /// at once and are recorded, anything else fails the test.
  func makeStore(
    defaultPlace: PlaceRequest? = nil
  ) -> TestStoreOf<AppFeature> {
    var state = AppFeature.State(forecastDays: 1)
    state.defaultPlace = defaultPlace
    let store = AppFeatureTests.makeStore(state, clock: TestClock())
    store.environment.weatherClient.forecast = { [forecasts] city, days, units in
      forecasts.record(ForecastRequest(city: city.id, days: days, units: units))
      return .fixture(city, days: days, units: units)
    }
    store.environment.cities.city = { [lookups] id in
      lookups.record(id)
      guard let city = [City.london, .paris, .tokyo].first(where: { $0.id == id }) else {
        throw WeatherError.unknownCity(id)
      }
      return city
    }
    return store
  }

  /// Receives the id lookup and the one forecast that follow resolving `city` by id.
  func receiveWeather(
    of city: City, _ store: TestStoreOf<AppFeature>
  ) async {
    await store.receive(.resolution(.resolve(.id(city.id)))) {
      $0.resolution.request = .id(city.id)
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.cityResponse(.success(city)))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .resolved([ResolvedPlace(city: city)])
      $0.intent = nil
    }
    await store.receive(.forecastList(.load([ResolvedPlace(city: city)]))) {
      $0.forecastList.places = [PlaceForecast(place: ResolvedPlace(city: city))]
      $0.forecastList.requests.inFlight = [city.id]
    }
    await store.receive(
      .forecastList(.forecastResponse(city.id, .success(.fixture(city, days: 1))))
    ) {
      $0.forecastList.requests.inFlight.remove(city.id)
      $0.forecastList.places[id: city.id]?.outcome = .fresh(.fixture(city, days: 1))
    }
  }

  @Test func aPlaceGivenBeatsTheConfiguredOne() async {
    let store = makeStore(defaultPlace: .id(City.paris.id))
    await store.send(.showNow(.id(City.london.id))) { $0.intent = .now(.id(City.london.id)) }
    await receiveWeather(of: .london, store)
    #expect(lookups.values == [City.london.id])
    #expect(forecasts.values == [ForecastRequest(city: City.london.id, days: 1, units: .metric)])
    await store.finish()
  }

  @Test func withNoPlaceGivenTheConfiguredOneIsShownWithoutReadingTheFollowedList() async {
    // followingStorage is `.failing`: reading the list would fail the test.
    let store = makeStore(defaultPlace: .id(City.paris.id))
    await store.send(.showNow(nil)) { $0.intent = .now(.id(City.paris.id)) }
    await receiveWeather(of: .paris, store)
    #expect(forecasts.values == [ForecastRequest(city: City.paris.id, days: 1, units: .metric)])
    await store.finish()
  }

  @Test func withNothingConfiguredTheFirstFollowedCityIsShownAndOnlyIt() async {
    let store = makeStore()
    store.environment.followingStorage.load = { [.tokyo, .london] }
    await store.send(.showNow(nil)) { $0.intent = .now(.followed) }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.tokyo, .london])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .tokyo), FollowedCity(city: .london)]
    }
    await store.receive(.resolution(.resolve(.followed, among: [.tokyo, .london]))) {
      $0.resolution.request = .followed
      $0.resolution.scope = [.tokyo, .london]
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .tokyo), ResolvedPlace(city: .london)])
      $0.intent = nil
    }
    await store.receive(.forecastList(.load([ResolvedPlace(city: .tokyo)]))) {
      $0.forecastList.places = [PlaceForecast(place: ResolvedPlace(city: .tokyo))]
      $0.forecastList.requests.inFlight = [City.tokyo.id]
    }
    await store.receive(
      .forecastList(.forecastResponse(City.tokyo.id, .success(.fixture(.tokyo, days: 1))))
    ) {
      $0.forecastList.requests.inFlight.remove(City.tokyo.id)
      $0.forecastList.places[id: City.tokyo.id]?.outcome = .fresh(.fixture(.tokyo, days: 1))
    }
    #expect(forecasts.values == [ForecastRequest(city: City.tokyo.id, days: 1, units: .metric)])
    #expect(lookups.values.isEmpty)
    await store.finish()
  }

  /// Where the location client says the user is: Tokyo, from the time zone.
  nonisolated static let tokyoByZone = Location(city: .tokyo, source: .timeZone("Asia/Tokyo"))

  /// Sends `action` with nothing configured and none followed, through to resolving `here`.
  func sendWithNothingFollowed(
    _ action: AppFeature.Action, intent: AppFeature.Intent,
    _ store: TestStore<AppFeature.State, AppFeature.Action, AppFeature.Environment>
  ) async {
    store.environment.followingStorage.load = { [] }
    await store.send(action) { $0.intent = intent }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      if case .now = intent { $0.intent = .now(.here) } else { $0.intent = .locate(.here) }
    }
    await store.receive(.resolution(.resolve(.here))) {
      $0.resolution.request = .here
      $0.resolution.isResolving = true
    }
  }

  @Test func withNothingConfiguredAndNoneFollowedTheWeatherNowIsWhereTheUserIs() async {
    let store = makeStore()
    store.environment.location.current = { Self.tokyoByZone }
    await sendWithNothingFollowed(.showNow(nil), intent: .now(.followed), store)
    await store.receive(.resolution(.locationResponse(.success(Self.tokyoByZone)))) {
      $0.resolution.isResolving = false
      $0.resolution.location = Self.tokyoByZone
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .tokyo)])
      $0.intent = nil
    }
    await store.receive(.forecastList(.load([ResolvedPlace(city: .tokyo)]))) {
      $0.forecastList.places = [PlaceForecast(place: ResolvedPlace(city: .tokyo))]
      $0.forecastList.requests.inFlight = [City.tokyo.id]
    }
    await store.receive(
      .forecastList(.forecastResponse(City.tokyo.id, .success(.fixture(.tokyo, days: 1))))
    ) {
      $0.forecastList.requests.inFlight.remove(City.tokyo.id)
      $0.forecastList.places[id: City.tokyo.id]?.outcome = .fresh(.fixture(.tokyo, days: 1))
    }
    #expect(forecasts.values == [ForecastRequest(city: City.tokyo.id, days: 1, units: .metric)])
    await store.finish()
  }

  @Test func withNoPlaceToBeFoundNothingIsFetchedAndTheReasonIsTheOutcome() async {
    let store = makeStore()
    let unknown = WeatherError.configuration("cannot tell where you are: TZ is UTC")
    store.environment.location.current = { throw unknown }
    await sendWithNothingFollowed(.showNow(nil), intent: .now(.followed), store)
    await store.receive(.resolution(.locationResponse(.failure(unknown)))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .failed(unknown)
      $0.intent = nil
    }
    #expect(forecasts.values.isEmpty)
    await store.finish()
  }

  @Test func aForecastOfEveryFollowedCityNeverFallsBackToHere() async {
    let store = makeStore()
    store.environment.followingStorage.load = { [] }
    await store.send(.showForecasts(.followed)) { $0.intent = .forecast(.followed) }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
    }
    await store.receive(.resolution(.resolve(.followed, among: []))) {
      $0.resolution.request = .followed
      $0.resolution.scope = []
      $0.resolution.outcome = .noneFollowed
      $0.intent = nil
    }
    await store.finish()
  }

  @Test func hereConfiguredAsThePlaceIsAskedOfTheLocationClient() async {
    let store = makeStore(defaultPlace: .here)
    store.environment.location.current = { Self.tokyoByZone }
    await store.send(.locate(nil)) { $0.intent = .locate(.here) }
    await store.receive(.resolution(.resolve(.here))) {
      $0.resolution.request = .here
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.locationResponse(.success(Self.tokyoByZone)))) {
      $0.resolution.isResolving = false
      $0.resolution.location = Self.tokyoByZone
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .tokyo)])
      $0.intent = nil
    }
    #expect(forecasts.values.isEmpty, "locating fetches no weather")
    await store.finish()
  }

  @Test func locatingWithNothingFollowedFallsBackToHereAndFetchesNothing() async {
    let store = makeStore()
    store.environment.location.current = { Self.tokyoByZone }
    await sendWithNothingFollowed(.locate(nil), intent: .locate(.followed), store)
    await store.receive(.resolution(.locationResponse(.success(Self.tokyoByZone)))) {
      $0.resolution.isResolving = false
      $0.resolution.location = Self.tokyoByZone
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .tokyo)])
      $0.intent = nil
    }
    #expect(forecasts.values.isEmpty)
    await store.finish()
  }

  @Test func locatingAFollowedCityTakesTheFirst() async {
    let store = makeStore()
    store.environment.followingStorage.load = { [.paris, .london] }
    await store.send(.locate(nil)) { $0.intent = .locate(.followed) }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.paris, .london])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .paris), FollowedCity(city: .london)]
    }
    await store.receive(.resolution(.resolve(.followed, among: [.paris, .london]))) {
      $0.resolution.request = .followed
      $0.resolution.scope = [.paris, .london]
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .paris), ResolvedPlace(city: .london)])
      $0.intent = nil
    }
    #expect(forecasts.values.isEmpty)
    await store.finish()
  }

  @Test func aConfiguredPlaceThatIsNoCityEndsNotFound() async {
    let store = makeStore(defaultPlace: .id(999_999_999))
    await store.send(.showNow(nil)) { $0.intent = .now(.id(999_999_999)) }
    await store.receive(.resolution(.resolve(.id(999_999_999)))) {
      $0.resolution.request = .id(999_999_999)
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.cityResponse(.failure(.unknownCity(999_999_999))))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .notFound(suggestions: [])
      $0.intent = nil
    }
    #expect(forecasts.values.isEmpty)
    await store.finish()
  }
}
