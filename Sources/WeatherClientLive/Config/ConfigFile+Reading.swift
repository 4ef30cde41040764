import Foundation
import WeatherFeatures

extension ConfigFile {
  /// The largest config file read: a few keys fit in far less.
  public static let sizeLimit = 64 * 1024

  /// Where the config file is: `$XDG_CONFIG_HOME/weather/config`, else
  /// `$HOME/.config/weather/config`; `nil` when neither names an absolute directory.
  public static func defaultPath(environment: [String: String]) -> String? {
    XDGDirectories(environment: environment).configHome?
      .appendingPathComponent("weather/config").path
  }

  /// The config file the environment points at; a missing file (or no home) is no file.
  public static func load(environment: [String: String]) throws(ConfigError) -> ConfigFile {
    guard let path = defaultPath(environment: environment) else { return .missing(at: nil) }
    return try read(path: path)
  }

  /// The file at `path`, parsed. A missing file is ``missing(at:)``; one that is not a regular
  /// file (a directory, a FIFO, a device), larger than ``sizeLimit``, unreadable or not UTF-8 is
  /// an error naming it. A symbolic link to a regular file is followed, as dotfile managers
  /// make them.
  public static func read(path: String) throws(ConfigError) -> ConfigFile {
    guard let data = try contents(path) else { return .missing(at: path) }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ConfigError(location: "\(path): ", .notUTF8, english: "not UTF-8 text")
    }
    return try parse(text, path: path)
  }

  /// The bytes of the regular file at `path`, or `nil` when nothing is there; read like every
  /// other file from outside (without blocking on a named pipe, capped at ``sizeLimit``).
  private static func contents(_ path: String) throws(ConfigError) -> Data? {
    do {
      return try FileIO.checkedContents(of: path, limit: sizeLimit)
    } catch {
      throw ConfigError(
        location: "\(error.path): ", .file(error.problem), english: error.problem.english)
    }
  }
}
