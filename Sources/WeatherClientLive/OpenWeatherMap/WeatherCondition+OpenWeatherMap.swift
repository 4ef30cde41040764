import WeatherFeatures

extension WeatherCondition {
  /// The condition for an OpenWeatherMap condition id
  /// (https://openweathermap.org/weather-conditions).
  ///
  /// 2xx thunderstorm, 3xx drizzle, 5xx rain (511 freezing rain, 520–531 showers), 6xx snow,
  /// 7xx fog and other obscurations, 800 clear, 801 mainly clear, 802 partly cloudy, 803–804
  /// overcast. Other ids are kept as ``unknown(_:)``.
  init(openWeatherMapID id: Int) {
    switch id {
    case 200..<300: self = .thunderstorm
    case 300, 310: self = .drizzle(.light)
    case 301, 311, 313, 321: self = .drizzle(.moderate)
    case 302, 312, 314: self = .drizzle(.heavy)
    case 300..<400: self = .drizzle(.moderate)
    case 500: self = .rain(.light)
    case 501: self = .rain(.moderate)
    case 502, 503, 504: self = .rain(.heavy)
    case 511: self = .freezingRain(.light)
    case 520: self = .rainShowers(.light)
    case 521, 531: self = .rainShowers(.moderate)
    case 522: self = .rainShowers(.heavy)
    case 500..<600: self = .rain(.moderate)
    case 600, 611, 615: self = .snowFall(.light)
    case 601, 616: self = .snowFall(.moderate)
    case 602: self = .snowFall(.heavy)
    case 612, 613, 620, 621: self = .snowShowers(.light)
    case 622: self = .snowShowers(.heavy)
    case 600..<700: self = .snowFall(.moderate)
    case 700..<800: self = .fog
    case 800: self = .clearSky
    case 801: self = .mainlyClear
    case 802: self = .partlyCloudy
    case 803, 804: self = .overcast
    default: self = .unknown(id)
    }
  }
}
