public import Foundation
public import WeatherFeatures

/// What the live app environment is built from: the process environment and the user's choices.
public struct LiveOptions: Sendable {
  /// The process environment (`XDG_*`, `HOME`, `OPENWEATHER_API_KEY`, base URL overrides).
  public var environment: [String: String]
  /// The provider chosen on the command line, or `nil` for the default.
  public var provider: ProviderChoice?
  /// Whether city search asks the provider instead of the embedded table.
  public var onlineSearch: Bool
  /// The file holding the OpenWeatherMap key, read only when `OPENWEATHER_API_KEY` is not set.
  public var apiKeyFile: APIKeyFile?
  /// How long a request may take.
  public var timeout: Duration
  /// Told of something the user should know that is not a failure, such as a followed city
  /// listed twice in `following.json`; the caller words it.
  public var warn: @Sendable (LiveWarning) -> Void

  /// Options with the defaults of the `weather` command.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    provider: ProviderChoice? = nil, onlineSearch: Bool = false, apiKeyFile: APIKeyFile? = nil,
    timeout: Duration = HTTPClient.defaultTimeout,
    warn: @escaping @Sendable (LiveWarning) -> Void = { _ in }
  ) {
    self.environment = environment
    self.provider = provider
    self.onlineSearch = onlineSearch
    self.apiKeyFile = apiKeyFile
    self.timeout = timeout
    self.warn = warn
  }

  /// The provider that answers: the one chosen, else OpenWeatherMap when a key is set, else
  /// Open-Meteo.
  public var resolvedProvider: ProviderChoice {
    provider ?? (apiKeyFile == nil ? .default(environment: environment) : .openWeatherMap)
  }

  /// Options for the settings in force: their provider and key file.
  public init(
    settings: Settings, environment: [String: String], onlineSearch: Bool = false,
    warn: @escaping @Sendable (LiveWarning) -> Void = { _ in }
  ) {
    self.init(
      environment: environment, provider: settings.provider.value, onlineSearch: onlineSearch,
      apiKeyFile: settings.apiKeyFile.map { APIKeyFile(path: $0.value, environment: environment) },
      warn: warn)
  }

  /// The date now: the system's, or, when the test hook `WEATHER_TEST_NOW` holds seconds since
  /// 1970, that moment. Every date the live environment takes (a forecast's `fetchedAt`, the
  /// cache's freshness, an age shown) comes from here, so that an end-to-end test runs the
  /// binary at the moments it chooses instead of reading the real clock, which passed under a
  /// loaded machine and made a polling test see a request too many.
  package var now: @Sendable () -> Date {
    guard let text = environment["WEATHER_TEST_NOW"], let seconds = Double(text),
      seconds.isFinite, abs(seconds) < 1e11
    else { return { Date() } }
    let moment = Date(timeIntervalSince1970: seconds)
    return { moment }
  }

  /// The OpenWeatherMap key: `OPENWEATHER_API_KEY`, else the key file's, else `nil`; a key file
  /// that cannot be used is a configuration error saying why.
  public func apiKey() throws(WeatherError) -> String? {
    if let key = ProviderChoice.apiKey(in: environment) { return key }
    return try apiKeyFile?.key()
  }
}

extension AppFeature.Environment {
  /// The environment of the real program: live HTTP providers, the embedded city table,
  /// `following.json` and `recent-searches.json` under `XDG_DATA_HOME`, the forecast cache
  /// under `XDG_CACHE_HOME`, the continuous clock, the location from the time zone.
  ///
  /// Building it reads nothing and cannot fail: each part is made on its first use, so a command
  /// that only searches the table never looks at `HOME`, the cache, the provider's settings or
  /// its key, and a missing key is reported (naming `OPENWEATHER_API_KEY`) only when a request
  /// to OpenWeatherMap is about to be made.
  public static func live(_ options: LiveOptions) -> AppFeature.Environment {
    let choice = options.resolvedProvider
    let now = options.now
    let chosen = Deferred { () throws(WeatherError) -> any WeatherProvider in
      let configuration = try ProviderConfiguration(
        environment: options.environment, timeout: options.timeout)
      switch choice {
      case .openMeteo:
        return OpenMeteoProvider(configuration: configuration, now: now)
      case .openWeatherMap:
        guard let key = try options.apiKey() else {
          throw .missingAPIKey(
            provider: "OpenWeatherMap", variable: ProviderChoice.apiKeyVariable)
        }
        return OpenWeatherMapProvider(apiKey: key, configuration: configuration, now: now)
      }
    }
    let provider = WeatherClient.deferred(
      Deferred { () throws(WeatherError) -> WeatherClient in
        WeatherClient(provider: try chosen.value())
      })
    // The cache only saves requests: without a cache directory the program still works.
    let cache = Deferred<ForecastCache?> {
      try? ForecastCache(directories: XDGDirectories(environment: options.environment))
    }
    let storage = Deferred { () throws(WeatherError) -> FollowingStorage in
      .file(
        try FollowingFile(directories: XDGDirectories(environment: options.environment)),
        warn: options.warn)
    }
    let cachedForecast = {
      @Sendable (city: City, days: Int, units: Units) async throws -> Forecast in
      guard let cache = try cache.value() else {
        return try await provider.forecast(city, days, units)
      }
      return try await cache.wrapping(
        provider.forecast, provider: choice.rawValue, now: now, warn: options.warn)(
          city, days, units)
    }
    return AppFeature.Environment(
      cities: .live(
        provider: provider,
        postalSearch: { code in try await chosen.value().places(postalCode: code) },
        onlineSearch: options.onlineSearch),
      weatherClient: WeatherClient(
        searchCities: provider.searchCities, city: provider.city, forecast: cachedForecast,
        currentConditions: provider.currentConditions),
      forecastHistory: ForecastHistory { city, days, units in
        guard let cache = try? cache.value() else { return nil }
        return await cache.history(provider: choice.rawValue).latest(city, days, units)
      },
      followingStorage: FollowingStorage(
        load: { try await storage.value().load() },
        apply: { change in try await storage.value().apply(change) }),
      clock: ContinuousClock(),
      now: now,
      location: .live(environment: options.environment),
      // Without a data directory searches are remembered for this run only.
      recentSearches: .file(
        try? RecentSearchesFile(directories: XDGDirectories(environment: options.environment))))
  }
}
