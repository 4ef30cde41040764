public import ArgumentParser
import Foundation
public import WeatherClientLive
public import WeatherFeatures

extension Units: ExpressibleByArgument {}
extension ProviderChoice: ExpressibleByArgument {}
extension ThemeChoice: ExpressibleByArgument {}
extension RefreshInterval: ExpressibleByArgument {
  public init?(argument: String) { self.init(text: argument) }
}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(help: "metric or imperial (default: config, then the locale: imperial for US).")
  var units: Units?

  @Flag(help: "Print stable, machine-readable JSON instead of tables.")
  var json = false

  @Option(
    help:
      "open-meteo or openweathermap (default: config, else openweathermap when OPENWEATHER_API_KEY is set)."
  )
  var provider: ProviderChoice?

  @Flag(name: .customLong("no-color"), help: "Print no colours or symbols.")
  var noColor = false

  /// The flags as overrides of the config file and `WEATHER_*` variables.
  func overrides(place: String? = nil, days: Int? = nil) -> SettingOverrides {
    SettingOverrides(
      units: units, provider: provider, place: place, days: days, color: noColor ? .never : nil)
  }
}
