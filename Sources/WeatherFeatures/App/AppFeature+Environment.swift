public import Foundation

extension AppFeature {
  /// The one environment of the app; each feature's is derived from it.
  ///
  /// Each client is called only when an effect needs it, so a live environment can defer
  /// everything costly or fallible (reading `HOME`, a provider key) to that first call.
  public struct Environment: Sendable {
    /// Where cities are searched and looked up.
    public var cities: CityDirectory
    /// Forecasts and current conditions.
    public var weatherClient: WeatherClient
    /// Forecasts fetched earlier, for when a fresh one cannot be had.
    public var forecastHistory: ForecastHistory
    /// The followed cities between runs.
    public var followingStorage: FollowingStorage
    /// Debounces and timing.
    public var clock: any Clock<Duration>
    /// The current time.
    public var now: @Sendable () -> Date
    /// Where the user is, for `here` and for the weather now with no place set.
    public var location: LocationClient
    /// The recent searches between runs.
    public var recentSearches: RecentSearchesStorage

    /// An environment from its parts; `location` fails the test when asked and recent searches
    /// are kept nowhere unless given.
    public init(
      cities: CityDirectory, weatherClient: WeatherClient, forecastHistory: ForecastHistory,
      followingStorage: FollowingStorage, clock: any Clock<Duration>,
      now: @escaping @Sendable () -> Date, location: LocationClient = .failing,
      recentSearches: RecentSearchesStorage = .inMemory()
    ) {
      self.location = location
      self.recentSearches = recentSearches
      self.cities = cities
      self.weatherClient = weatherClient
      self.forecastHistory = forecastHistory
      self.followingStorage = followingStorage
      self.clock = clock
      self.now = now
    }

    /// The search feature's environment.
    public var search: SearchFeature.Environment {
      SearchFeature.Environment(cities: cities, clock: clock, recentSearches: recentSearches)
    }

    /// The resolution feature's environment.
    public var resolution: ResolutionFeature.Environment {
      ResolutionFeature.Environment(cities: cities, location: location)
    }

    /// The following feature's environment.
    public var following: FollowingFeature.Environment {
      FollowingFeature.Environment(
        cities: cities, weatherClient: weatherClient, storage: followingStorage,
        history: forecastHistory, now: now)
    }

    /// The forecast screen's environment.
    public var forecast: ForecastFeature.Environment {
      ForecastFeature.Environment(weatherClient: weatherClient, history: forecastHistory, now: now)
    }

    /// The forecast list's environment.
    public var forecastList: ForecastListFeature.Environment {
      ForecastListFeature.Environment(
        weatherClient: weatherClient, history: forecastHistory, now: now)
    }
  }
}
