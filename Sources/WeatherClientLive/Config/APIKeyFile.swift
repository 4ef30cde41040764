import Foundation
public import WeatherFeatures

/// The OpenWeatherMap key kept in a file (`openweathermap_key_file = PATH` in the config), so
/// that it need not sit in the environment, where process listings and every child process see
/// it (clig.dev, "Secrets").
///
/// The file must be a regular file (a symbolic link to one is followed, as dotfile managers make
/// them) that only its owner may read: mode 0600 or stricter, else it is refused with one line
/// saying why. Its first line, trimmed, is the key; a file is read only when a request to
/// OpenWeatherMap is about to be made.
public struct APIKeyFile: Hashable, Sendable {
  /// The path as written in the config file, `~/` expanded.
  public var path: String

  /// The most bytes read: a key is 32 characters; a file far larger is not a key file.
  public static let sizeLimit = 4096

  /// The file at `path`; `~/` at its start is the home directory.
  public init(path: String, environment: [String: String]) {
    if path.hasPrefix("~/"), let home = environment["HOME"], home.hasPrefix("/") {
      self.path = (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
    } else {
      self.path = path
    }
  }

  /// Whether `text` may name a key file: an absolute path or one under `~/`, without control
  /// characters.
  public static func isValidPath(_ text: String) -> Bool {
    (text.hasPrefix("/") || text.hasPrefix("~/"))
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The key in the file, or a configuration error naming the file (never its content): missing,
  /// not a regular file, readable by others, too large, not UTF-8, or empty.
  public func key() throws(WeatherError) -> String {
    let data: Data?
    do {
      data = try FileIO.checkedContents(of: path, limit: Self.sizeLimit, privateOnly: true)
    } catch {
      throw .keyFile(path: error.path, problem: error.problem)
    }
    guard let data else { throw .keyFile(path: path, problem: .missing) }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .keyFile(path: path, problem: .notUTF8)
    }
    let firstLine = text.split(whereSeparator: \.isNewline).first ?? ""
    let key = firstLine.trimmingCharacters(in: .whitespaces)
    guard !key.isEmpty else { throw .keyFile(path: path, problem: .empty) }
    guard !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw .keyFile(path: path, problem: .controlCharacters)
    }
    return key
  }
}
