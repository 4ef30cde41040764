/// A config file or `WEATHER_*` variable that cannot be used, with where it is: the whole
/// message names the file and line (or the variable) and the key.
public struct ConfigError: Error, Hashable, Sendable {
  /// One line for standard error, e.g. `~/.config/weather/config:3: units: "kelvin" is not
  /// metric or imperial`.
  public var message: String

  /// An error with its whole message.
  public init(_ message: String) {
    self.message = message
  }

  /// A problem on `line` of the file at `path`, about `key` when there is one.
  static func file(_ path: String, line: Int, key: String? = nil, _ problem: String) -> Self {
    ConfigError("\(path):\(line): " + (key.map { "\($0): " } ?? "") + problem)
  }
}
