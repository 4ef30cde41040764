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

  /// GeoNames lists "Londn" among London's alternate names: one edit from the name, it is a
  /// misspelling, suggested like a typo and never taken (issue 38). Farther alternate names are
  /// names, and one that folds to the name itself is the name.
  @Test func anAlternateNameOneEditFromTheNameIsATypo() async {
    await resolveName(
      "londn", answer: [CityMatch(city: .london, isExact: true, alternateNameDistance: 1)],
      outcome: .notFound(suggestions: [.london]))
    await resolveName(
      "kiev", answer: [CityMatch(city: .london, isExact: true, alternateNameDistance: 2)],
      outcome: .resolved([ResolvedPlace(city: .london)]))
    await resolveName(
      "zurich", answer: [CityMatch(city: .london, isExact: true, alternateNameDistance: 0)],
      outcome: .resolved([ResolvedPlace(city: .london)]))
    await store.finish()
  }

  /// A misspelling of one city's name beside the real name of another: the other is meant.
  @Test func aMisspellingDoesNotMakeARealNameAmbiguous() async {
    await resolveName(
      "parys",
      answer: [
        CityMatch(city: .paris, isExact: true, alternateNameDistance: 1),
        CityMatch(city: .parys, isExact: true),
      ],
      outcome: .resolved([ResolvedPlace(city: .parys)]))
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

extension City {
  static let newYork = City(
    id: 5_128_581, name: "New York City", admin1: "New York", countryCode: "US",
    countryName: "United States", latitude: 40.71427, longitude: -74.00597,
    population: 8_804_190, timeZone: "America/New_York")
  static let addison = City(
    id: 0, name: "Addison", admin1: "Texas", countryCode: "US", countryName: "United States",
    latitude: 32.96, longitude: -96.83, population: 0, timeZone: "America/Chicago")
  static let paris1er = City(
    id: 0, name: "Paris 01", admin1: "Île-de-France", countryCode: "FR", countryName: "France",
    latitude: 48.86, longitude: 2.34, population: 0, timeZone: "Europe/Paris")
}

/// Postal codes and `here`: what the directory or the location client says, and every way
/// that ends.
extension ResolutionFeatureTests {
  /// Sends `.resolve(.postalCode(code))` and receives the directory's `answer`.
  func resolvePostalCode(
    _ code: PostalCode, among scope: [City]? = nil,
    answer: Result<[City], WeatherError>, outcome: ResolutionFeature.Outcome
  ) async {
    let asked = Recorder<PostalCode>()
    store.environment.cities.postalCode = { code in
      asked.record(code)
      return try answer.get()
    }
    await store.send(.resolve(.postalCode(code), among: scope)) {
      $0.request = .postalCode(code)
      $0.scope = scope
      $0.outcome = nil
      $0.isResolving = true
    }
    await store.receive(.postalCodeResponse(answer)) {
      $0.isResolving = false
      $0.outcome = outcome
    }
    #expect(asked.values == [code])
  }

  @Test func aPostalCodeIsThePlaceTheDirectoryHasForIt() async {
    await resolvePostalCode(
      PostalCode(code: "10001", countryCode: nil), answer: .success([.newYork]),
      outcome: .resolved([ResolvedPlace(city: .newYork)]))
    await store.finish()
  }

  @Test func aPostalCodeNoPlaceHasIsNotFoundWithoutSuggestions() async {
    await resolvePostalCode(
      PostalCode(code: "00000", countryCode: nil), answer: .success([]),
      outcome: .notFound(suggestions: []))
    await store.finish()
  }

  @Test func digitsUsedInSeveralCountriesAreAmbiguousUntilACountryIsGiven() async {
    await resolvePostalCode(
      PostalCode(code: "75001", countryCode: nil), answer: .success([.addison, .paris1er]),
      outcome: .ambiguous(candidates: [.addison, .paris1er]))
    // With a country the first place is meant, whatever else the directory lists.
    await resolvePostalCode(
      PostalCode(code: "75001", countryCode: "FR"), answer: .success([.paris1er, .addison]),
      outcome: .resolved([ResolvedPlace(city: .paris1er)]))
    await store.finish()
  }

  @Test func severalPlacesOfOneCountryAreTheFirst() async {
    await resolvePostalCode(
      PostalCode(code: "SW1A 1AA", countryCode: "GB"), answer: .success([.london, .london]),
      outcome: .resolved([ResolvedPlace(city: .london)]))
    await store.finish()
  }

  @Test func aPostalCodeTheDirectoryCannotLookUpIsTheFailure() async {
    await resolvePostalCode(
      PostalCode(code: "SW1A 1AA", countryCode: "GB"),
      answer: .failure(.offline("no route")), outcome: .failed(.offline("no route")))
    await store.finish()
  }

  @Test func amongTheFollowedCitiesAPostalCodeIsTheFollowedCopyOrNotFound() async {
    var followed = City.newYork
    followed.name = "New York (followed)"
    await resolvePostalCode(
      PostalCode(code: "10001", countryCode: nil), among: [.paris, followed],
      answer: .success([.newYork]), outcome: .resolved([ResolvedPlace(city: followed)]))
    await resolvePostalCode(
      PostalCode(code: "10001", countryCode: nil), among: [.paris],
      answer: .success([.newYork]), outcome: .notFound(suggestions: []))
    await store.finish()
  }

  @Test func hereIsWhereTheLocationClientSaysWithItsSource() async {
    let location = Location(city: .paris, source: .timeZone("Europe/Paris"))
    store.environment.location.current = { location }
    await store.send(.resolve(.here)) {
      $0.request = .here
      $0.isResolving = true
    }
    await store.receive(.locationResponse(.success(location))) {
      $0.isResolving = false
      $0.location = location
      $0.outcome = .resolved([ResolvedPlace(city: .paris)])
    }
    #expect(location.reason == "from your time zone Europe/Paris")
    await store.finish()
  }

  @Test func hereUnknownIsTheLocationClientsFailure() async {
    let unknown = WeatherError.configuration("cannot tell where you are")
    store.environment.location.current = { throw unknown }
    await store.send(.resolve(.here)) {
      $0.request = .here
      $0.isResolving = true
    }
    await store.receive(.locationResponse(.failure(unknown))) {
      $0.isResolving = false
      $0.outcome = .failed(unknown)
    }
    await store.finish()
  }

  @Test func anotherRequestForgetsTheLocationAndCancelsItsLookup() async {
    let location = Location(city: .paris, source: .timeZone("Europe/Paris"))
    store.environment.location.current = { [clock] in
      try await clock.sleep(for: .seconds(5))
      return location
    }
    await store.send(.resolve(.here)) {
      $0.request = .here
      $0.isResolving = true
    }
    await store.send(.resolve(.coordinates(latitude: 1, longitude: 2))) {
      $0.request = .coordinates(latitude: 1, longitude: 2)
      $0.isResolving = false
      $0.outcome = .resolved([ResolvedPlace(city: .position(latitude: 1, longitude: 2))])
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aLocationAmongTheFollowedCitiesIsFoundOnlyWhenFollowed() async {
    let location = Location(city: .paris, source: .timeZone("Europe/Paris"))
    store.environment.location.current = { location }
    await store.send(.resolve(.here, among: [.london])) {
      $0.request = .here
      $0.scope = [.london]
      $0.isResolving = true
    }
    await store.receive(.locationResponse(.success(location))) {
      $0.isResolving = false
      $0.location = location
      $0.outcome = .notFound(suggestions: [])
    }
    await store.finish()
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
    // Postal codes, and the one rule for digits: 3 to 5 are a postal code, 6+ or `id:` an id.
    ("10001", .postalCode(PostalCode(code: "10001", countryCode: nil))),
    ("10001-0001", .postalCode(PostalCode(code: "10001", countryCode: "US"))),
    ("75001, fr", .postalCode(PostalCode(code: "75001", countryCode: "FR"))),
    ("8001, CH", .postalCode(PostalCode(code: "8001", countryCode: "CH"))),
    ("110001, IN", .postalCode(PostalCode(code: "110001", countryCode: "IN"))),
    ("sw1a 1aa", .postalCode(PostalCode(code: "SW1A 1AA", countryCode: "GB"))),
    ("SW1A1AA", .postalCode(PostalCode(code: "SW1A 1AA", countryCode: "GB"))),
    ("EC1A 1BB", .postalCode(PostalCode(code: "EC1A 1BB", countryCode: "GB"))),
    ("M1 1AE", .postalCode(PostalCode(code: "M1 1AE", countryCode: "GB"))),
    ("k1a 0b1", .postalCode(PostalCode(code: "K1A 0B1", countryCode: "CA"))),
    ("1012AB", .postalCode(PostalCode(code: "1012 AB", countryCode: "NL"))),
    ("100-0001", .postalCode(PostalCode(code: "100-0001", countryCode: "JP"))),
    ("zip:10001", .postalCode(PostalCode(code: "10001", countryCode: nil))),
    ("ZIP: 75001, FR", .postalCode(PostalCode(code: "75001", countryCode: "FR"))),
    ("postcode:D02 X285", .postalCode(PostalCode(code: "D02 X285", countryCode: nil))),
    ("id:10570", .id(10_570)),
    ("ID: 2643743", .id(2_643_743)),
    ("105700", .id(105_700)),
    ("12", .id(12)),
    ("here", .here),
    (" Here ", .here),
    ("here, us", .name("here", countryCode: "US")),
    ("SW1A", .name("SW1A", countryCode: nil)),
    ("zip:", .name("zip:", countryCode: nil)),
    ("id:abc", .name("id:abc", countryCode: nil)),
  ])
  func reads(_ text: String, as expected: PlaceRequest) {
    #expect(PlaceRequest(parsing: text) == expected)
  }

  /// `--country` keeps a name or a postal code without a country of its own to that country.
  @Test func aCountryOptionKeepsNamesAndPostalCodesWithoutOne() {
    #expect(
      PlaceRequest(parsing: "75001")?.inCountry("fr")
        == .postalCode(PostalCode(code: "75001", countryCode: "FR")))
    #expect(
      PlaceRequest(parsing: "SW1A 1AA")?.inCountry("US")
        == .postalCode(PostalCode(code: "SW1A 1AA", countryCode: "GB")))
    #expect(PlaceRequest(parsing: "paris")?.inCountry("us") == .name("paris", countryCode: "US"))
    #expect(
      PlaceRequest(parsing: "paris, fr")?.inCountry("US") == .name("paris", countryCode: "FR"))
    #expect(PlaceRequest(parsing: "2643743")?.inCountry("US") == .id(2_643_743))
    #expect(PlaceRequest.here.inCountry("US") == .here)
    #expect(PlaceRequest(parsing: "paris")?.inCountry(nil) == .name("paris", countryCode: nil))
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

  /// A combining mark after a control character would join the space put back in its place:
  /// the words of the words are the same words (the recent-searches fuzz target's find).
  @Test(arguments: ["+\u{7F}\u{739}arion", "a\u{1B}\u{301}b", "x\n\u{200D}y", "\u{7F}\u{300}"])
  func theWordsOfTheWordsAreTheSame(_ text: String) {
    let words = PlaceRequest.words(of: text)
    #expect(PlaceRequest.words(of: words) == words)
  }
}
