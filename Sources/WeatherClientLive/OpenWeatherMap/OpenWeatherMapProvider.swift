public import Foundation
public import WeatherFeatures

/// Cities and forecasts from OpenWeatherMap's free 2.5 API (API key required).
///
/// - Search (`find`) gives no admin1, population or time zone: cities come back with `nil`,
///   0 and "UTC"; the country name is looked up from the code in the system's locale data.
/// - Forecasts are three-hour steps for five days, grouped into local days with the city's UTC
///   offset; metric wind speeds are converted from m/s to km/h, precipitation to inches for
///   imperial units.
/// - The key is sent as `appid` and never appears in an error.
public struct OpenWeatherMapProvider: WeatherProvider {
  /// The API's base URL.
  public var baseURL: URL
  /// The HTTP client, with its timeout.
  public var http: HTTPClient
  /// The clock stamping ``WeatherFeatures/Forecast/fetchedAt``.
  public var now: @Sendable () -> Date
  private let apiKey: String

  /// The most days a free forecast covers (forty three-hour steps, part of a sixth day).
  public static let maximumDays = 6

  /// A provider using `apiKey` against `baseURL`.
  public init(
    apiKey: String, baseURL: URL = ProviderConfiguration.defaultOpenWeatherMapURL,
    http: HTTPClient = HTTPClient(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.apiKey = apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
    self.baseURL = baseURL
    self.http = http
    self.now = now
  }

  /// A provider with the configuration's OpenWeatherMap URL and timeout.
  public init(
    apiKey: String, configuration: ProviderConfiguration,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      apiKey: apiKey, baseURL: configuration.openWeatherMapURL, http: configuration.httpClient,
      now: now)
  }

  /// Cities whose name is like `query.text`, at most `query.limit` (1–50) of them, in the
  /// country `query.countryCode` when it is given; none when there is no match.
  public func searchCities(_ query: CityQuery) async throws -> [City] {
    try await searchCities(query.text, limit: query.limit, countryCode: query.countryCode)
  }

  /// Cities whose name is like `query`, at most `limit` of them, in the country `countryCode`
  /// if given (sent as OpenWeatherMap's `q=London,GB`).
  public func searchCities(_ query: String, limit: Int, countryCode: String? = nil) async throws
    -> [City]
  {
    let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty, limit > 0 else { return [] }
    let country = countryCode?.trimmingCharacters(in: .whitespaces).uppercased() ?? ""
    let response = try await get(
      "/data/2.5/find",
      [
        ("q", country.isEmpty ? name : "\(name),\(country)"), ("type", "like"),
        ("cnt", String(min(limit, 50))), ("units", "metric"),
      ])
    if OpenWeatherMapResponseCheck.status(of: response) == 404 { return [] }
    try OpenWeatherMapResponseCheck.check(response, apiKey: apiKey)
    return try Self.cities(fromFind: response.body, limit: limit, country: country)
  }

  /// The places of a `find` answer's `body`, at most `limit`, only in `country` unless it is
  /// empty (pure, so that it is fuzzed without a network).
  static func cities(fromFind body: Data, limit: Int, country: String) throws(WeatherError)
    -> [City]
  {
    let decoded = try ResponseDecoding.decode(
      OpenWeatherMapFindResponse.self, from: body, what: "the city search")
    let cities = (decoded.list ?? []).map(\.city).filter(ProviderSanity.isPlace)
    return Array(
      cities.filter { country.isEmpty || $0.countryCode.uppercased() == country }.prefix(limit))
  }

  /// The place `postalCode` belongs to, from the zip geocoder (`geo/1.0/zip`), which knows
  /// codes of many countries; none when it has no such code. Without a country OpenWeatherMap
  /// reads the code as a US ZIP code. The place has no GeoNames id (id 0, a position).
  public func places(postalCode: PostalCode) async throws -> [City] {
    let code = postalCode.code.trimmingCharacters(in: .whitespaces)
    guard !code.isEmpty else { return [] }
    let zip = postalCode.countryCode.map { "\(code),\($0)" } ?? code
    let response = try await get("/geo/1.0/zip", [("zip", zip)])
    // The geocoder answers an unknown code with 404 `{"cod":"404","message":"not found"}`.
    if OpenWeatherMapResponseCheck.status(of: response) == 404 { return [] }
    try OpenWeatherMapResponseCheck.check(response, apiKey: apiKey)
    return try Self.places(fromZip: response.body)
  }

  /// The place of a `geo/1.0/zip` answer's `body` (pure, so that it is fuzzed without a
  /// network): its name stripped of control characters, its country name from the locale data.
  static func places(fromZip body: Data) throws(WeatherError) -> [City] {
    let decoded = try ResponseDecoding.decode(
      OpenWeatherMapZipResponse.self, from: body, what: "the postal code search")
    let name = String(
      String.UnicodeScalarView(
        decoded.name.unicodeScalars.filter { !$0.properties.generalCategory.isControl })
    )
    .trimmingCharacters(in: .whitespaces)
    let country = decoded.country.uppercased()
    guard !name.isEmpty else {
      throw .invalidResponse("the postal code search gave a place without a name")
    }
    guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw .invalidResponse("the postal code search gave a place without a country")
    }
    guard (-90.0...90.0).contains(decoded.lat), (-180.0...180.0).contains(decoded.lon) else {
      throw .invalidResponse(
        "the postal code search has an impossible position (\(decoded.lat), \(decoded.lon))")
    }
    return [
      City(
        id: 0, name: name, admin1: nil, countryCode: country,
        countryName: CountryName.english(forCode: country), latitude: decoded.lat,
        longitude: decoded.lon, population: 0, timeZone: "UTC")
    ]
  }

  /// The city with id `id` (OpenWeatherMap's ids are GeoNames ids).
  public func city(id: City.ID) async throws -> City {
    guard id > 0 else { throw WeatherError.unknownCity(id) }
    let city = try await current([("id", String(id))], cityID: id, units: .metric).city
    return try ProviderSanity.place(city, "the city \(id)")
  }

  /// The forecast for `city`: current conditions, three-hour steps as hourly steps, and up to
  /// `days` (at most ``maximumDays``) local days, the first of which may have begun.
  public func forecast(for city: City, days: Int, units: Units) async throws -> Forecast {
    async let current = current(Self.place(city), cityID: city.id, units: units)
    let response = try await get(
      "/data/2.5/forecast", Self.place(city) + [("units", units.openWeatherMap)])
    try OpenWeatherMapResponseCheck.check(response, apiKey: apiKey, cityID: city.id)
    return try Self.forecast(
      from: response.body, current: try await current, city: city, days: days, units: units,
      fetchedAt: self.now())
  }

  /// The forecast in a forecast answer's `body` with the `current` answer (pure, so that it is
  /// fuzzed without a network).
  static func forecast(
    from body: Data, current now: OpenWeatherMapCurrent, city: City, days: Int, units: Units,
    fetchedAt: Date
  ) throws(WeatherError) -> Forecast {
    let decoded = try ResponseDecoding.decode(
      OpenWeatherMapForecastResponse.self, from: body, what: "the forecast")
    let offset = try ProviderSanity.utcOffset(
      decoded.city?.timezone ?? now.timezone ?? 0, "the forecast")
    for item in decoded.list { _ = try ProviderSanity.unixTime(item.dt, "the forecast") }
    for time in [decoded.city?.sunrise, decoded.city?.sunset].compactMap({ $0 }) {
      _ = try ProviderSanity.unixTime(time, "the forecast")
    }
    let daily = OpenWeatherMapDailyGrouping.days(
      from: decoded.list, utcOffsetSeconds: offset, units: units,
      sunrise: decoded.city?.sunrise.map { Date(timeIntervalSince1970: TimeInterval($0)) },
      sunset: decoded.city?.sunset.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    // An empty `list` is an incomplete answer, not a forecast without days.
    try ProviderSanity.days(daily)
    var conditions = now.conditions(units: units)
    // The current answer has no chance of precipitation; the step under way has one.
    conditions.precipitationProbability =
      decoded.list
      .last { $0.dt <= now.dt }?.pop.map { $0 * 100 } ?? decoded.list.first?.pop.map { $0 * 100 }
    return Forecast(
      city: city, fetchedAt: fetchedAt, units: units, utcOffsetSeconds: offset,
      current: conditions,
      hourly: decoded.list.map { $0.hourlyStep(units: units) },
      daily: Array(daily.prefix(max(days, 1))))
  }

  /// The current conditions at `city`, in `units`.
  public func currentConditions(for city: City, units: Units) async throws -> CurrentConditions {
    try await current(Self.place(city), cityID: city.id, units: units).conditions(units: units)
  }

  private func current(
    _ place: [(String, String)], cityID: City.ID, units: Units
  ) async throws -> OpenWeatherMapCurrent {
    let response = try await get(
      "/data/2.5/weather", place + [("units", units.openWeatherMap)])
    try OpenWeatherMapResponseCheck.check(response, apiKey: apiKey, cityID: cityID)
    return try Self.current(from: response.body)
  }

  /// The current weather answer in `body`.
  static func current(from body: Data) throws(WeatherError) -> OpenWeatherMapCurrent {
    try ResponseDecoding.decode(OpenWeatherMapCurrent.self, from: body, what: "the current weather")
  }

  /// How a place is asked for: by its GeoNames id (OpenWeatherMap's city ids are GeoNames ids),
  /// or by coordinates for a bare position, which has none (id 0).
  private static func place(_ city: City) -> [(String, String)] {
    city.id > 0
      ? [("id", String(city.id))]
      : [("lat", String(city.latitude)), ("lon", String(city.longitude))]
  }

  /// GETs `path` with `query` and the key; refuses to send a request without a key.
  private func get(_ path: String, _ query: [(String, String)]) async throws -> HTTPResponse {
    guard !apiKey.isEmpty else {
      throw WeatherError.unauthorized("no OpenWeatherMap API key was given")
    }
    var items = query
    items.append(("appid", apiKey))
    let url = try URLBuilder.url(baseURL, path: path, query: items)
    return try await http.get(url)
  }
}
