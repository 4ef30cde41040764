/// Where an effective setting came from, strongest first: a flag, a `WEATHER_*` variable, the
/// config file, the locale, the built-in default.
public enum SettingSource: Hashable, Sendable {
  /// A command-line flag, e.g. `--units`.
  case flag(String)
  /// An environment variable, e.g. `WEATHER_UNITS`.
  case environment(String)
  /// A line of the config file.
  case file(path: String, line: Int)
  /// The locale's measurement system, from the variable named (`LANG`, …).
  case locale(String)
  /// The built-in default, with why it is what it is.
  case builtIn(String)

  /// How strongly it was set: a flag 3, the environment 2, the file 1, else 0.
  public var strength: Int {
    switch self {
    case .flag: 3
    case .environment: 2
    case .file: 1
    case .locale, .builtIn: 0
    }
  }

  /// How `weather config` names the source.
  public var description: String {
    switch self {
    case .flag(let name): "flag \(name)"
    case .environment(let name): "environment \(name)"
    case .file(let path, let line): "\(path):\(line)"
    case .locale(let variable): "locale (\(variable))"
    case .builtIn(let why): "default" + (why.isEmpty ? "" : " (\(why))")
    }
  }
}
