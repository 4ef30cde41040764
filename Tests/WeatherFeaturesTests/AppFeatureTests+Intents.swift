import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// What the commands ask of the app: resolve a request by the one rule, then follow, unfollow
/// or fetch forecasts, every outcome ending in state.
@MainActor
struct AppIntentTests {
  let clock = TestClock()
  let stored: InMemoryFollowing
  let store: TestStoreOf<AppFeature>

  init() {
    stored = InMemoryFollowing([.london])
    store = TestStoreOf<AppFeature>(
      initialState: AppFeature.State(forecastDays: 3), reducer: AppFeature(),
      environment: AppFeature.Environment(
        cities: .failing, weatherClient: .failing, forecastHistory: .failing,
        followingStorage: stored.storage, clock: clock, now: { referenceDate }))
    store.environment.cities.search = { query in
      switch query.text {
      case "paris": [City.paris, .parisTexas].exactMatches
      case "springfield": [City.springfieldMissouri, .springfieldMassachusetts].exactMatches
      case "london": [City.london].exactMatches
      default: []
      }
    }
  }

  static let parisMatches = [City.paris, .parisTexas].exactMatches

  @Test func followingANameFollowsTheCityTheRuleChooses() async {
    await store.send(.follow(.name("paris", countryCode: nil))) {
      $0.intent = .follow(.name("paris", countryCode: nil))
    }
    await store.receive(.resolution(.resolve(.name("paris", countryCode: nil)))) {
      $0.resolution.request = .name("paris", countryCode: nil)
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.matchesResponse(.success(Self.parisMatches)))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .paris, namesakes: [.parisTexas])])
      $0.intent = nil
    }
    await store.receive(.following(.followCity(.paris))) {
      $0.following.cities = [FollowedCity(city: .paris)]
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(.saved(.success([.london, .paris]), undo: .remove(City.paris.id)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .followed(.paris)
      $0.following.cities = [FollowedCity(city: .london), FollowedCity(city: .paris)]
    }
    #expect(stored.current == [.london, .paris])
    await store.finish()
  }

  @Test func followingACityFollowedAlreadyChangesNothing() async {
    await store.send(.follow(.name("london", countryCode: nil))) {
      $0.intent = .follow(.name("london", countryCode: nil))
    }
    await store.receive(.resolution(.resolve(.name("london", countryCode: nil)))) {
      $0.resolution.request = .name("london", countryCode: nil)
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.matchesResponse(.success([City.london].exactMatches)))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .london)])
      $0.intent = nil
    }
    // The list was not loaded: storage knows London is followed, and the list is read back.
    await store.receive(.following(.followCity(.london))) {
      $0.following.cities = [FollowedCity(city: .london)]
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(.saved(.failure(.alreadyFollowing(.london)), undo: .remove(City.london.id)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .alreadyFollowing(.london)
      $0.following.cities = []
      $0.following.isLoading = true
    }
    await store.receive(.following(.loaded(.success([.london])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london)]
    }
    #expect(stored.current == [.london])
    await store.finish()
  }

  @Test func anAmbiguousNameFollowsNothingAndListsTheCandidates() async {
    await store.send(.follow(.name("springfield", countryCode: nil))) {
      $0.intent = .follow(.name("springfield", countryCode: nil))
    }
    await store.receive(.resolution(.resolve(.name("springfield", countryCode: nil)))) {
      $0.resolution.request = .name("springfield", countryCode: nil)
      $0.resolution.isResolving = true
    }
    await store.receive(
      .resolution(
        .matchesResponse(
          .success([City.springfieldMissouri, .springfieldMassachusetts].exactMatches)))
    ) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .ambiguous(
        candidates: [.springfieldMissouri, .springfieldMassachusetts])
      $0.intent = nil
    }
    #expect(stored.current == [.london])
    await store.finish()
  }

  @Test func aPositionIsNotFollowed() async {
    let position = City.position(latitude: 1, longitude: 2)
    await store.send(.follow(.coordinates(latitude: 1, longitude: 2))) {
      $0.intent = .follow(.coordinates(latitude: 1, longitude: 2))
    }
    await store.receive(.resolution(.resolve(.coordinates(latitude: 1, longitude: 2)))) {
      $0.resolution.request = .coordinates(latitude: 1, longitude: 2)
      $0.resolution.outcome = .resolved([ResolvedPlace(city: position)])
      $0.intent = nil
    }
    await store.receive(.following(.followCity(position))) {
      $0.following.outcome = .notACity(position)
    }
    await store.finish()
  }

  @Test func unfollowingANameLoadsTheListAndResolvesAmongIt() async {
    let stored = InMemoryFollowing([.london, .parisTexas])
    store.environment.followingStorage = stored.storage
    await store.send(.unfollow(.name("paris", countryCode: nil))) {
      $0.intent = .unfollow(.name("paris", countryCode: nil))
    }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.london, .parisTexas])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london), FollowedCity(city: .parisTexas)]
    }
    let request = PlaceRequest.name("paris", countryCode: nil)
    await store.receive(.resolution(.resolve(request, among: [.london, .parisTexas]))) {
      $0.resolution.request = request
      $0.resolution.scope = [.london, .parisTexas]
      $0.resolution.isResolving = true
    }
    // Paris, Texas is the one followed: it is meant, though Paris, France is bigger.
    await store.receive(.resolution(.matchesResponse(.success(Self.parisMatches)))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .parisTexas)])
      $0.intent = nil
    }
    await store.receive(.following(.unfollow(City.parisTexas.id))) {
      $0.following.cities = [FollowedCity(city: .london)]
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(
        .saved(.success([.london]), undo: .insert(FollowedCity(city: .parisTexas), at: 1)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .unfollowed(.parisTexas)
    }
    #expect(stored.current == [.london])
    await store.finish()
  }

  @Test func unfollowingWhenTheListCannotBeReadResolvesNothing() async {
    store.environment.followingStorage.load = { throw WeatherError.diskFull }
    await store.send(.unfollow(.id(City.london.id))) { $0.intent = .unfollow(.id(City.london.id)) }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.failure(.diskFull)))) {
      $0.following.isLoading = false
      $0.following.error = .diskFull
      $0.intent = nil
    }
    await store.finish()
  }

  @Test func forecastsOfEveryFollowedCity() async {
    let stored = InMemoryFollowing([.london, .tokyo])
    store.environment.followingStorage = stored.storage
    store.environment.weatherClient.forecast = { [clock] city, days, units in
      try await clock.sleep(for: .seconds(city == .london ? 1 : 2))
      return .fixture(city, days: days, units: units)
    }
    await store.send(.showForecasts(.followed)) { $0.intent = .forecast(.followed) }
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.london, .tokyo])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london), FollowedCity(city: .tokyo)]
    }
    await store.receive(.resolution(.resolve(.followed, among: [.london, .tokyo]))) {
      $0.resolution.request = .followed
      $0.resolution.scope = [.london, .tokyo]
      $0.resolution.outcome = .resolved([ResolvedPlace(city: .london), ResolvedPlace(city: .tokyo)])
      $0.intent = nil
    }
    let places = [ResolvedPlace(city: .london), ResolvedPlace(city: .tokyo)]
    await store.receive(.forecastList(.load(places))) {
      $0.forecastList.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.forecastList.requests.inFlight = [City.london.id, City.tokyo.id]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(
      .forecastList(.forecastResponse(City.london.id, .success(.fixture(.london, days: 3))))
    ) {
      $0.forecastList.requests.inFlight.remove(City.london.id)
      $0.forecastList.places[id: City.london.id]?.outcome = .fresh(.fixture(.london, days: 3))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(
      .forecastList(.forecastResponse(City.tokyo.id, .success(.fixture(.tokyo, days: 3))))
    ) {
      $0.forecastList.requests.inFlight.remove(City.tokyo.id)
      $0.forecastList.places[id: City.tokyo.id]?.outcome = .fresh(.fixture(.tokyo, days: 3))
    }
    await store.finish()
  }

  @Test func forecastsWithNoCityFollowedIsThatOutcome() async {
    let empty = InMemoryFollowing([])
    store.environment.followingStorage = empty.storage
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

  @Test func aNameThatMatchesNothingFetchesNothing() async {
    await store.send(.showForecasts(.name("qqqq", countryCode: nil))) {
      $0.intent = .forecast(.name("qqqq", countryCode: nil))
    }
    await store.receive(.resolution(.resolve(.name("qqqq", countryCode: nil)))) {
      $0.resolution.request = .name("qqqq", countryCode: nil)
      $0.resolution.isResolving = true
    }
    await store.receive(.resolution(.matchesResponse(.success([])))) {
      $0.resolution.isResolving = false
      $0.resolution.outcome = .notFound(suggestions: [])
      $0.intent = nil
    }
    await store.finish()
  }
}
