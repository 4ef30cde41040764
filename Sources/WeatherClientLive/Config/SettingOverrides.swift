public import WeatherFeatures

/// What the command line said, which beats the environment and the config file; `nil` is
/// "not given".
public struct SettingOverrides: Hashable, Sendable {
  /// `--units`.
  public var units: Units?
  /// `--temperature-unit`.
  public var temperatureUnit: Units.Temperature?
  /// `--wind-unit`.
  public var windUnit: Units.WindSpeed?
  /// `--precipitation-unit`.
  public var precipitationUnit: Units.Precipitation?
  /// `--lang`.
  public var language: Language?
  /// `--provider`.
  public var provider: ProviderChoice?
  /// A place given on the command line (`weather now paris`).
  public var place: String?
  /// `--days`.
  public var days: Int?
  /// `--no-color` (`never`).
  public var color: ColorChoice?

  /// Overrides from the flags given.
  public init(
    units: Units? = nil, provider: ProviderChoice? = nil, place: String? = nil,
    days: Int? = nil, color: ColorChoice? = nil, temperatureUnit: Units.Temperature? = nil,
    windUnit: Units.WindSpeed? = nil, precipitationUnit: Units.Precipitation? = nil,
    language: Language? = nil
  ) {
    self.language = language
    self.units = units
    self.temperatureUnit = temperatureUnit
    self.windUnit = windUnit
    self.precipitationUnit = precipitationUnit
    self.provider = provider
    self.place = place
    self.days = days
    self.color = color
  }
}
