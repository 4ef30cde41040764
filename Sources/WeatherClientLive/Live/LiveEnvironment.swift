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
  /// How long a request may take.
  public var timeout: Duration
  /// Told of something the user should know that is not a failure, such as a followed city
  /// listed twice in `following.json`; one line, without the program's name.
  public var warn: @Sendable (String) -> Void

  /// Options with the defaults of the `weather` command.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    provider: ProviderChoice? = nil, onlineSearch: Bool = false,
    timeout: Duration = HTTPClient.defaultTimeout,
    warn: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.environment = environment
    self.provider = provider
    self.onlineSearch = onlineSearch
    self.timeout = timeout
    self.warn = warn
  }
}

extension AppEnvironment {
  /// The environment of the real program: live HTTP providers, the embedded city table,
  /// `following.json` under `XDG_DATA_HOME`, the forecast cache under `XDG_CACHE_HOME`, the
  /// continuous clock.
  ///
  /// Throws when OpenWeatherMap is chosen without a key, when a provider URL or the timeout is
  /// overridden with something unusable, or when no data directory can be found.
  public static func live(_ options: LiveOptions) throws(WeatherError) -> AppEnvironment {
    let configuration = try ProviderConfiguration(
      environment: options.environment, timeout: options.timeout)
    let provider: WeatherClient
    switch options.provider ?? .default(environment: options.environment) {
    case .openMeteo:
      provider = .openMeteo(configuration: configuration)
    case .openWeatherMap:
      guard let key = ProviderChoice.apiKey(in: options.environment) else {
        throw .unauthorized("OPENWEATHER_API_KEY is not set; OpenWeatherMap needs a key")
      }
      provider = .openWeatherMap(apiKey: key, configuration: configuration)
    }
    let directories = XDGDirectories(environment: options.environment)
    let storage = try FollowingFile(directories: directories)
    // The cache only saves requests: without a cache directory the program still works.
    let cache = try? ForecastCache(directories: directories)
    return AppEnvironment(
      weatherClient: .live(provider: provider, onlineSearch: options.onlineSearch, cache: cache),
      followingStorage: .file(storage, warn: options.warn),
      clock: ContinuousClock(),
      now: { Date() })
  }
}
