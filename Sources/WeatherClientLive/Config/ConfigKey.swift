/// The preferences a user can keep in the config file or the environment.
public enum ConfigKey: String, CaseIterable, Comparable, Sendable {
  /// `metric`, `imperial` or `uk`: a preset of the three units below.
  case units
  /// `c` or `f`, over the preset.
  case temperatureUnit = "temperature_unit"
  /// `kmh`, `ms`, `mph` or `kn`, over the preset.
  case windUnit = "wind_unit"
  /// `mm` or `in`, over the preset.
  case precipitationUnit = "precipitation_unit"
  /// The language of names and labels: `en`, `de`, `fr`, `es`, `it`, `pt`, `nl`, `pl`, `ru`,
  /// `uk`, `ja` or `zh`.
  case lang
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
  /// The path of a file holding the OpenWeatherMap key (mode 0600 or stricter), instead of
  /// `OPENWEATHER_API_KEY` in the environment.
  case openWeatherMapKeyFile = "openweathermap_key_file"
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
