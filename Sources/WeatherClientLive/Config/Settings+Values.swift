extension Settings {
  /// Each key's value and source as text, in the order of ``ConfigKey``: what `weather config`
  /// shows, as a table or as JSON. A key with no value (no place, no key file) has `nil`.
  public var shownValues: [(key: String, value: String?, source: String)] {
    ConfigKey.allCases.map { key in
      switch key {
      case .units: (key.rawValue, units.value.rawValue, units.source.description)
      case .temperatureUnit:
        (key.rawValue, temperatureUnit.value.rawValue, temperatureUnit.source.description)
      case .windUnit: (key.rawValue, windUnit.value.rawValue, windUnit.source.description)
      case .precipitationUnit:
        (key.rawValue, precipitationUnit.value.rawValue, precipitationUnit.source.description)
      case .provider: (key.rawValue, provider.value.rawValue, provider.source.description)
      case .place: (key.rawValue, place?.value, place?.source.description ?? "not set")
      case .days: (key.rawValue, String(days.value), days.source.description)
      case .color: (key.rawValue, color.value.rawValue, color.source.description)
      case .ascii: (key.rawValue, String(ascii.value), ascii.source.description)
      case .refresh: (key.rawValue, refresh.value.description, refresh.source.description)
      case .theme: (key.rawValue, theme.value.rawValue, theme.source.description)
      case .lang: (key.rawValue, language.value.rawValue, language.source.description)
      case .openWeatherMapKeyFile:
        // The file's path, never the key in it.
        (key.rawValue, apiKeyFile?.value, apiKeyFile?.source.description ?? "not set")
      case .mouse: (key.rawValue, String(mouse.value), mouse.source.description)
      }
    }
  }
}
