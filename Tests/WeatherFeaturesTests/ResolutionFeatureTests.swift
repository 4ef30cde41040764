import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

extension City {
  static let springfieldMissouri = City(
    id: 4_409_896, name: "Springfield", admin1: "Missouri", countryCode: "US",
    countryName: "United States", latitude: 37.21533, longitude: -93.29824, population: 169_176,
    timeZone: "America/Chicago")
  static let springfieldMassachusetts = City(
    id: 4_951_788, name: "Springfield", admin1: "Massachusetts", countryCode: "US",
    countryName: "United States", latitude: 42.10148, longitude: -72.58981, population: 155_929,
    timeZone: "America/New_York")
  static let parys = City(
    id: 966_166, name: "Parys", admin1: "Free State", countryCode: "ZA",
    countryName: "South Africa", latitude: -26.9033, longitude: 27.45727, population: 48_591,
    timeZone: "Africa/Johannesburg")
}

/// The one ambiguity rule and every way resolving a request ends.
@MainActor
struct ResolutionFeatureTests {
  let clock = TestClock()
  let queries = Recorder<CityQuery>()
  let store: TestStoreOf<ResolutionFeature>

  init() {
    store = TestStoreOf<ResolutionFeature>(
      initialState: ResolutionFeature.State(), reducer: ResolutionFeature(),
      environment: ResolutionFeature.Environment(cities: .failing))
  }

  /// The directory answers every search with `matches`, recording the query.
  func answer(_ matches: [CityMatch]) {
    store.environment.cities.search = { [queries] query in
      queries.record(query)
      return matches
    }
  }

  func exact(_ cities: City...) -> [CityMatch] { cities.map { CityMatch(city: $0, isExact: true) } }
  func partial(_ cities: City...) -> [CityMatch] {
    cities.map { CityMatch(city: $0, isExact: false) }
  }

  /// Sends `.resolve(request)` for a name, and receives the directory's answer.
  func resolveName(
    _ name: String, countryCode: String? = nil, among scope: [City]? = nil,
    answer matches: [CityMatch], outcome: ResolutionFeature.Outcome
  ) async {
    answer(matches)
    let request = PlaceRequest.name(name, countryCode: countryCode)
    await store.send(.resolve(request, among: scope)) {
      $0.request = request
      $0.scope = scope
      $0.outcome = nil
      $0.isResolving = true
    }
    await store.receive(.matchesResponse(.success(matches))) {
      $0.isResolving = false
      $0.outcome = outcome
    }
  }

  // MARK: Names

  @Test func theOnlyCityOfThatNameIsTheOneMeant() async {
    await resolveName(
      "tokyo", answer: exact(.tokyo),
      outcome: .resolved([ResolvedPlace(city: .tokyo)]))
    #expect(queries.values == [CityQuery("tokyo", limit: ResolutionFeature.searchLimit)])
    await store.finish()
  }

  @Test func aCityFiveTimesBiggerThanTheNextIsTheOneMeantAndTheOthersAreNamesakes() async {
    // Paris, France has far more than 5× the people of Parys or Paris, Texas; the directory's
    // order does not matter, population does.
    await resolveName(
      "paris", answer: exact(.parisTexas, .paris, .parys),
      outcome: .resolved([ResolvedPlace(city: .paris, namesakes: [.parys, .parisTexas])]))
    await store.finish()
  }

  @Test func namesakesOfSimilarSizeAreAmbiguousAndListedMostPopulousFirst() async {
    await resolveName(
      "springfield", answer: exact(.springfieldMassachusetts, .springfieldMissouri),
      outcome: .ambiguous(candidates: [.springfieldMissouri, .springfieldMassachusetts]))
    await store.finish()
  }

  @Test func exactlyFiveTimesBiggerIsEnough() async {
    var big = City.springfieldMissouri
    big.population = 5 * City.springfieldMassachusetts.population
    await resolveName(
      "springfield", answer: exact(.springfieldMassachusetts, big),
      outcome: .resolved([ResolvedPlace(city: big, namesakes: [.springfieldMassachusetts])]))
    var almost = big
    almost.population -= 1
    await resolveName(
      "springfield", answer: exact(almost, .springfieldMassachusetts),
      outcome: .ambiguous(candidates: [almost, .springfieldMassachusetts]))
    await store.finish()
  }

  @Test func prefixAndTypoMatchesAreNeverTheCityMeantOnlySuggestions() async {
    // "londo" starts London's name: it is suggested, not taken.
    await resolveName(
      "londo", answer: partial(.london, .paris, .tokyo, .parisTexas),
      outcome: .notFound(suggestions: [.london, .paris, .tokyo]))
    await store.finish()
  }

  @Test func nothingAtAllIsNotFoundWithoutSuggestions() async {
    await resolveName("qqqq", answer: [], outcome: .notFound(suggestions: []))
    await store.finish()
  }

  @Test func aCityMatchedByNameAndAlternateNameCountsOnce() async {
    await resolveName(
      "tokyo", answer: exact(.tokyo, .tokyo),
      outcome: .resolved([ResolvedPlace(city: .tokyo)]))
    await store.finish()
  }

  @Test func aCountryGoesToTheDirectory() async {
    await resolveName(
      "paris", countryCode: "US", answer: exact(.parisTexas),
      outcome: .resolved([ResolvedPlace(city: .parisTexas)]))
    #expect(queries.values.map(\.countryCode) == ["US"])
    await store.finish()
  }

  @Test func aDirectoryFailureIsTheOutcome() async {
    store.environment.cities.search = { _ in throw WeatherError.offline("no route") }
    await store.send(.resolve(.name("paris", countryCode: nil))) {
      $0.request = .name("paris", countryCode: nil)
      $0.isResolving = true
    }
    await store.receive(.matchesResponse(.failure(.offline("no route")))) {
      $0.isResolving = false
      $0.outcome = .failed(.offline("no route"))
    }
    await store.finish()
  }

  // MARK: Among the followed cities

  @Test func amongTheFollowedCitiesTheRuleKeepsToThem() async {
    // Only Paris, Texas is followed: "paris" means it, though Paris, France is bigger.
    await resolveName(
      "paris", among: [.london, .parisTexas], answer: exact(.paris, .parisTexas),
      outcome: .resolved([ResolvedPlace(city: .parisTexas)]))
    await store.finish()
  }

  @Test func amongTheFollowedCitiesAnUnfollowedNameIsNotFound() async {
    await resolveName(
      "paris", among: [.london], answer: exact(.paris, .parisTexas),
      outcome: .notFound(suggestions: []))
    await store.finish()
  }

  @Test func amongTheFollowedCitiesTheFollowedCopyIsTheOneResolved() async {
    var stored = City.tokyo
    stored.population = 1
    await resolveName(
      "tokyo", among: [stored], answer: exact(.tokyo),
      outcome: .resolved([ResolvedPlace(city: stored)]))
    await store.finish()
  }

  @Test func anIdAmongTheFollowedCitiesNeedsNoDirectory() async {
    await store.send(.resolve(.id(City.london.id), among: [.london, .paris])) {
      $0.request = .id(City.london.id)
      $0.scope = [.london, .paris]
      $0.outcome = .resolved([ResolvedPlace(city: .london)])
    }
    await store.send(.resolve(.id(City.tokyo.id), among: [.london, .paris])) {
      $0.request = .id(City.tokyo.id)
      $0.outcome = .notFound(suggestions: [])
    }
    await store.finish()
  }

  @Test func everyFollowedCityIsEachOfThemInOrder() async {
    await store.send(.resolve(.followed, among: [.tokyo, .london])) {
      $0.request = .followed
      $0.scope = [.tokyo, .london]
      $0.outcome = .resolved([ResolvedPlace(city: .tokyo), ResolvedPlace(city: .london)])
    }
    await store.send(.resolve(.followed, among: [])) {
      $0.scope = []
      $0.outcome = .noneFollowed
    }
    await store.finish()
  }

  // MARK: Ids and positions

  @Test func anIdIsLookedUpInTheDirectory() async {
    store.environment.cities.city = { id in
      guard id == City.london.id else { throw WeatherError.unknownCity(id) }
      return .london
    }
    await store.send(.resolve(.id(City.london.id))) {
      $0.request = .id(City.london.id)
      $0.isResolving = true
    }
    await store.receive(.cityResponse(.success(.london))) {
      $0.isResolving = false
      $0.outcome = .resolved([ResolvedPlace(city: .london)])
    }
    await store.send(.resolve(.id(42))) {
      $0.request = .id(42)
      $0.outcome = nil
      $0.isResolving = true
    }
    await store.receive(.cityResponse(.failure(.unknownCity(42)))) {
      $0.isResolving = false
      $0.outcome = .notFound(suggestions: [])
    }
    await store.finish()
  }

  @Test func aFailedLookupIsTheOutcome() async {
    store.environment.cities.city = { _ in throw WeatherError.timedOut }
    await store.send(.resolve(.id(7))) {
      $0.request = .id(7)
      $0.isResolving = true
    }
    await store.receive(.cityResponse(.failure(.timedOut))) {
      $0.isResolving = false
      $0.outcome = .failed(.timedOut)
    }
    await store.finish()
  }

  @Test func aPositionIsAPlaceWithoutAnId() async {
    let position = City.position(latitude: 48.85, longitude: 2.35)
    await store.send(.resolve(.coordinates(latitude: 48.85, longitude: 2.35))) {
      $0.request = .coordinates(latitude: 48.85, longitude: 2.35)
      $0.outcome = .resolved([ResolvedPlace(city: position)])
    }
    #expect(position.isPosition && position.name == "48.8500, 2.3500")
    await store.finish()
  }

  // MARK: Cancellation

  @Test func aNewRequestCancelsTheOneInFlight() async {
    store.environment.cities.search = { [queries, clock] query in
      queries.record(query)
      if query.text == "lon" { try await clock.sleep(for: .seconds(5)) }
      return [CityMatch(city: query.text == "lon" ? .london : .tokyo, isExact: true)]
    }
    await store.send(.resolve(.name("lon", countryCode: nil))) {
      $0.request = .name("lon", countryCode: nil)
      $0.isResolving = true
    }
    await store.send(.resolve(.name("tokyo", countryCode: nil))) {
      $0.request = .name("tokyo", countryCode: nil)
    }
    await store.receive(.matchesResponse(.success([CityMatch(city: .tokyo, isExact: true)]))) {
      $0.isResolving = false
      $0.outcome = .resolved([ResolvedPlace(city: .tokyo)])
    }
    await clock.advance(by: .seconds(5))
    await store.finish()  // London's answer never arrives
  }
}

/// What a user types, read as a request.
struct PlaceRequestParsingTests {
  @Test(arguments: [
    ("2643743", PlaceRequest.id(2_643_743)),
    ("  2643743 ", .id(2_643_743)),
    ("paris", .name("paris", countryCode: nil)),
    ("new   york", .name("new york", countryCode: nil)),
    ("paris, us", .name("paris", countryCode: "US")),
    ("Saint-Denis, RE", .name("Saint-Denis", countryCode: "RE")),
    ("48.85,2.35", .coordinates(latitude: 48.85, longitude: 2.35)),
    ("-33.87, 151.21", .coordinates(latitude: -33.87, longitude: 151.21)),
    ("91, 0", .name("91, 0", countryCode: nil)),
    ("0", .name("0", countryCode: nil)),
    ("washington, d.c.", .name("washington, d.c.", countryCode: nil)),
    (", us", .name(", us", countryCode: nil)),
  ])
  func reads(_ text: String, as expected: PlaceRequest) {
    #expect(PlaceRequest(parsing: text) == expected)
  }

  /// Nothing but spaces, control and format characters is no name, on every command.
  @Test(arguments: [
    "", "   ", "\t\n", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", " \n\u{7} \u{200B}",
  ])
  func nothingTypedIsNoRequest(_ text: String) {
    #expect(PlaceRequest(parsing: text) == nil)
    #expect(PlaceRequest.words(of: text).isEmpty)
  }

  /// Control and format characters inside a name separate words like spaces; an emoji's
  /// zero-width joiner stays.
  @Test func controlsInsideANameAreSpaces() {
    #expect(PlaceRequest(parsing: "par\nis\u{1B}[2J") == .name("par is [2J", countryCode: nil))
    #expect(PlaceRequest(parsing: "\u{202E}paris, fr") == .name("paris", countryCode: "FR"))
    #expect(
      PlaceRequest.words(of: "a\u{1F468}\u{200D}\u{1F469}b") == "a\u{1F468}\u{200D}\u{1F469}b")
  }
}
