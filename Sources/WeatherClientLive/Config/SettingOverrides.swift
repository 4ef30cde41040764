public import WeatherFeatures

/// What the command line said, which beats the environment and the config file; `nil` is
/// "not given".
public struct SettingOverrides: Hashable, Sendable {
  /// `--units`.
  public var units: Units?
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
    days: Int? = nil, color: ColorChoice? = nil
  ) {
    self.units = units
    self.provider = provider
    self.place = place
    self.days = days
    self.color = color
  }
}
