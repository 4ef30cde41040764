public import WeatherFeatures

/// The preferences in force for one run, each with its source: flags beat `WEATHER_*`
/// variables, which beat the config file, which beats the locale and the built-in defaults.
///
/// Every value in the file and the environment is checked even when something stronger
/// overrides it, so a bad line is reported the first time it is read, not the day the flag is
/// left out.
public struct Settings: Hashable, Sendable {
  /// Units everything is fetched and shown in.
  public var units: Setting<Units>
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
  /// Whether the full-screen app turns mouse reporting on (its `--mouse`/`--no-mouse` flags
  /// beat this). Off, clicks and drags are the terminal's own: selecting text, opening links.
  public var mouse: Setting<Bool>
  /// The config file read.
  public var file: ConfigFile

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
    let provider =
      overrides.provider.map { Setting($0, .flag("--provider")) }
      ?? sources.value(.provider, parse: ProviderChoice.init(rawValue:))
      ?? Setting(
        ProviderChoice.default(environment: environment),
        .builtIn(
          ProviderChoice.apiKey(in: environment) == nil
            ? "no OPENWEATHER_API_KEY" : "OPENWEATHER_API_KEY is set"))
    let place =
      try overrides.place.map { text throws(ConfigError) in
        guard let place = placeName(text) else {
          throw ConfigError("the place \"\(ConfigFile.shown(text))\" is empty or too long")
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
      units: units, provider: provider, place: place, days: days, color: color, ascii: ascii,
      refresh: refresh, theme: theme, mouse: mouse, file: file)
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
      let problem = "\"\(ConfigFile.shown(text))\" is not \(Self.expected(key))"
      switch source {
      case .file(let path, let line): throw .file(path, line: line, key: key.rawValue, problem)
      default: throw ConfigError("\(key.environmentVariable): \(problem)")
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
      }
    }

    static func expected(_ key: ConfigKey) -> String {
      switch key {
      case .units: Units.allCases.map(\.rawValue).joined(separator: " or ")
      case .provider: ProviderChoice.allCases.map(\.rawValue).joined(separator: " or ")
      case .place: "a place name or id of 1 to \(placeLengthLimit) characters"
      case .days: "a number of days from \(dayRange.lowerBound) to \(dayRange.upperBound)"
      case .color: ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
      case .ascii, .mouse: "true or false"
      case .refresh: "an interval from 1s to 24h (such as 90s, 10m, 1h) or off"
      case .theme: ThemeChoice.allCases.map(\.rawValue).joined(separator: ", ")
      }
    }
  }
}
