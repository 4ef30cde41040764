import WeatherFeatures

extension WeatherCondition {
  /// How much the condition matters to someone planning a day, to pick a day's condition from
  /// its hours: storms over snow over freezing precipitation over rain over drizzle over fog over
  /// cloud over sun, and heavier over lighter.
  var significance: Int {
    switch self {
    case .unknown: -1
    case .clearSky: 0
    case .mainlyClear: 1
    case .partlyCloudy: 2
    case .overcast: 3
    case .fog: 4
    case .depositingRimeFog: 5
    case .drizzle(let intensity): 10 + intensity.rank
    case .rainShowers(let intensity): 20 + intensity.rank
    case .rain(let intensity): 30 + intensity.rank
    case .freezingDrizzle(let intensity): 40 + intensity.rank
    case .freezingRain(let intensity): 45 + intensity.rank
    case .snowShowers(let intensity): 50 + intensity.rank
    case .snowGrains: 55
    case .snowFall(let intensity): 60 + intensity.rank
    case .thunderstorm: 70
    case .thunderstormWithHail(let intensity): 80 + intensity.rank
    }
  }
}

extension WeatherCondition.Intensity {
  fileprivate var rank: Int {
    switch self {
    case .light: 0
    case .moderate: 1
    case .heavy: 2
    }
  }
}
