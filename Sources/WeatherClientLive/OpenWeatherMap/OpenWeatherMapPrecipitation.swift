/// `rain` or `snow`: millimetres over the last hour or three hours, whatever the units.
struct OpenWeatherMapPrecipitation: Decodable, Sendable {
  var oneHour: Double?
  var threeHours: Double?

  enum CodingKeys: String, CodingKey {
    case oneHour = "1h"
    case threeHours = "3h"
  }
}
