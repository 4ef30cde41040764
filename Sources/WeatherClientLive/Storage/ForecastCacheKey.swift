public import WeatherFeatures

/// What a cached forecast answers: one city, one unit system, one length.
public struct ForecastCacheKey: Hashable, Sendable {
  /// The city's GeoNames id.
  public var cityID: City.ID
  /// The unit system.
  public var units: Units
  /// How many days the forecast covers.
  public var days: Int

  /// A key from its parts.
  public init(cityID: City.ID, units: Units, days: Int) {
    self.cityID = cityID
    self.units = units
    self.days = days
  }

  /// The key a forecast was fetched for, assuming the provider returned the days asked for.
  public init(_ forecast: Forecast) {
    self.init(cityID: forecast.city.id, units: forecast.units, days: forecast.daily.count)
  }

  /// The cache file's name, e.g. `2643743-metric-7d.json`.
  var fileName: String { "\(cityID)-\(units.rawValue)-\(days)d.json" }
}
