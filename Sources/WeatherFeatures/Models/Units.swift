public import ReducersDebugging

/// The units a forecast is fetched and shown in: one for temperature, one for wind speed, one for
/// precipitation, chosen one by one (`--wind-unit kn`) or as a preset (`metric`, `imperial`,
/// `uk`).
///
/// Its text form (``rawValue``, and its form in `--json`, the cache and session logs) is the
/// preset's name when it is one, else the three units joined by `-`, e.g. `c-kn-mm`.
public struct Units: Hashable, Sendable {
  /// Degrees Celsius or Fahrenheit.
  public enum Temperature: String, CaseIterable, Hashable, Sendable {
    case c, f

    /// "°C" or "°F".
    public var symbol: String { self == .c ? "°C" : "°F" }
  }

  /// Kilometres per hour, metres per second, miles per hour or knots.
  public enum WindSpeed: String, CaseIterable, Hashable, Sendable {
    case kmh, ms, mph, kn

    /// "km/h", "m/s", "mph" or "kn".
    public var symbol: String {
      switch self {
      case .kmh: "km/h"
      case .ms: "m/s"
      case .mph: "mph"
      case .kn: "kn"
      }
    }

    /// A speed in metres per second, in this unit.
    public func fromMetresPerSecond(_ value: Double) -> Double {
      switch self {
      case .kmh: value * 3.6
      case .ms: value
      case .mph: value / 0.447_04
      case .kn: value * 3600 / 1852
      }
    }

    /// A speed in this unit, in metres per second.
    public func metresPerSecond(_ value: Double) -> Double {
      value / fromMetresPerSecond(1)
    }
  }

  /// Millimetres or inches.
  public enum Precipitation: String, CaseIterable, Hashable, Sendable {
    case mm
    case inch = "in"

    /// "mm" or "in".
    public var symbol: String { rawValue }

    /// An amount in millimetres, in this unit.
    public func fromMillimetres(_ value: Double) -> Double { self == .mm ? value : value / 25.4 }
  }

  /// The temperature unit.
  public var temperature: Temperature
  /// The wind-speed unit.
  public var windSpeed: WindSpeed
  /// The precipitation unit.
  public var precipitation: Precipitation

  /// Units from their parts.
  public init(temperature: Temperature, windSpeed: WindSpeed, precipitation: Precipitation) {
    self.temperature = temperature
    self.windSpeed = windSpeed
    self.precipitation = precipitation
  }

  /// °C, km/h, mm.
  public static let metric = Units(temperature: .c, windSpeed: .kmh, precipitation: .mm)
  /// °F, mph, inches.
  public static let imperial = Units(temperature: .f, windSpeed: .mph, precipitation: .inch)
  /// °C, mph, mm: as the UK's forecasts give them.
  public static let uk = Units(temperature: .c, windSpeed: .mph, precipitation: .mm)

  /// The temperature unit's symbol.
  public var temperatureSymbol: String { temperature.symbol }
  /// The wind-speed unit's symbol.
  public var windSpeedSymbol: String { windSpeed.symbol }
  /// The precipitation unit's symbol.
  public var precipitationSymbol: String { precipitation.symbol }

  /// Whether distances (visibility) are in miles: with miles per hour, as in the US and the UK.
  public var usesMiles: Bool { windSpeed == .mph }

  /// Whether pressure is in inches of mercury: with Fahrenheit, as in the US.
  public var usesInchesOfMercury: Bool { temperature == .f }

  // Written out: as a `RawRepresentable`, the type would otherwise compare by `rawValue`,
  // which names presets by comparing, and recursed until the stack overflowed.
  /// Whether the three units are the same.
  public static func == (lhs: Units, rhs: Units) -> Bool {
    lhs.temperature == rhs.temperature && lhs.windSpeed == rhs.windSpeed
      && lhs.precipitation == rhs.precipitation
  }

  /// Hashes the three units.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(temperature)
    hasher.combine(windSpeed)
    hasher.combine(precipitation)
  }
}

extension Units: CaseIterable {
  /// The presets, in the order help lists them.
  public static let allCases: [Units] = [.metric, .imperial, .uk]

  /// The preset's name, or `nil` for another combination.
  public var presetName: String? {
    if self == .metric { return "metric" }
    if self == .imperial { return "imperial" }
    if self == .uk { return "uk" }
    return nil
  }
}

extension Units: RawRepresentable {
  /// A preset's name (`metric`, `imperial`, `uk`) or three units joined by `-` (`c-kn-mm`).
  public init?(rawValue: String) {
    if let preset = Self.allCases.first(where: { $0.presetName == rawValue }) {
      self = preset
      return
    }
    let parts = rawValue.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, let temperature = Temperature(rawValue: parts[0]),
      let windSpeed = WindSpeed(rawValue: parts[1]),
      let precipitation = Precipitation(rawValue: parts[2])
    else { return nil }
    self.init(temperature: temperature, windSpeed: windSpeed, precipitation: precipitation)
  }

  /// The preset's name, else `c-kn-mm`.
  public var rawValue: String {
    presetName ?? "\(temperature.rawValue)-\(windSpeed.rawValue)-\(precipitation.rawValue)"
  }
}

extension Units: Codable {
  /// Reads the text form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let units = Units(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not units: \(text.prefix(40))")
    }
    self = units
  }

  /// Writes the text form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Units: CustomDumpStringConvertible {
  /// `.metric` for a preset, as the enum it was dumped as before mixed units; else
  /// `Units(c-kn-mm)`: session logs and test failures read the same as they did.
  public var customDumpDescription: String {
    presetName.map { "." + $0 } ?? "Units(\(rawValue))"
  }
}
