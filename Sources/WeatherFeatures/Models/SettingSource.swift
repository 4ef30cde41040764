/// Where an effective setting came from, strongest first: a flag, a `WEATHER_*` variable, the
/// config file, the locale, the built-in default. Here rather than beside the settings (in the
/// live client) so that `weather config`'s view words each kind in the user's language without
/// reading English text back.
public enum SettingSource: Hashable, Sendable {
  /// A command-line flag, e.g. `--units`.
  case flag(String)
  /// An environment variable, e.g. `WEATHER_UNITS`.
  case environment(String)
  /// A line of the config file.
  case file(path: String, line: Int)
  /// The locale's measurement system, from the variable named (`LANG`, …).
  case locale(String)
  /// The built-in default, with why it is what it is when that depends on something.
  case builtIn(Reason?)

  /// Why a default is what it is.
  public enum Reason: Hashable, Sendable {
    /// No locale variable is set.
    case noLocale
    /// The variable or config key named is set (`OPENWEATHER_API_KEY`).
    case isSet(String)
    /// The variable named is not set.
    case missing(String)

    /// How `weather config --json` names it: "no locale set", "X is set", "no X".
    public var description: String {
      switch self {
      case .noLocale: "no locale set"
      case .isSet(let name): "\(name) is set"
      case .missing(let name): "no \(name)"
      }
    }
  }

  /// How strongly it was set: a flag 3, the environment 2, the file 1, else 0.
  public var strength: Int {
    switch self {
    case .flag: 3
    case .environment: 2
    case .file: 1
    case .locale, .builtIn: 0
    }
  }

  /// How `weather config --json` names the source (English, the same in every language).
  public var description: String {
    switch self {
    case .flag(let name): "flag \(name)"
    case .environment(let name): "environment \(name)"
    case .file(let path, let line): "\(path):\(line)"
    case .locale(let variable): "locale (\(variable))"
    case .builtIn(let why): "default" + (why.map { " (\($0.description))" } ?? "")
    }
  }
}
