import Testing
import WeatherClientLive

/// The config file's syntax: what is read, what is ignored, and the exact error for a bad line.
@Suite struct ConfigFileParsingTests {
  let path = "/home/ada/.config/weather/config"

  func parse(_ text: String) throws(ConfigError) -> ConfigFile {
    try ConfigFile.parse(text, path: path)
  }

  func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func readsKeysValuesAndLineNumbers() throws {
    let file = try parse(
      """
      # my weather
      units = imperial

        provider=open-meteo
      place = "São Paulo # centre"   # quoted: the first # is kept
      days	=	5
      colour = never
      """)
    #expect(file.exists)
    #expect(file.path == path)
    #expect(
      file.entries == [
        .units: .init(value: "imperial", line: 2),
        .provider: .init(value: "open-meteo", line: 4),
        .place: .init(value: "São Paulo # centre", line: 5),
        .days: .init(value: "5", line: 6),
        .color: .init(value: "never", line: 7),
      ])
  }

  @Test func commentsBlankLinesAndWindowsLineEndsAreIgnored() throws {
    let file = try parse("#a\r\n\r\n   # b\r\nunits = metric # c\r\nplace = Zürich#1\r\n")
    #expect(file.entries[.units] == .init(value: "metric", line: 4))
    // A # inside a word is part of the value.
    #expect(file.entries[.place] == .init(value: "Zürich#1", line: 5))
  }

  /// Notepad saves UTF-8 with a byte order mark: the first key is still `units`, not an
  /// unknown key that prints as `units`.
  @Test func aByteOrderMarkAtTheStartIsNotPartOfTheFirstKey() throws {
    let file = try parse("\u{FEFF}units = imperial\r\ndays = 3\r\n")
    #expect(file.entries[.units] == .init(value: "imperial", line: 1))
    #expect(file.entries[.days] == .init(value: "3", line: 2))
    #expect(try parse("\u{FEFF}").entries.isEmpty)
  }

  @Test func anEmptyFileSetsNothing() throws {
    #expect(try parse("").entries.isEmpty)
    #expect(try parse("\n\n# nothing\n").entries.isEmpty)
  }

  @Test(arguments: [
    (
      "units metric",
      "/home/ada/.config/weather/config:1: expected `key = value`, found \"units metric\""
    ),
    (
      "\n = metric",
      "/home/ada/.config/weather/config:2: expected `key = value`, found no key before `=`"
    ),
    (
      "units = metric\ncolr = never",
      "/home/ada/.config/weather/config:2: colr: unknown key (known: units, temperature_unit, wind_unit, precipitation_unit, lang, provider, place, days, color, ascii, refresh, theme, openweathermap_key_file, mouse)"
    ),
    ("days =", "/home/ada/.config/weather/config:1: days: no value after `=`"),
    ("days = \"\"", "/home/ada/.config/weather/config:1: days: no value after `=`"),
    (
      "units = metric\n\nunits = imperial",
      "/home/ada/.config/weather/config:3: units: already set on line 1"
    ),
    (
      "color = auto\ncolour = never",
      "/home/ada/.config/weather/config:2: color: already set on line 1"
    ),
    (
      "bad\u{1B}[31m line",
      "/home/ada/.config/weather/config:1: expected `key = value`, found \"bad?[31m line\""
    ),
  ])
  func aBadLineNamesTheFileTheLineAndTheKey(text: String, message: String) {
    #expect(error(text) == message)
  }

  @Test func keysAreCaseInsensitive() throws {
    #expect(try parse("UNITS = metric").entries[.units]?.value == "metric")
  }
}
