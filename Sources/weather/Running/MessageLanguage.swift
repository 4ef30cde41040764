import Foundation
import WeatherClientLive
import WeatherFeatures

/// The language of the messages printed outside a command's run (a usage error, a failed
/// write), chosen as a command chooses its own: `--lang` on the command line, else `lang =` in
/// the config or `WEATHER_LANG`, else the locale.
enum MessageLanguage {
  /// The language for `arguments` (without the program's name) in `environment`.
  static func current(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Language {
    let words = arguments.prefix { $0 != "--" }
    for (index, word) in words.enumerated() {
      if word.hasPrefix("--lang=") {
        if let language = Language(rawValue: String(word.dropFirst("--lang=".count))) {
          return language
        }
      } else if word == "--lang", index + 1 < words.count,
        let language = Language(rawValue: words[words.startIndex + index + 1])
      {
        return language
      }
    }
    if let settings = try? SettingsLoader.load(SettingOverrides(), environment: environment) {
      return settings.language.value
    }
    // A config that cannot be read says so once the command runs; here a valid WEATHER_LANG,
    // else the locale, as SettingsLoader words that error.
    return environment[ConfigKey.lang.environmentVariable].flatMap(Language.init(rawValue:))
      ?? Settings.localeLanguage(environment).value
  }
}
