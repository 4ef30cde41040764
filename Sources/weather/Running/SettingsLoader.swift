import WeatherClientLive
import WeatherFeatures
import WeatherText

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
      throw CommandFailure(
        Wording(language(overrides, environment)).configMessage(error), status: .configuration)
    }
  }

  /// The language of a config error, the settings being unreadable: `--lang`, else a valid
  /// `WEATHER_LANG`, else the locale.
  private static func language(
    _ overrides: SettingOverrides, _ environment: [String: String]
  ) -> Language {
    overrides.language
      ?? environment[ConfigKey.lang.environmentVariable].flatMap(Language.init(rawValue:))
      ?? Settings.localeLanguage(environment).value
  }
}
