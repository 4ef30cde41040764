import Testing
import WeatherClientLive
import WeatherFeatures

/// Which source wins for each setting, and the errors for bad values wherever they are.
@Suite struct SettingsTests {
  let path = "/home/ada/.config/weather/config"
  let british = ["LANG": "en_GB.UTF-8"]

  func file(_ text: String) throws -> ConfigFile {
    try ConfigFile.parse(text, path: path)
  }

  @Test func withNothingSetTheLocaleAndDefaultsApply() throws {
    let settings = try Settings.resolve(
      environment: ["LANG": "en_US.UTF-8"], file: .missing(at: path))
    #expect(settings.units == Setting(.imperial, .locale("LANG=en_US.UTF-8")))
    #expect(settings.provider == Setting(.openMeteo, .builtIn(.missing("OPENWEATHER_API_KEY"))))
    #expect(settings.place == nil)
    #expect(settings.days == Setting(7, .builtIn(nil)))
    #expect(settings.color == Setting(.auto, .builtIn(nil)))
    #expect(!settings.file.exists)
  }

  @Test func theLocaleVariablesAreReadInOrder() {
    #expect(
      Settings.localeUnits(["LC_ALL": "en_LR.UTF-8", "LANG": "en_GB.UTF-8"])
        == Setting(.imperial, .locale("LC_ALL=en_LR.UTF-8")))
    #expect(
      Settings.localeUnits(["LC_ALL": "", "LC_MEASUREMENT": "de_DE", "LANG": "en_US"])
        == Setting(.metric, .locale("LC_MEASUREMENT=de_DE")))
    #expect(Settings.localeUnits([:]) == Setting(.metric, .builtIn(.noLocale)))
  }

  @Test func theFileBeatsTheLocaleAndDefaults() throws {
    let settings = try Settings.resolve(
      environment: ["LANG": "en_US.UTF-8", "OPENWEATHER_API_KEY": "k"],
      file: file("units = metric\nprovider = open-meteo\nplace = Lyon\ndays = 3\ncolor = always"))
    #expect(settings.units == Setting(.metric, .file(path: path, line: 1)))
    #expect(settings.provider == Setting(.openMeteo, .file(path: path, line: 2)))
    #expect(settings.place == Setting("Lyon", .file(path: path, line: 3)))
    #expect(settings.days == Setting(3, .file(path: path, line: 4)))
    #expect(settings.color == Setting(.always, .file(path: path, line: 5)))
  }

  @Test func theEnvironmentBeatsTheFile() throws {
    let settings = try Settings.resolve(
      environment: british.merging([
        "WEATHER_UNITS": "imperial", "WEATHER_PROVIDER": "openweathermap",
        "WEATHER_PLACE": "2643743", "WEATHER_DAYS": "16", "WEATHER_COLOR": "never",
      ]) { $1 },
      file: file("units = metric\nprovider = open-meteo\nplace = Lyon\ndays = 3\ncolor = always"))
    #expect(settings.units == Setting(.imperial, .environment("WEATHER_UNITS")))
    #expect(settings.provider == Setting(.openWeatherMap, .environment("WEATHER_PROVIDER")))
    #expect(settings.place == Setting("2643743", .environment("WEATHER_PLACE")))
    #expect(settings.days == Setting(16, .environment("WEATHER_DAYS")))
    #expect(settings.color == Setting(.never, .environment("WEATHER_COLOR")))
  }

  @Test func anEmptyVariableIsUnset() throws {
    let settings = try Settings.resolve(
      environment: british.merging(["WEATHER_UNITS": "", "WEATHER_PLACE": ""]) { $1 },
      file: file("units = imperial"))
    #expect(settings.units == Setting(.imperial, .file(path: path, line: 1)))
    #expect(settings.place == nil)
  }

  @Test func flagsBeatEverything() throws {
    let settings = try Settings.resolve(
      overrides: SettingOverrides(
        units: .metric, provider: .openMeteo, place: " Paris ", days: 2, color: .never),
      environment: british.merging([
        "WEATHER_UNITS": "imperial", "WEATHER_PROVIDER": "openweathermap",
        "WEATHER_PLACE": "Rome", "WEATHER_DAYS": "16", "WEATHER_COLOR": "always",
      ]) { $1 },
      file: file("units = imperial\nplace = Lyon"))
    #expect(settings.units == Setting(.metric, .flag("--units")))
    #expect(settings.provider == Setting(.openMeteo, .flag("--provider")))
    #expect(settings.place == Setting("Paris", .flag("argument")))
    #expect(settings.days == Setting(2, .flag("--days")))
    #expect(settings.color == Setting(.never, .flag("--no-color")))
  }

  @Test func refreshIsTenMinutesUnlessSaidOtherwise() throws {
    #expect(
      try Settings.resolve(environment: british, file: file("")).refresh.value.duration
        == .seconds(600))
    #expect(
      try Settings.resolve(environment: british, file: file("refresh = off")).refresh.value.duration
        == nil)
    #expect(
      try Settings.resolve(environment: british, file: file("refresh = 90s")).refresh.value
        .description == "90s")
    #expect(RefreshInterval(text: "2h")?.duration == .seconds(7200))
    #expect(RefreshInterval(text: "25h") == nil)
    #expect(RefreshInterval(text: "-1m") == nil)
    #expect(RefreshInterval(text: "99999999999999999999m") == nil)
  }

  @Test func asciiIsOffUnlessTheFileOrTheEnvironmentTurnsItOn() throws {
    #expect(try Settings.resolve(environment: british, file: file("")).ascii.value == false)
    let fromFile = try Settings.resolve(environment: british, file: file("ascii = true"))
    #expect(fromFile.ascii.value == true)
    let fromEnvironment = try Settings.resolve(
      environment: british.merging(["WEATHER_ASCII": "false"]) { $1 }, file: file("ascii = true"))
    #expect(fromEnvironment.ascii == Setting(false, .environment("WEATHER_ASCII")))
  }

  @Test(arguments: [
    (
      "units = kelvin",
      "/home/ada/.config/weather/config:1: units: \"kelvin\" is not metric, imperial or uk"
    ),
    (
      "\nprovider = darksky",
      "/home/ada/.config/weather/config:2: provider: \"darksky\" is not open-meteo or openweathermap"
    ),
    (
      "days = 0",
      "/home/ada/.config/weather/config:1: days: \"0\" is not a number of days from 1 to 16"
    ),
    (
      "days = seven",
      "/home/ada/.config/weather/config:1: days: \"seven\" is not a number of days from 1 to 16"
    ),
    (
      "color = sometimes",
      "/home/ada/.config/weather/config:1: color: \"sometimes\" is not auto, always, never"
    ),
    ("ascii = yes", "/home/ada/.config/weather/config:1: ascii: \"yes\" is not true or false"),
    (
      "refresh = 0s",
      "/home/ada/.config/weather/config:1: refresh: \"0s\" is not an interval from 1s to 24h (such as 90s, 10m, 1h) or off"
    ),
    (
      "refresh = 10",
      "/home/ada/.config/weather/config:1: refresh: \"10\" is not an interval from 1s to 24h (such as 90s, 10m, 1h) or off"
    ),
  ])
  func aBadValueInTheFileNamesTheFileTheLineAndTheKey(text: String, message: String) throws {
    let file = try file(text)
    #expect(throws: ConfigError(message)) { try Settings.resolve(environment: british, file: file) }
  }

  @Test func aBadValueIsAnErrorEvenWhenAFlagOverridesIt() throws {
    let file = try file("units = kelvin")
    #expect(
      throws: ConfigError(
        "/home/ada/.config/weather/config:1: units: \"kelvin\" is not metric, imperial or uk")
    ) {
      try Settings.resolve(
        overrides: SettingOverrides(units: .metric), environment: british, file: file)
    }
  }

  @Test func aBadVariableNamesIt() {
    #expect(throws: ConfigError("WEATHER_DAYS: \"17\" is not a number of days from 1 to 16")) {
      try Settings.resolve(
        environment: ["WEATHER_DAYS": "17"], file: .missing(at: nil))
    }
    #expect(
      throws: ConfigError(
        "WEATHER_PLACE: \"a?b\" is not a place name or id of 1 to 200 characters")
    ) {
      try Settings.resolve(environment: ["WEATHER_PLACE": "a\u{7}b"], file: .missing(at: nil))
    }
  }

  @Test func aMissingFileIsNoError() throws {
    let settings = try Settings.resolve(environment: british, file: .missing(at: nil))
    #expect(settings.units.source == .locale("LANG=en_GB.UTF-8"))
  }
}
