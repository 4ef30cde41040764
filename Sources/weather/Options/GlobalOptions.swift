public import ArgumentParser
import Foundation
public import WeatherClientLive
public import WeatherFeatures

extension Units: ExpressibleByArgument {}
extension ProviderChoice: ExpressibleByArgument {}

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(help: "metric or imperial (default: from the locale, imperial for US).")
  var units: Units?

  @Flag(help: "Print stable, machine-readable JSON instead of tables.")
  var json = false

  @Option(help: "open-meteo or openweathermap (default: openweathermap when OPENWEATHER_API_KEY is set).")
  var provider: ProviderChoice?

  @Flag(name: .customLong("no-color"), help: "Print no colours or symbols.")
  var noColor = false

  /// The units asked for, or the locale's: imperial where the locale's region is the US,
  /// Liberia or Myanmar.
  func resolvedUnits(environment: [String: String]) -> Units {
    if let units { return units }
    let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    let region = locale.split(separator: ".").first?.split(separator: "_").dropFirst().first
    return ["US", "LR", "MM"].contains(region.map(String.init) ?? "") ? .imperial : .metric
  }
}
