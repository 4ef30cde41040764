/// The state of the sky, from a WMO weather interpretation code (0–99).
///
/// Open-Meteo emits only the codes listed here; any other value is kept as `.unknown(code)` so that
/// nothing a provider sends is lost or misreported.
public enum WeatherCondition: Hashable, Codable, Sendable {
  /// WMO 0.
  case clearSky
  /// WMO 1.
  case mainlyClear
  /// WMO 2.
  case partlyCloudy
  /// WMO 3.
  case overcast
  /// WMO 45.
  case fog
  /// WMO 48.
  case depositingRimeFog
  /// WMO 51, 53, 55.
  case drizzle(Intensity)
  /// WMO 56, 57 (light or heavy).
  case freezingDrizzle(Intensity)
  /// WMO 61, 63, 65.
  case rain(Intensity)
  /// WMO 66, 67 (light or heavy).
  case freezingRain(Intensity)
  /// WMO 71, 73, 75.
  case snowFall(Intensity)
  /// WMO 77.
  case snowGrains
  /// WMO 80, 81, 82 (heavy means violent).
  case rainShowers(Intensity)
  /// WMO 85, 86 (light or heavy).
  case snowShowers(Intensity)
  /// WMO 95.
  case thunderstorm
  /// WMO 96, 99 (light or heavy hail).
  case thunderstormWithHail(Intensity)
  /// A code outside the WMO table that Open-Meteo documents.
  case unknown(Int)

  /// How strong a precipitation is.
  public enum Intensity: String, Hashable, Codable, Sendable {
    /// Slight, light.
    case light
    /// Moderate.
    case moderate
    /// Heavy, dense, violent.
    case heavy
  }

  /// The condition for a WMO code.
  public init(wmoCode code: Int) {
    switch code {
    case 0: self = .clearSky
    case 1: self = .mainlyClear
    case 2: self = .partlyCloudy
    case 3: self = .overcast
    case 45: self = .fog
    case 48: self = .depositingRimeFog
    case 51: self = .drizzle(.light)
    case 53: self = .drizzle(.moderate)
    case 55: self = .drizzle(.heavy)
    case 56: self = .freezingDrizzle(.light)
    case 57: self = .freezingDrizzle(.heavy)
    case 61: self = .rain(.light)
    case 63: self = .rain(.moderate)
    case 65: self = .rain(.heavy)
    case 66: self = .freezingRain(.light)
    case 67: self = .freezingRain(.heavy)
    case 71: self = .snowFall(.light)
    case 73: self = .snowFall(.moderate)
    case 75: self = .snowFall(.heavy)
    case 77: self = .snowGrains
    case 80: self = .rainShowers(.light)
    case 81: self = .rainShowers(.moderate)
    case 82: self = .rainShowers(.heavy)
    case 85: self = .snowShowers(.light)
    case 86: self = .snowShowers(.heavy)
    case 95: self = .thunderstorm
    case 96: self = .thunderstormWithHail(.light)
    case 99: self = .thunderstormWithHail(.heavy)
    default: self = .unknown(code)
    }
  }

  /// The WMO code this condition stands for.
  public var wmoCode: Int {
    switch self {
    case .clearSky: 0
    case .mainlyClear: 1
    case .partlyCloudy: 2
    case .overcast: 3
    case .fog: 45
    case .depositingRimeFog: 48
    case .drizzle(let i): i == .light ? 51 : i == .moderate ? 53 : 55
    case .freezingDrizzle(let i): i == .light ? 56 : 57
    case .rain(let i): i == .light ? 61 : i == .moderate ? 63 : 65
    case .freezingRain(let i): i == .light ? 66 : 67
    case .snowFall(let i): i == .light ? 71 : i == .moderate ? 73 : 75
    case .snowGrains: 77
    case .rainShowers(let i): i == .light ? 80 : i == .moderate ? 81 : 82
    case .snowShowers(let i): i == .light ? 85 : 86
    case .thunderstorm: 95
    case .thunderstormWithHail(let i): i == .light ? 96 : 99
    case .unknown(let code): code
    }
  }

  /// Words for people, e.g. "light rain showers".
  public var description: String {
    switch self {
    case .clearSky: "clear sky"
    case .mainlyClear: "mainly clear"
    case .partlyCloudy: "partly cloudy"
    case .overcast: "overcast"
    case .fog: "fog"
    case .depositingRimeFog: "depositing rime fog"
    case .drizzle(let i): "\(i.drizzleWord) drizzle"
    case .freezingDrizzle(let i): "\(i.drizzleWord) freezing drizzle"
    case .rain(let i): "\(i.rainWord) rain"
    case .freezingRain(let i): "\(i.rainWord) freezing rain"
    case .snowFall(let i): "\(i.rainWord) snow fall"
    case .snowGrains: "snow grains"
    case .rainShowers(let i): "\(i == .heavy ? "violent" : i.rainWord) rain showers"
    case .snowShowers(let i): "\(i.rainWord) snow showers"
    case .thunderstorm: "thunderstorm"
    case .thunderstormWithHail(let i): "thunderstorm with \(i == .light ? "slight" : "heavy") hail"
    case .unknown(let code): "unknown weather (code \(code))"
    }
  }

  /// One emoji that stands for the condition in tables and charts.
  public var symbol: String {
    switch self {
    case .clearSky: "☀️"
    case .mainlyClear: "🌤️"
    case .partlyCloudy: "⛅"
    case .overcast: "☁️"
    case .fog, .depositingRimeFog: "🌫️"
    case .drizzle, .rain, .rainShowers: "🌧️"
    case .freezingDrizzle, .freezingRain: "🧊"
    case .snowFall, .snowGrains, .snowShowers: "🌨️"
    case .thunderstorm, .thunderstormWithHail: "⛈️"
    case .unknown: "❔"
    }
  }
}

extension WeatherCondition {
  /// The condition in wttr.in's plain-text symbols (its `%x`): `o` sun, `m` to `mmm` clouds,
  /// `=` fog, `.` `/` `//` `///` showers and rain, `x` sleet and freezing rain, `*` snow,
  /// `!` thunder, `?` unknown; for terminals and status bars that cannot draw emoji.
  public var plainSymbol: String {
    switch self {
    case .clearSky: "o"
    case .mainlyClear, .partlyCloudy: "m"
    case .overcast: "mmm"
    case .fog, .depositingRimeFog: "="
    case .drizzle, .rain(.light), .rain(.moderate): "/"
    case .rain(.heavy): "///"
    case .freezingDrizzle, .freezingRain: "x"
    case .snowFall(.heavy): "**"
    case .snowFall, .snowGrains: "*"
    case .rainShowers(.heavy): "//"
    case .rainShowers: "."
    case .snowShowers(.heavy): "*/*"
    case .snowShowers: "*/"
    case .thunderstorm, .thunderstormWithHail(.light), .thunderstormWithHail(.moderate): "!/"
    case .thunderstormWithHail(.heavy): "/!/"
    case .unknown: "?"
    }
  }
}

extension WeatherCondition.Intensity {
  fileprivate var drizzleWord: String {
    switch self {
    case .light: "light"
    case .moderate: "moderate"
    case .heavy: "dense"
    }
  }

  fileprivate var rainWord: String {
    switch self {
    case .light: "slight"
    case .moderate: "moderate"
    case .heavy: "heavy"
    }
  }
}

extension WeatherCondition {
  /// Encoded as its WMO code, the stable form both providers and `--json` readers understand.
  public init(from decoder: any Decoder) throws {
    self.init(wmoCode: try decoder.singleValueContainer().decode(Int.self))
  }

  /// Writes the WMO code.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wmoCode)
  }
}
