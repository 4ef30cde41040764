import Testing
import WeatherClientLive
import WeatherFeatures

/// Issue 24, item 3: a unit per measure over the `units` preset, each with its source.
@Suite struct UnitSettingsTests {
  let path = "/home/ada/.config/weather/config"
  let british = ["LANG": "en_GB.UTF-8"]

  func file(_ text: String) throws -> ConfigFile {
    try ConfigFile.parse(text, path: path)
  }

  @Test func eachUnitComesFromThePresetWhenNotSet() throws {
    let settings = try Settings.resolve(
      environment: ["LANG": "en_US.UTF-8"], file: .missing(at: path))
    #expect(settings.measurementUnits == .imperial)
    #expect(settings.windUnit == Setting(.mph, .locale("LANG=en_US.UTF-8")))
    #expect(settings.temperatureUnit == Setting(.f, .locale("LANG=en_US.UTF-8")))
    #expect(settings.precipitationUnit == Setting(.inch, .locale("LANG=en_US.UTF-8")))
  }

  @Test func theUKPresetIsCelsiusMilesPerHourAndMillimetres() throws {
    let settings = try Settings.resolve(environment: british, file: file("units = uk"))
    #expect(
      settings.measurementUnits == Units(temperature: .c, windSpeed: .mph, precipitation: .mm))
    #expect(settings.measurementUnits.rawValue == "uk")
    #expect(settings.windUnit == Setting(.mph, .file(path: path, line: 1)))
  }

  @Test func aUnitSetAsStronglyAsThePresetBeatsIt() throws {
    let settings = try Settings.resolve(
      environment: british, file: file("units = imperial\nwind_unit = kn\nprecipitation_unit = mm"))
    #expect(settings.measurementUnits == Units(temperature: .f, windSpeed: .kn, precipitation: .mm))
    #expect(settings.windUnit == Setting(.kn, .file(path: path, line: 2)))
    #expect(settings.temperatureUnit == Setting(.f, .file(path: path, line: 1)))
    #expect(settings.measurementUnits.rawValue == "f-kn-mm")
  }

  @Test func aPresetSetMoreStronglyBeatsTheFilesUnit() throws {
    let flag = try Settings.resolve(
      overrides: SettingOverrides(units: .imperial), environment: british,
      file: file("wind_unit = kn"))
    #expect(flag.windUnit == Setting(.mph, .flag("--units")))
    let both = try Settings.resolve(
      overrides: SettingOverrides(units: .imperial, windUnit: .ms), environment: british,
      file: file("wind_unit = kn"))
    #expect(both.windUnit == Setting(.ms, .flag("--wind-unit")))
    let environment = try Settings.resolve(
      environment: british.merging(["WEATHER_WIND_UNIT": "ms"]) { $1 }, file: file("units = uk"))
    #expect(environment.windUnit == Setting(.ms, .environment("WEATHER_WIND_UNIT")))
    #expect(environment.temperatureUnit == Setting(.c, .file(path: path, line: 1)))
  }

  @Test(arguments: [
    ("wind_unit = knots", "wind_unit: \"knots\" is not kmh, ms, mph or kn"),
    ("temperature_unit = k", "temperature_unit: \"k\" is not c or f"),
    ("precipitation_unit = cm", "precipitation_unit: \"cm\" is not mm or in"),
  ])
  func aBadUnitIsNamed(text: String, message: String) throws {
    #expect(throws: ConfigError("\(path):1: \(message)")) {
      try Settings.resolve(environment: british, file: file(text))
    }
  }

  @Test func theTextFormRoundTrips() {
    for temperature in Units.Temperature.allCases {
      for wind in Units.WindSpeed.allCases {
        for precipitation in Units.Precipitation.allCases {
          let units = Units(temperature: temperature, windSpeed: wind, precipitation: precipitation)
          #expect(Units(rawValue: units.rawValue) == units, "\(units.rawValue)")
        }
      }
    }
    #expect(Units(rawValue: "c-kn") == nil)
    #expect(Units(rawValue: "metric")?.windSpeed == .kmh)
  }

  @Test func windSpeedsConvert() {
    #expect(abs(Units.WindSpeed.kn.fromMetresPerSecond(1852.0 / 3600) - 1) < 1e-12)
    #expect(abs(Units.WindSpeed.mph.fromMetresPerSecond(0.447_04) - 1) < 1e-12)
    #expect(Units.WindSpeed.kmh.fromMetresPerSecond(10) == 36)
    #expect(abs(Units.WindSpeed.kn.metresPerSecond(10) - 5.144_444) < 1e-6)
  }
}
