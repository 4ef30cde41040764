public import WeatherFeatures

extension Settings {
  /// Each key's value as text and its source, in the order of ``ConfigKey``: what `weather
  /// config` shows, as a table or as JSON. A key with no value (no place, no key file) has `nil`
  /// for both.
  public var shownSources: [(key: String, value: String?, source: SettingSource?)] {
    ConfigKey.allCases.map { key in
      switch key {
      case .units: (key.rawValue, units.value.rawValue, units.source)
      case .temperatureUnit:
        (key.rawValue, temperatureUnit.value.rawValue, temperatureUnit.source)
      case .windUnit: (key.rawValue, windUnit.value.rawValue, windUnit.source)
      case .precipitationUnit:
        (key.rawValue, precipitationUnit.value.rawValue, precipitationUnit.source)
      case .provider: (key.rawValue, provider.value.rawValue, provider.source)
      case .place: (key.rawValue, place?.value, place?.source)
      case .days: (key.rawValue, String(days.value), days.source)
      case .color: (key.rawValue, color.value.rawValue, color.source)
      case .ascii: (key.rawValue, String(ascii.value), ascii.source)
      case .refresh: (key.rawValue, refresh.value.description, refresh.source)
      case .theme: (key.rawValue, theme.value.rawValue, theme.source)
      case .lang: (key.rawValue, language.value.rawValue, language.source)
      case .openWeatherMapKeyFile:
        // The file's path, never the key in it.
        (key.rawValue, apiKeyFile?.value, apiKeyFile?.source)
      case .mouse: (key.rawValue, String(mouse.value), mouse.source)
      }
    }
  }

  /// ``shownSources`` with each source as `weather config --json` names it ("not set" for none).
  public var shownValues: [(key: String, value: String?, source: String)] {
    shownSources.map { ($0.key, $0.value, $0.source?.description ?? "not set") }
  }
}
