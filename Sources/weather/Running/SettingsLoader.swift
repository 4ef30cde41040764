import WeatherClientLive

/// Resolves the settings in force (flags, `WEATHER_*` variables, the config file), or fails
/// with exit 78 and one line naming the bad file line or variable.
enum SettingsLoader {
  static func load(
    _ overrides: SettingOverrides, environment: [String: String]
  ) throws(CommandFailure) -> Settings {
    do {
      return try Settings.resolve(
        overrides: overrides, environment: environment,
        file: ConfigFile.load(environment: environment))
    } catch {
      throw CommandFailure(error.message, status: .configuration)
    }
  }
}
