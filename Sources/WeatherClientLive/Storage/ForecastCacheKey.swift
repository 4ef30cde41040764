package import WeatherFeatures

/// Where a cached forecast is kept: one provider, one place. Its units and length are not part
/// of it: the cache keeps one forecast per place, the longest asked for, and serves any shorter
/// length in any units from it (``Forecast/serving(days:units:)``).
///
/// The provider is part of the key so that one service's forecast is never shown credited to
/// another.
///
/// The place is the city's id *and* its coordinates, so that places without a GeoNames id
/// (`weather forecast --lat … --lon …`) never answer for each other.
package struct ForecastCacheKey: Hashable, Sendable {
  /// The provider that answered, e.g. "open-meteo" (a ``ProviderChoice`` raw value).
  package var provider: String
  /// The city's GeoNames id (0 for a bare position).
  package var cityID: City.ID
  /// The position, to four decimals (about 10 m), e.g. "51.5085,-0.1257".
  package var coordinate: String

  /// The key of `provider`'s forecasts of `city`.
  package init(provider: String, city: City) {
    self.provider = provider
    self.cityID = city.id
    self.coordinate = Self.coordinate(of: city)
  }

  /// The key a forecast is kept under.
  package init(_ forecast: Forecast, provider: String) {
    self.init(provider: provider, city: forecast.city)
  }

  /// Whether `forecast` is for this key's place.
  func matches(_ forecast: Forecast) -> Bool {
    forecast.city.id == cityID && Self.coordinate(of: forecast.city) == coordinate
  }

  /// The cache file's name, e.g. `open-meteo-2643743@51.5085,-0.1257.json`; a provider name
  /// that is not a plain word is replaced, never put in a path.
  var fileName: String {
    let safe = provider.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    return "\(safe && !provider.isEmpty ? provider : "provider")-\(cityID)@\(coordinate).json"
  }

  private static func coordinate(of city: City) -> String {
    "\(fourDecimals(city.latitude)),\(fourDecimals(city.longitude))"
  }

  private static func fourDecimals(_ value: Double) -> String {
    // No place is this far out, but a hand-edited file can say so: never trap converting it.
    guard value.isFinite, abs(value) <= 1_000_000 else { return String(value) }
    let scaled = Int((value * 10_000).rounded())
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let fraction = String(magnitude % 10_000)
    return
      "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
  }
}
