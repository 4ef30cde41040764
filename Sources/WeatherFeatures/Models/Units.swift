/// The unit system a forecast is fetched and shown in.
public enum Units: String, CaseIterable, Codable, Hashable, Sendable {
  /// °C, km/h, mm.
  case metric
  /// °F, mph, inches.
  case imperial

  /// The temperature unit's symbol.
  public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
  /// The wind-speed unit's symbol.
  public var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }
  /// The precipitation unit's symbol.
  public var precipitationSymbol: String { self == .metric ? "mm" : "in" }
}
