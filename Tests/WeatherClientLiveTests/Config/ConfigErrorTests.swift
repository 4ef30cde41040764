import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// A config error is a typed fact as well as English (issue 24, item 2): the command line words
/// ``ConfigError/problem`` in the user's language after ``ConfigError/location``.
@Suite struct ConfigErrorTests {
  let path = "/home/ada/.config/weather/config"

  func error(_ text: String) throws -> ConfigError {
    try #require(throws: ConfigError.self) { try ConfigFile.parse(text, path: path) }
  }

  @Test func aFileLineIsTyped() throws {
    let unknown = try error("units = metric\ncolr = never\n")
    #expect(unknown.location == "\(path):2: colr: ")
    #expect(unknown.problem == .unknownKey(known: ConfigKey.allCases.map(\.rawValue)))
    #expect(unknown.message.hasPrefix("\(path):2: colr: unknown key (known: units, "))

    let twice = try error("days = 3\ndays = 4\n")
    #expect(twice.location == "\(path):2: days: ")
    #expect(twice.problem == .alreadySet(line: 1))
    #expect(twice.message == "\(path):2: days: already set on line 1")

    #expect(try error("= 3\n").problem == .noKey)
    #expect(try error("days =\n").problem == .noValue)
    #expect(try error("days\n").problem == .expectedKeyValue(found: "days"))
  }

  @Test func aBadValueSaysWhatTheKeyTakes() throws {
    let days = try #require(throws: ConfigError.self) {
      try Settings.resolve(environment: ["WEATHER_DAYS": "17"], file: .missing(at: nil))
    }
    #expect(days.location == "WEATHER_DAYS: ")
    #expect(days.problem == .notValid(value: "17", expected: .days(1...16)))
    #expect(days.message == "WEATHER_DAYS: \"17\" is not a number of days from 1 to 16")

    let units = try #require(throws: ConfigError.self) {
      try Settings.resolve(environment: ["WEATHER_UNITS": "kelvin"], file: .missing(at: nil))
    }
    #expect(
      units.problem == .notValid(value: "kelvin", expected: .oneOf(["metric", "imperial", "uk"])))
    #expect(units.message == "WEATHER_UNITS: \"kelvin\" is not metric, imperial or uk")
  }

  /// Every key names what it takes, typed: one of its words, or a kind of value.
  @Test func everyKeySaysWhatItTakes() throws {
    for key in ConfigKey.allCases {
      let error = try #require(throws: ConfigError.self) {
        try Settings.resolve(
          environment: [key.environmentVariable: "\u{1}bad"], file: .missing(at: nil))
      }
      guard case .notValid(_, let expected) = error.problem else {
        Issue.record("\(key): \(error.problem)")
        continue
      }
      if case .oneOf(let words) = expected {
        for word in words { #expect(error.message.contains(word), "\(key): \(word)") }
      }
    }
  }

  /// A config path that is not a regular file is refused with the reason typed; the English
  /// is as before.
  @Test func aFileRefusedBeforeReadingIsTyped() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("config-error-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = try #require(throws: ConfigError.self) {
      try ConfigFile.read(path: directory.path)
    }
    #expect(error.location == "\(directory.path): ")
    #expect(error.problem == .file(.notRegular(.directory)))
    #expect(error.message == "\(directory.path): not a regular file (it is a directory); not read")

    let large = directory.appendingPathComponent("config")
    try Data(repeating: 0x23, count: ConfigFile.sizeLimit + 1).write(to: large)
    let tooLarge = try #require(throws: ConfigError.self) {
      try ConfigFile.read(path: large.path)
    }
    #expect(tooLarge.problem == .file(.tooLarge(limit: ConfigFile.sizeLimit)))
    #expect(tooLarge.message == "\(large.path): larger than 64 KiB; not read")
  }

  /// The key file's refusals are typed too, and survive a session log's round trip.
  @Test func keyFileRefusalsAreTyped() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("key-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("owm.key").path
    let file = APIKeyFile(path: path, environment: [:])
    #expect(throws: WeatherError.keyFile(path: path, problem: .missing)) { try file.key() }
    try Data("abc\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let open = WeatherError.keyFile(path: path, problem: .notPrivate(mode: "644"))
    #expect(throws: open) { try file.key() }
    #expect(
      open.message
        == "the OpenWeatherMap key file \(path): mode 644 lets other users read it; not read "
        + "(chmod 600 it)")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try Data("\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: WeatherError.keyFile(path: path, problem: .empty)) { try file.key() }
    let coded = try JSONDecoder().decode(WeatherError.self, from: JSONEncoder().encode(open))
    #expect(coded == open)
  }
}
