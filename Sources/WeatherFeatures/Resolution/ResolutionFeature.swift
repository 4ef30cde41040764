public import Reducers

/// Turns what a user typed into places, with the one ambiguity rule every command follows.
///
/// **The rule.** An id or a position is exact; what is typed is read by
/// ``PlaceRequest/init(parsing:)`` (6+ digits or `id:` an id, 3–5 digits or a postal format a
/// postal code). A postal code means the places the directory has for it: the first, unless no
/// country was given and they lie in several countries, which is ambiguous. `here` means where
/// the ``LocationClient`` says the user is. A name means the cities whose name or alternate
/// name it is exactly (case, accents and punctuation aside), in the country if one is given and
/// among the followed cities for `unfollow`. One such city is the one meant. Of several, the
/// most populous is meant when it has at least ``dominance`` times the people of the next (London
/// over London, Ontario), and the others are kept as namesakes; otherwise the request is
/// ambiguous and the candidates are listed. Prefix and typo matches are never taken for the city
/// meant: they are suggestions. So is an alternate name within ``misspellingDistance`` edit of
/// the city's name (GeoNames lists "Londn" for London): a spelling, not a name, so `londn` is
/// a typo of London, suggested and never followed silently. Farther alternate names ("Kiev"
/// for Kyiv, "Moskau" for Moscow) are names.
public struct ResolutionFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(ResolutionFeature())

  struct RequestID: Hashable, Sendable {}

  /// How many times more people the most populous namesake needs to be taken as the one meant.
  public static let dominance = 5
  /// The most cities asked of the directory for one name.
  public static let searchLimit = 50
  /// The most candidates or namesakes kept.
  public static let listLimit = 10
  /// The most suggestions kept when nothing matches exactly.
  public static let suggestionLimit = 3
  /// How close to a city's name an alternate name must be to count as a misspelling of it.
  public static let misspellingDistance = 1

  /// The feature's logic.
  public var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { state, action, environment in
      switch action {
      case .resolve(let request, let scope):
        state.request = request
        state.scope = scope
        state.outcome = nil
        state.location = nil
        state.isResolving = false
        switch request {
        case .id(let id):
          if let scope {
            state.outcome =
              scope.first { $0.id == id }.map { .resolved([ResolvedPlace(city: $0)]) }
              ?? .notFound(suggestions: [])
            return .cancel(id: RequestID())
          }
          state.isResolving = true
          let cities = environment.cities
          return .run { send in
            await send(.cityResponse(await result { try await cities.city(id) }))
          }
          .cancellable(id: RequestID(), cancelInFlight: true)

        case .name(let name, let countryCode):
          state.isResolving = true
          let cities = environment.cities
          let query = CityQuery(name, limit: Self.searchLimit, countryCode: countryCode)
          return .run { send in
            await send(.matchesResponse(await result { try await cities.search(query) }))
          }
          .cancellable(id: RequestID(), cancelInFlight: true)

        case .postalCode(let code):
          state.isResolving = true
          let cities = environment.cities
          return .run { send in
            await send(.postalCodeResponse(await result { try await cities.postalCode(code) }))
          }
          .cancellable(id: RequestID(), cancelInFlight: true)

        case .here:
          state.isResolving = true
          let location = environment.location
          return .run { send in
            await send(.locationResponse(await result { try await location.current() }))
          }
          .cancellable(id: RequestID(), cancelInFlight: true)

        case .coordinates(let latitude, let longitude):
          state.outcome = .resolved([
            ResolvedPlace(city: .position(latitude: latitude, longitude: longitude))
          ])
          return .cancel(id: RequestID())

        case .followed:
          let followed = scope ?? []
          state.outcome =
            followed.isEmpty ? .noneFollowed : .resolved(followed.map { ResolvedPlace(city: $0) })
          return .cancel(id: RequestID())
        }

      case .cityResponse(.success(let city)):
        state.isResolving = false
        state.outcome = .resolved([ResolvedPlace(city: city)])
        return .none

      case .cityResponse(.failure(.unknownCity)):
        state.isResolving = false
        state.outcome = .notFound(suggestions: [])
        return .none

      case .postalCodeResponse(.success(let places)):
        state.isResolving = false
        let countryGiven: Bool
        if case .postalCode(let code) = state.request {
          countryGiven = code.countryCode != nil
        } else {
          countryGiven = false
        }
        state.outcome = Self.outcome(
          ofPostalCode: places, countryGiven: countryGiven, among: state.scope)
        return .none

      case .locationResponse(.success(let location)):
        state.isResolving = false
        state.location = location
        state.outcome = Self.firstOutcome(of: [location.city], among: state.scope)
        return .none

      case .cityResponse(.failure(let error)), .matchesResponse(.failure(let error)),
        .postalCodeResponse(.failure(let error)), .locationResponse(.failure(let error)):
        state.isResolving = false
        state.outcome = .failed(error)
        return .none

      case .matchesResponse(.success(let matches)):
        state.isResolving = false
        state.outcome = Self.outcome(of: matches, among: state.scope)
        return .none
      }
    }
  }

  /// The ambiguity rule applied to a directory's answer.
  static func outcome(of matches: [CityMatch], among scope: [City]?) -> Outcome {
    var candidates = matches
    if let scope {
      // The followed copy of each city, which is what storage knows it by.
      let followed = Dictionary(scope.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      candidates = matches.compactMap { match in
        followed[match.city.id].map { CityMatch(city: $0, isExact: match.isExact) }
      }
    }
    let exact = stableSortedByPopulation(candidates.filter(isName).map(\.city))
    guard let first = exact.first else {
      return .notFound(suggestions: Array(candidates.prefix(suggestionLimit).map(\.city)))
    }
    guard exact.count > 1 else { return .resolved([ResolvedPlace(city: first)]) }
    if first.population >= dominance * max(exact[1].population, 1) {
      return .resolved([
        ResolvedPlace(city: first, namesakes: Array(exact.dropFirst().prefix(listLimit)))
      ])
    }
    return .ambiguous(candidates: Array(exact.prefix(listLimit)))
  }

  /// Whether `match` names its city: exact, and not through an alternate name that is a
  /// misspelling of the name.
  static func isName(_ match: CityMatch) -> Bool {
    guard match.isExact else { return false }
    guard let distance = match.alternateNameDistance else { return true }
    // 0: the alternate name folds to the name itself ("Zurich" for Zürich).
    return distance == 0 || distance > misspellingDistance
  }

  /// The postal-code rule applied to the places the directory gave, best first: among the
  /// followed cities when scoped (a place not followed is not found), ambiguous when no country
  /// was given and they lie in several countries.
  static func outcome(ofPostalCode places: [City], countryGiven: Bool, among scope: [City]?)
    -> Outcome
  {
    guard scope == nil else { return firstOutcome(of: places, among: scope) }
    guard let first = places.first else { return .notFound(suggestions: []) }
    if !countryGiven, Set(places.map(\.countryCode)).count > 1 {
      return .ambiguous(candidates: Array(places.prefix(listLimit)))
    }
    return .resolved([ResolvedPlace(city: first)])
  }

  /// The first of `places` (exact, as a postal code or a location names them), or the followed
  /// copy of the first that is followed when scoped.
  private static func firstOutcome(of places: [City], among scope: [City]?) -> Outcome {
    guard let scope else {
      return places.first.map { .resolved([ResolvedPlace(city: $0)]) } ?? .notFound(suggestions: [])
    }
    for place in places {
      if let followed = scope.first(where: { $0.id == place.id && !$0.isPosition }) {
        return .resolved([ResolvedPlace(city: followed)])
      }
    }
    return .notFound(suggestions: [])
  }

  /// Each city once, most populous first, ties in the directory's order.
  private static func stableSortedByPopulation(_ cities: [City]) -> [City] {
    var seen = Set<City.ID>()
    return cities.filter { seen.insert($0.id).inserted }.enumerated()
      .sorted { ($0.element.population, -$0.offset) > ($1.element.population, -$1.offset) }
      .map(\.element)
  }
}
