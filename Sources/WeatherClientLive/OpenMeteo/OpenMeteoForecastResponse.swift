/// The answer to `/v1/forecast`; local times are read with `utc_offset_seconds`.
struct OpenMeteoForecastResponse: Decodable, Sendable {
  var utcOffsetSeconds: Int
  var timezone: String?
  var current: OpenMeteoCurrent?
  var hourly: OpenMeteoHourly?
  var daily: OpenMeteoDaily?

  enum CodingKeys: String, CodingKey {
    case timezone, current, hourly, daily
    case utcOffsetSeconds = "utc_offset_seconds"
  }
}
