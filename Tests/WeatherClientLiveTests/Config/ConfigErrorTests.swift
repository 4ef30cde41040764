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
}
