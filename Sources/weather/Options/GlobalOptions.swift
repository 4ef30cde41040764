public import ArgumentParser
import Foundation
public import WeatherClientLive
public import WeatherFeatures

extension Units: WordArgument {}
extension Units.Temperature: WordArgument {}
extension Language: WordArgument {}
extension Units.WindSpeed: WordArgument {}
extension Units.Precipitation: WordArgument {}
extension ProviderChoice: WordArgument {}
extension ThemeChoice: WordArgument {}
extension RefreshInterval: ExpressibleByArgument {
  public init?(argument: String) { self.init(text: argument) }
}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(help: "metric, imperial or uk (default: config, then the locale: imperial for US).")
  var units: Units?

  @Option(name: .customLong("temperature-unit"), help: "c or f, over --units.")
  var temperatureUnit: Units.Temperature?

  @Option(name: .customLong("wind-unit"), help: "kmh, ms, mph or kn, over --units.")
  var windUnit: Units.WindSpeed?

  @Option(name: .customLong("precipitation-unit"), help: "mm or in, over --units.")
  var precipitationUnit: Units.Precipitation?

  @Option(
    help:
      "Names and labels in en, de, fr, es, it, pt, nl, pl, ru, uk, ja or zh (default: config, then LC_ALL, LC_MESSAGES, LANG)."
  )
  var lang: Language?

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
      units: units, provider: provider, place: place, days: days, color: noColor ? .never : nil,
      temperatureUnit: temperatureUnit, windUnit: windUnit, precipitationUnit: precipitationUnit,
      language: lang)
  }
}
