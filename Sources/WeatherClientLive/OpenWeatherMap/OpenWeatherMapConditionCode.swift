/// One entry of `weather`: the condition id (e.g. 803) and its icon ("04d": "d" by day).
struct OpenWeatherMapConditionCode: Decodable, Sendable {
  var id: Int
  var icon: String?
}
