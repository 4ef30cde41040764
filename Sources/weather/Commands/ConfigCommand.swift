import ArgumentParser
import Foundation
import WeatherClientLive
import WeatherText

/// `weather config`: each preference in force and where it came from, to answer "why is it in
/// Fahrenheit?" without reading the code.
struct ConfigCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Show each setting in force and where it comes from.",
    discussion: """
      Settings come from, strongest first: flags, WEATHER_UNITS, WEATHER_PROVIDER, \
      WEATHER_PLACE, WEATHER_DAYS and WEATHER_COLOR, the config file, then the locale and \
      built-in defaults. The config file is $XDG_CONFIG_HOME/weather/config (default \
      ~/.config/weather/config), one `key = value` per line, `#` starting a comment:

        units = metric        # or imperial, or uk (°C, mph, mm)
        wind_unit = kn        # kmh, ms, mph or kn, over units (also temperature_unit, precipitation_unit)
        provider = open-meteo # or openweathermap
        place = Paris         # `weather now` with no place; a name or a GeoNames id
        days = 5              # 1 to 16
        color = auto          # auto, always or never
        openweathermap_key_file = ~/.config/weather/owm.key  # mode 0600; shown, never read out

      A bad line stops every command but --help (exit 78), naming the file, the line and the       key.

      Examples:
        weather config
        weather config --units imperial --json
      """)

  @OptionGroup var global: GlobalOptions

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let settings = try SettingsLoader.load(global.overrides(), environment: environment)
    let view = ConfigView(
      path: settings.file.path, exists: settings.file.exists, rows: settings.shownValues)
    if global.json {
      StandardOutput.writeExact(try JSONOutput.encode(view.json) + "\n")
    } else {
      let terminal = TerminalCapabilities(color: settings.color.value, environment: environment)
      print(view.render(style: terminal.style, language: settings.language.value))
    }
  }
}
