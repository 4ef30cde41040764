import WeatherFeatures

/// One place as Open-Meteo's geocoding API describes it. Zero and empty fields are absent from
/// the JSON, so only `id`, `name`, `latitude` and `longitude` are required.
struct OpenMeteoLocation: Decodable, Sendable {
  var id: Int
  var name: String
  var latitude: Double
  var longitude: Double
  var countryCode: String?
  var country: String?
  var admin1: String?
  var population: Int?
  var timezone: String?

  enum CodingKeys: String, CodingKey {
    case id, name, latitude, longitude, country, admin1, population, timezone
    case countryCode = "country_code"
  }

  /// The time zone used when the geocoder gives none.
  static let fallbackTimeZone = "UTC"

  /// The place as a ``City``: missing population is 0, a missing time zone is UTC.
  var city: City {
    City(
      id: id, name: name, admin1: admin1.flatMap { $0.isEmpty ? nil : $0 },
      countryCode: countryCode ?? "", countryName: country ?? "", latitude: latitude,
      longitude: longitude, population: population ?? 0,
      timeZone: timezone.flatMap { $0.isEmpty ? nil : $0 } ?? Self.fallbackTimeZone)
  }
}
