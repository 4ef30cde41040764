public import Foundation
public import WeatherFeatures

/// Cities and forecasts from Open-Meteo (no API key): the geocoding API for cities, the forecast
/// API for weather.
///
/// Forecast times arrive as local wall-clock times and are converted with the response's
/// `utc_offset_seconds`. Hourly steps start at the current hour and cover at least 48 hours;
/// daily steps are the `days` requested.
public struct OpenMeteoProvider: WeatherProvider {
  /// The forecast API's base URL.
  public var forecastBaseURL: URL
  /// The geocoding API's base URL.
  public var geocodingBaseURL: URL
  /// The HTTP client, with its timeout.
  public var http: HTTPClient
  /// The clock stamping ``WeatherFeatures/Forecast/fetchedAt``.
  public var now: @Sendable () -> Date

  /// The variables asked for in `current`.
  static let currentVariables = [
    "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "precipitation",
    "weather_code", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "pressure_msl",
    "visibility", "uv_index", "precipitation_probability",
  ].joined(separator: ",")
  /// The variables asked for in `hourly`.
  static let hourlyVariables = [
    "temperature_2m", "relative_humidity_2m", "apparent_temperature",
    "precipitation_probability", "precipitation", "weather_code", "wind_speed_10m",
    "wind_direction_10m", "wind_gusts_10m", "pressure_msl", "visibility", "uv_index",
  ].joined(separator: ",")
  /// The variables asked for in `daily`.
  static let dailyVariables = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "apparent_temperature_max",
    "apparent_temperature_min", "sunrise", "sunset", "precipitation_sum",
    "precipitation_probability_max", "wind_speed_10m_max", "wind_gusts_10m_max",
    "wind_direction_10m_dominant", "uv_index_max",
  ].joined(separator: ",")

  /// A provider talking to the given services.
  public init(
    forecastBaseURL: URL = ProviderConfiguration.defaultOpenMeteoForecastURL,
    geocodingBaseURL: URL = ProviderConfiguration.defaultOpenMeteoGeocodingURL,
    http: HTTPClient = HTTPClient(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.forecastBaseURL = forecastBaseURL
    self.geocodingBaseURL = geocodingBaseURL
    self.http = http
    self.now = now
  }

  /// A provider with the configuration's Open-Meteo URLs and timeout.
  public init(
    configuration: ProviderConfiguration, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      forecastBaseURL: configuration.openMeteoForecastURL,
      geocodingBaseURL: configuration.openMeteoGeocodingURL, http: configuration.httpClient,
      now: now)
  }

  /// Cities matching `query.text`, best match first, at most `query.limit` (1–100) of them, in
  /// the country `query.countryCode` ("GB") when it is given.
  ///
  /// Queries shorter than two characters match nothing, as on Open-Meteo, without a request.
  public func searchCities(_ query: CityQuery) async throws -> [City] {
    try await searchCities(query.text, limit: query.limit, countryCode: query.countryCode)
  }

  /// Cities matching `query`, at most `limit` of them, in the country `countryCode` if given.
  public func searchCities(_ query: String, limit: Int, countryCode: String? = nil) async throws
    -> [City]
  {
    let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard name.count >= 2, limit > 0 else { return [] }
    var items = [
      ("name", name), ("count", String(min(limit, 100))), ("language", "en"), ("format", "json"),
    ]
    if let countryCode, !countryCode.isEmpty {
      items.append(("countryCode", countryCode.uppercased()))
    }
    let url = try URLBuilder.url(geocodingBaseURL, path: "/v1/search", query: items)
    let response = try await http.get(url)
    try OpenMeteoResponseCheck.check(response)
    return try Self.cities(fromSearch: response.body, limit: limit)
  }

  /// The places of a search answer's `body`, at most `limit` of them: what a search returns once
  /// the answer is known to be one (pure, so that it is fuzzed without a network).
  static func cities(fromSearch body: Data, limit: Int) throws(WeatherError) -> [City] {
    let decoded = try ResponseDecoding.decode(
      OpenMeteoSearchResponse.self, from: body, what: "the city search")
    return Array((decoded.results ?? []).map(\.city).filter(ProviderSanity.isPlace).prefix(limit))
  }

  /// The city with GeoNames id `id`; ``WeatherError/unknownCity(_:)`` when Open-Meteo has none.
  public func city(id: City.ID) async throws -> City {
    let url = try URLBuilder.url(
      geocodingBaseURL, path: "/v1/get", query: ["id": String(id), "language": "en"])
    let response = try await http.get(url)
    try OpenMeteoResponseCheck.check(response, cityID: id)
    return try Self.city(fromLocation: response.body, id: id)
  }

  /// The place of a `/v1/get` answer's `body` for `id` (pure, so that it is fuzzed without a
  /// network).
  static func city(fromLocation body: Data, id: City.ID) throws(WeatherError) -> City {
    let city = try ResponseDecoding.decode(
      OpenMeteoLocation.self, from: body, what: "the city \(id)"
    ).city
    return try ProviderSanity.place(city, "the city \(id)")
  }

  /// The forecast for `city`: current conditions, hourly steps from the current hour on (at least
  /// `days` × 24 of them, and at least 48, up to the provider's 16 days) and `days` (clamped to
  /// 1–16) daily steps.
  public func forecast(for city: City, days: Int, units: Units) async throws -> Forecast {
    let days = min(max(days, 1), 16)
    // Hours start at local midnight: one day more than is shown leaves `days` × 24 hours from
    // the current hour on (and 3 days leave the 48 hours a short forecast shows).
    let url = try URLBuilder.url(
      forecastBaseURL, path: "/v1/forecast",
      query: [
        "latitude": String(city.latitude), "longitude": String(city.longitude),
        "current": Self.currentVariables, "hourly": Self.hourlyVariables,
        "daily": Self.dailyVariables, "timezone": "auto",
        "forecast_days": String(Self.requestedDays(forDays: days)),
        "temperature_unit": units.openMeteoTemperature, "wind_speed_unit": units.openMeteoWind,
        "precipitation_unit": units.openMeteoPrecipitation,
      ])
    let response = try await http.get(url)
    try OpenMeteoResponseCheck.check(response)
    return try Self.forecast(
      from: response.body, city: city, days: days, units: units, fetchedAt: now())
  }

  /// The forecast in a forecast answer's `body` (pure, so that it is fuzzed without a network).
  static func forecast(
    from body: Data, city: City, days: Int, units: Units, fetchedAt: Date
  ) throws(WeatherError) -> Forecast {
    let decoded = try ResponseDecoding.decode(
      OpenMeteoForecastResponse.self, from: body, what: "the forecast")
    let offset = try ProviderSanity.utcOffset(decoded.utcOffsetSeconds, "the forecast")
    let zone = LocalZone(utcOffsetSeconds: offset, identifier: decoded.timezone)
    guard
      let current = try decoded.current?.conditions(
        zone: zone, visibilityUnit: decoded.currentUnits?["visibility"])
    else {
      throw WeatherError.invalidResponse("the forecast has no current conditions")
    }
    let hourly =
      try decoded.hourly?.steps(zone: zone, visibilityUnit: decoded.hourlyUnits?["visibility"])
      ?? []
    let daily = try decoded.daily?.steps(zone: zone, hourly: decoded.hourly) ?? []
    // Days were asked for: an answer without one usable day is incomplete, not a forecast
    // (it rendered as an empty table and chart).
    try ProviderSanity.days(daily)
    let hourStart = current.time.addingTimeInterval(-3600)
    var city = city
    if TimeZone(identifier: city.timeZone) == nil, let zone = decoded.timezone {
      // A bare position ("auto") takes the zone the provider found for it.
      city.timeZone = zone
    }
    return Forecast(
      city: city, fetchedAt: fetchedAt, units: units, utcOffsetSeconds: offset, current: current,
      hourly: hourly.filter { $0.time > hourStart }, daily: Array(daily.prefix(days)))
  }

  /// How many days to ask for to show `days` days: one more (at least 3, at most 16).
  static func requestedDays(forDays days: Int) -> Int {
    min(max(days, 2) + 1, 16)
  }

  /// The current conditions at `city`, in `units`.
  public func currentConditions(for city: City, units: Units) async throws -> CurrentConditions {
    let url = try URLBuilder.url(
      forecastBaseURL, path: "/v1/forecast",
      query: [
        "latitude": String(city.latitude), "longitude": String(city.longitude),
        "current": Self.currentVariables, "timezone": "auto",
        "temperature_unit": units.openMeteoTemperature, "wind_speed_unit": units.openMeteoWind,
        "precipitation_unit": units.openMeteoPrecipitation,
      ])
    let response = try await http.get(url)
    try OpenMeteoResponseCheck.check(response)
    let decoded = try ResponseDecoding.decode(
      OpenMeteoForecastResponse.self, from: response.body, what: "the current conditions")
    guard let current = decoded.current else {
      throw WeatherError.invalidResponse("the answer has no current conditions")
    }
    let offset = try ProviderSanity.utcOffset(decoded.utcOffsetSeconds, "the current conditions")
    return try current.conditions(
      zone: LocalZone(utcOffsetSeconds: offset, identifier: decoded.timezone),
      visibilityUnit: decoded.currentUnits?["visibility"])
  }
}
