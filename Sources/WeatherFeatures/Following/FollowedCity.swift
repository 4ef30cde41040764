/// A followed city and what is known of its weather right now.
public struct FollowedCity: Identifiable, Equatable, Sendable {
  /// The city.
  public var city: City
  /// The latest current conditions, once fetched.
  public var current: CurrentConditions?
  /// Whether its conditions are being fetched: in flight, or waiting for a slot.
  public var isRefreshing = false
  /// Why its last refresh failed, if it did.
  public var error: WeatherError?
  /// How old ``current`` is and why it was not refreshed, when it is the last known weather
  /// (kept from an earlier run) shown because this run's refresh failed; `nil` when ``current``
  /// was fetched by this run or there is none.
  public var staleness: Staleness?

  /// The city's GeoNames id.
  public var id: City.ID { city.id }

  /// A followed city with nothing fetched yet, or with what is known of it (every stored
  /// property, so that a test, or one generated from a record, can state any of them).
  public init(
    city: City, current: CurrentConditions? = nil, isRefreshing: Bool = false,
    error: WeatherError? = nil, staleness: Staleness? = nil
  ) {
    self.city = city
    self.current = current
    self.isRefreshing = isRefreshing
    self.error = error
    self.staleness = staleness
  }
}
