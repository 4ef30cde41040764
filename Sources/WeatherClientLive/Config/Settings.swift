public import WeatherFeatures

/// The preferences in force for one run, each with its source: flags beat `WEATHER_*`
/// variables, which beat the config file, which beats the locale and the built-in defaults.
///
/// Every value in the file and the environment is checked even when something stronger
/// overrides it, so a bad line is reported the first time it is read, not the day the flag is
/// left out.
public struct Settings: Hashable, Sendable {
  /// The unit preset (`metric`, `imperial`, `uk`); each of its units may be overridden by
  /// ``temperatureUnit``, ``windUnit`` and ``precipitationUnit``, which ``measurementUnits``
  /// combines.
  public var units: Setting<Units>
  /// The temperature unit in force, from `temperature_unit` or the preset.
  public var temperatureUnit: Setting<Units.Temperature>
  /// The wind-speed unit in force, from `wind_unit` or the preset.
  public var windUnit: Setting<Units.WindSpeed>
  /// The precipitation unit in force, from `precipitation_unit` or the preset.
  public var precipitationUnit: Setting<Units.Precipitation>
  /// The language of names and labels.
  public var language: Setting<Language>
  /// The weather service.
  public var provider: Setting<ProviderChoice>
  /// The default place (a name or an id), when one is set.
  public var place: Setting<String>?
  /// How many days a forecast covers.
  public var days: Setting<Int>
  /// When to use colours and symbols.
  public var color: Setting<ColorChoice>
  /// Whether the full-screen app draws in ASCII (its `--ascii` flag and `TERM=linux` also
  /// turn it on).
  public var ascii: Setting<Bool>
  /// How often the full-screen app refreshes on its own (its `--refresh` flag beats this).
  public var refresh: Setting<RefreshInterval>
  /// The full-screen app's palette (its `--theme` flag beats this).
  public var theme: Setting<ThemeChoice>
  /// The file holding the OpenWeatherMap key, when one is named (the path, never the key).
  public var apiKeyFile: Setting<String>?
  /// Whether the full-screen app turns mouse reporting on (its `--mouse`/`--no-mouse` flags
  /// beat this). Off, clicks and drags are the terminal's own: selecting text, opening links.
  public var mouse: Setting<Bool>
  /// The config file read.
  public var file: ConfigFile

  /// The units everything is fetched and shown in.
  public var measurementUnits: Units {
    Units(
      temperature: temperatureUnit.value, windSpeed: windUnit.value,
      precipitation: precipitationUnit.value)
  }

  /// The allowed numbers of days.
  public static let dayRange = ForecastFeature.State.dayRange
  /// The days of a forecast when nothing says otherwise.
  public static let defaultDays = 7
  /// The longest place name accepted.
  public static let placeLengthLimit = 200

  /// The settings in force given the command line, the process environment and the file.
  public static func resolve(
    overrides: SettingOverrides = SettingOverrides(), environment: [String: String],
    file: ConfigFile
  ) throws(ConfigError) -> Settings {
    let sources = try Sources(environment: environment, file: file)
    let units =
      overrides.units.map { Setting($0, .flag("--units")) }
      ?? sources.value(.units, parse: Units.init(rawValue:))
      ?? localeUnits(environment)
    // A single unit beats the preset when set as strongly or more (`wind_unit = kn` in the file
    // over `units = uk` in the file), not when the preset is set more strongly (`--units
    // imperial` is mph, whatever the file's `wind_unit`).
    func unit<Value>(
      _ key: ConfigKey, _ flag: Value?, _ flagName: String, _ part: (Units) -> Value,
      parse: (String) -> Value?
    ) -> Setting<Value> {
      let own = flag.map { Setting($0, .flag(flagName)) } ?? sources.value(key, parse: parse)
      guard let own, own.source.strength >= units.source.strength else {
        return Setting(part(units.value), units.source)
      }
      return own
    }
    let temperatureUnit = unit(
      .temperatureUnit, overrides.temperatureUnit, "--temperature-unit", \.temperature,
      parse: Units.Temperature.init(rawValue:))
    let windUnit = unit(
      .windUnit, overrides.windUnit, "--wind-unit", \.windSpeed,
      parse: Units.WindSpeed.init(rawValue:))
    let precipitationUnit = unit(
      .precipitationUnit, overrides.precipitationUnit, "--precipitation-unit", \.precipitation,
      parse: Units.Precipitation.init(rawValue:))
    let language =
      overrides.language.map { Setting($0, .flag("--lang")) }
      ?? sources.value(.lang, parse: Language.init(rawValue:))
      ?? localeLanguage(environment)
    let apiKeyFile = sources.value(.openWeatherMapKeyFile) {
      APIKeyFile.isValidPath($0) ? $0 : nil
    }
    let provider =
      overrides.provider.map { Setting($0, .flag("--provider")) }
      ?? sources.value(.provider, parse: ProviderChoice.init(rawValue:))
      ?? defaultProvider(environment, keyFile: apiKeyFile != nil)
    let place =
      try overrides.place.map { text throws(ConfigError) in
        guard let place = placeName(text) else {
          let shown = ConfigFile.shown(text)
          throw ConfigError(
            location: "", .placeEmptyOrTooLong(shown),
            english: "the place \"\(shown)\" is empty or too long")
        }
        return Setting(place, .flag("argument"))
      } ?? sources.value(.place, parse: placeName)
    let days =
      overrides.days.map { Setting($0, .flag("--days")) }
      ?? sources.value(.days, parse: dayCount)
      ?? Setting(defaultDays, .builtIn(""))
    let color =
      overrides.color.map { Setting($0, .flag("--no-color")) }
      ?? sources.value(.color, parse: ColorChoice.init(rawValue:))
      ?? Setting(ColorChoice.auto, .builtIn(""))
    let ascii = sources.value(.ascii, parse: boolean) ?? Setting(false, .builtIn(""))
    let refresh =
      sources.value(.refresh, parse: RefreshInterval.init(text:))
      ?? Setting(RefreshInterval.default, .builtIn(""))
    let theme =
      sources.value(.theme, parse: ThemeChoice.init(rawValue:))
      ?? Setting(ThemeChoice.auto, .builtIn(""))
    let mouse = sources.value(.mouse, parse: boolean) ?? Setting(true, .builtIn(""))
    return Settings(
      units: units, temperatureUnit: temperatureUnit, windUnit: windUnit,
      precipitationUnit: precipitationUnit, language: language, provider: provider, place: place,
      days: days,
      color: color, ascii: ascii,
      refresh: refresh, theme: theme, apiKeyFile: apiKeyFile, mouse: mouse, file: file)
  }

  /// OpenWeatherMap when a key is set or a key file named (the file is not read here), else
  /// Open-Meteo.
  private static func defaultProvider(
    _ environment: [String: String], keyFile: Bool
  ) -> Setting<ProviderChoice> {
    if ProviderChoice.apiKey(in: environment) != nil {
      return Setting(.openWeatherMap, .builtIn("OPENWEATHER_API_KEY is set"))
    }
    if keyFile {
      return Setting(.openWeatherMap, .builtIn("openweathermap_key_file is set"))
    }
    return Setting(.openMeteo, .builtIn("no OPENWEATHER_API_KEY"))
  }

  /// Imperial where the locale's region is the US, Liberia or Myanmar, from the first of
  /// `LC_ALL`, `LC_MEASUREMENT`, `LANG` that is set.
  public static func localeUnits(_ environment: [String: String]) -> Setting<Units> {
    guard
      let variable = ["LC_ALL", "LC_MEASUREMENT", "LANG"].first(where: {
        !(environment[$0] ?? "").isEmpty
      }), let locale = environment[variable]
    else { return Setting(.metric, .builtIn("no locale set")) }
    let region = locale.split(separator: ".").first?.split(separator: "_").dropFirst().first
    let units: Units =
      ["US", "LR", "MM"].contains(region.map(String.init) ?? "") ? .imperial : .metric
    return Setting(units, .locale("\(variable)=\(ConfigFile.shown(locale))"))
  }

  /// The locale whose clock times follow (12 or 24 hours), from the first of `LC_ALL`,
  /// `LC_TIME`, `LANG` that is set, as an identifier ("en_US"); `nil` for none, "C" or "POSIX".
  public static func clockLocale(_ environment: [String: String]) -> String? {
    guard
      let variable = ["LC_ALL", "LC_TIME", "LANG"].first(where: {
        !(environment[$0] ?? "").isEmpty
      }), let locale = environment[variable]
    else { return nil }
    let identifier = String(locale.prefix { $0.isLetter || $0 == "_" })
    guard identifier.count >= 2, identifier != "C", identifier != "POSIX" else { return nil }
    return identifier
  }

  /// The language of the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set, when it is one
  /// spoken here; else English.
  public static func localeLanguage(_ environment: [String: String]) -> Setting<Language> {
    guard
      let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: {
        !(environment[$0] ?? "").isEmpty
      }), let locale = environment[variable]
    else { return Setting(.en, .builtIn("no locale set")) }
    return Setting(
      Language(locale: locale) ?? .en, .locale("\(variable)=\(ConfigFile.shown(locale))"))
  }

  private static func placeName(_ text: String) -> String? {
    let blank: Set<Character> = [" ", "\t"]
    let name = String(
      text.drop { blank.contains($0) }.reversed().drop { blank.contains($0) }.reversed())
    guard !name.isEmpty, name.count <= placeLengthLimit,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return name
  }

  private static func boolean(_ text: String) -> Bool? {
    switch text {
    case "true": true
    case "false": false
    default: nil
    }
  }

  private static func dayCount(_ text: String) -> Int? {
    Int(text).flatMap { dayRange.contains($0) ? $0 : nil }
  }
}

extension Settings {
  /// The values of one key in the environment and the file, each checked where it was read.
  private struct Sources {
    var environment: [String: String]
    var file: ConfigFile

    init(environment: [String: String], file: ConfigFile) throws(ConfigError) {
      self.environment = environment
      self.file = file
      // Check everything up front, whatever overrides it.
      for key in ConfigKey.allCases {
        try check(key, environmentValue(key).map { ($0, .environment(key.environmentVariable)) })
        try check(key, fileValue(key))
      }
    }

    func environmentValue(_ key: ConfigKey) -> String? {
      environment[key.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    func fileValue(_ key: ConfigKey) -> (String, SettingSource)? {
      guard let entry = file.entries[key], let path = file.path else { return nil }
      return (entry.value, .file(path: path, line: entry.line))
    }

    /// The strongest of the environment and the file, parsed (already checked).
    func value<Value>(_ key: ConfigKey, parse: (String) -> Value?) -> Setting<Value>? {
      let found =
        environmentValue(key).map { ($0, SettingSource.environment(key.environmentVariable)) }
        ?? fileValue(key)
      guard let (text, source) = found, let value = parse(text) else { return nil }
      return Setting(value, source)
    }

    private func check(_ key: ConfigKey, _ found: (String, SettingSource)?) throws(ConfigError) {
      guard let (text, source) = found, !Self.isValid(key, text) else { return }
      let shown = ConfigFile.shown(text)
      let english = "\"\(shown)\" is not \(Self.expected(key))"
      let problem = ConfigError.Problem.notValid(value: shown, expected: Self.expectedValue(key))
      switch source {
      case .file(let path, let line):
        throw .file(path, line: line, key: key.rawValue, problem, english: english)
      default:
        throw ConfigError(location: "\(key.environmentVariable): ", problem, english: english)
      }
    }

    static func isValid(_ key: ConfigKey, _ text: String) -> Bool {
      switch key {
      case .units: Units(rawValue: text) != nil
      case .provider: ProviderChoice(rawValue: text) != nil
      case .place: placeName(text) != nil
      case .days: dayCount(text) != nil
      case .color: ColorChoice(rawValue: text) != nil
      case .ascii, .mouse: boolean(text) != nil
      case .refresh: RefreshInterval(text: text) != nil
      case .theme: ThemeChoice(rawValue: text) != nil
      case .openWeatherMapKeyFile: APIKeyFile.isValidPath(text)
      case .lang: Language(rawValue: text) != nil
      case .temperatureUnit: Units.Temperature(rawValue: text) != nil
      case .windUnit: Units.WindSpeed(rawValue: text) != nil
      case .precipitationUnit: Units.Precipitation(rawValue: text) != nil
      }
    }

    /// What `key` takes, typed for wording in another language (``expected(_:)`` in English).
    static func expectedValue(_ key: ConfigKey) -> ConfigError.Expected {
      switch key {
      case .units: .oneOf(["metric", "imperial", "uk"])
      case .provider: .oneOf(ProviderChoice.allCases.map(\.rawValue))
      case .place: .place(maximumLength: placeLengthLimit)
      case .days: .days(dayRange)
      case .color: .oneOf(ColorChoice.allCases.map(\.rawValue))
      case .ascii, .mouse: .boolean
      case .refresh: .interval
      case .theme: .oneOf(ThemeChoice.allCases.map(\.rawValue))
      case .openWeatherMapKeyFile: .path
      case .lang: .oneOf(Language.allCases.map(\.rawValue))
      case .temperatureUnit: .oneOf(Units.Temperature.allCases.map(\.rawValue))
      case .windUnit: .oneOf(["kmh", "ms", "mph", "kn"])
      case .precipitationUnit: .oneOf(Units.Precipitation.allCases.map(\.rawValue))
      }
    }

    static func expected(_ key: ConfigKey) -> String {
      switch key {
      case .units: "metric, imperial or uk"
      case .provider: ProviderChoice.allCases.map(\.rawValue).joined(separator: " or ")
      case .place: "a place name or id of 1 to \(placeLengthLimit) characters"
      case .days: "a number of days from \(dayRange.lowerBound) to \(dayRange.upperBound)"
      case .color: ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
      case .ascii, .mouse: "true or false"
      case .refresh: "an interval from 1s to 24h (such as 90s, 10m, 1h) or off"
      case .theme: ThemeChoice.allCases.map(\.rawValue).joined(separator: ", ")
      case .openWeatherMapKeyFile: "an absolute path or one starting with ~/"
      case .lang: Language.allCases.map(\.rawValue).joined(separator: ", ")
      case .temperatureUnit: Units.Temperature.allCases.map(\.rawValue).joined(separator: " or ")
      case .windUnit: "kmh, ms, mph or kn"
      case .precipitationUnit:
        Units.Precipitation.allCases.map(\.rawValue).joined(separator: " or ")
      }
    }
  }
}
