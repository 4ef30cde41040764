/// The program's version and the credits the data licences require.
package enum Attribution {
  /// The release: `--version`, `about` and every `--json` output print it. Bump it together
  /// with CHANGELOG.md's newest entry (`VersionEndToEndTests` and `Scripts/release` check).
  package static let version = "2.0.0"

  /// Every source credited, for `about` and `--help`.
  package static let text = """
    Weather data by Open-Meteo.com (https://open-meteo.com/), licensed CC BY 4.0.
    City data from GeoNames (https://www.geonames.org/), licensed CC BY 4.0.
    US ZIP codes from the zipcodes package 1.2.0 (https://pypi.org/project/zipcodes/), MIT.
    With --provider openweathermap: weather data by OpenWeather (https://openweathermap.org/).
    """
}
