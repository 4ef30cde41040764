/// The preferences a user can keep in the config file or the environment.
public enum ConfigKey: String, CaseIterable, Comparable, Sendable {
  /// `metric` or `imperial`.
  case units
  /// `open-meteo` or `openweathermap`.
  case provider
  /// The place `weather now` shows when none is given: a city name or a GeoNames id.
  case place
  /// How many days a forecast covers, 1 to 16.
  case days
  /// `auto`, `always` or `never`.
  case color
  /// `true` or `false`: the full-screen app drawn in ASCII (`weather app --ascii`).
  case ascii
  /// How often the full-screen app refreshes on its own: `10m`, `90s`, `1h` or `off`.
  case refresh
  /// `auto`, `light` or `dark`: the full-screen app's palette.
  case theme
  /// `true` or `false`: whether the full-screen app takes the mouse (`weather app --no-mouse`).
  case mouse

  /// The names the config file accepts for this key (`colour` is `color`).
  public var fileNames: [String] {
    self == .color ? ["color", "colour"] : [rawValue]
  }

  /// The environment variable that overrides the file: `WEATHER_UNITS`, ….
  public var environmentVariable: String { "WEATHER_" + rawValue.uppercased() }

  /// The key a config file line names, if any.
  public init?(fileName: String) {
    guard let key = Self.allCases.first(where: { $0.fileNames.contains(fileName) }) else {
      return nil
    }
    self = key
  }

  /// Keys sort in the order they are declared, the order `weather config` prints them.
  public static func < (lhs: ConfigKey, rhs: ConfigKey) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
