/// The answer to `/v1/forecast`; local times are read with `utc_offset_seconds`.
struct OpenMeteoForecastResponse: Decodable, Sendable {
  var utcOffsetSeconds: Int
  var timezone: String?
  var currentUnits: [String: String]?
  var current: OpenMeteoCurrent?
  var hourlyUnits: [String: String]?
  var hourly: OpenMeteoHourly?
  var daily: OpenMeteoDaily?

  enum CodingKeys: String, CodingKey {
    case timezone, current, hourly, daily
    case utcOffsetSeconds = "utc_offset_seconds"
    case currentUnits = "current_units"
    case hourlyUnits = "hourly_units"
  }
}
