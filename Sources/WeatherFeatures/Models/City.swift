/// A place people ask the weather for, identified by its GeoNames id.
public struct City: Identifiable, Hashable, Codable, Sendable {
  /// The GeoNames id, e.g. 2643743 for London.
  public typealias ID = Int

  /// The GeoNames id.
  public var id: ID
  /// The city's usual name, e.g. "São Paulo".
  public var name: String
  /// The first-level administrative area (state, region, country of the UK), if known.
  public var admin1: String?
  /// The ISO 3166-1 alpha-2 country code, e.g. "GB".
  public var countryCode: String
  /// The country's English name, e.g. "United Kingdom".
  public var countryName: String
  /// Latitude in degrees north.
  public var latitude: Double
  /// Longitude in degrees east.
  public var longitude: Double
  /// Inhabitants, 0 when unknown.
  public var population: Int
  /// The IANA time zone, e.g. "Europe/London".
  public var timeZone: String

  /// A city from its GeoNames fields.
  public init(
    id: ID, name: String, admin1: String?, countryCode: String, countryName: String,
    latitude: Double, longitude: Double, population: Int, timeZone: String
  ) {
    self.id = id
    self.name = name
    self.admin1 = admin1
    self.countryCode = countryCode
    self.countryName = countryName
    self.latitude = latitude
    self.longitude = longitude
    self.population = population
    self.timeZone = timeZone
  }

  /// "London, England, GB": the name with enough context to tell namesakes apart.
  public var displayName: String {
    [name, admin1, countryCode].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
