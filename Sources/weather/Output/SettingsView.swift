import WeatherClientLive
import WeatherText

/// The effective settings as a table (`weather config`) or JSON: a pure function of them.
struct SettingsView {
  var settings: Settings

  /// Each key's value and source as text, the table's sources naming a line of the file shown
  /// above it by its number only.
  var tableRows: [(key: String, value: String?, source: String)] {
    rows.map { row in
      guard let path = settings.file.path, row.source.hasPrefix(path + ":") else { return row }
      return (row.key, row.value, "config file, line " + row.source.dropFirst(path.count + 1))
    }
  }

  /// Each key's value and source as text; a key with no value shows "(none)".
  var rows: [(key: String, value: String?, source: String)] {
    ConfigKey.allCases.map { key in
      switch key {
      case .units: (key.rawValue, settings.units.value.rawValue, settings.units.source.description)
      case .temperatureUnit:
        (
          key.rawValue, settings.temperatureUnit.value.rawValue,
          settings.temperatureUnit.source.description
        )
      case .windUnit:
        (key.rawValue, settings.windUnit.value.rawValue, settings.windUnit.source.description)
      case .precipitationUnit:
        (
          key.rawValue, settings.precipitationUnit.value.rawValue,
          settings.precipitationUnit.source.description
        )
      case .provider:
        (key.rawValue, settings.provider.value.rawValue, settings.provider.source.description)
      case .place:
        (key.rawValue, settings.place?.value, settings.place?.source.description ?? "not set")
      case .days: (key.rawValue, String(settings.days.value), settings.days.source.description)
      case .color: (key.rawValue, settings.color.value.rawValue, settings.color.source.description)
      case .ascii: (key.rawValue, String(settings.ascii.value), settings.ascii.source.description)
      case .refresh:
        (key.rawValue, settings.refresh.value.description, settings.refresh.source.description)
      case .theme: (key.rawValue, settings.theme.value.rawValue, settings.theme.source.description)
      case .lang:
        (key.rawValue, settings.language.value.rawValue, settings.language.source.description)
      case .openWeatherMapKeyFile:
        // The file's path, never the key in it.
        (
          key.rawValue, settings.apiKeyFile?.value,
          settings.apiKeyFile?.source.description ?? "not set"
        )
      case .mouse: (key.rawValue, String(settings.mouse.value), settings.mouse.source.description)
      }
    }
  }

  /// Where the file is and whether it was found.
  var fileLine: String {
    guard let path = settings.file.path else {
      return "config file: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)"
    }
    return "config file: \(ConfigFile.shown(path, limit: nil))"
      + (settings.file.exists ? "" : " (not found)")
  }

  func render(width: Int = .max, header style: (String) -> String = { $0 }) -> String {
    let table = TextTable(
      columns: [
        .init(title: "KEY", priority: 9), .init(title: "VALUE", priority: 8, minimumWidth: 12),
        .init(title: "SOURCE", priority: 5, minimumWidth: 12),
      ],
      rows: tableRows.map {
        [$0.key, $0.value ?? "(none)", ConfigFile.shown($0.source, limit: nil)]
      })
    // The path is shown whole, even if the terminal must wrap it: a cut path is no use.
    return fileLine + "\n\n" + table.render(width: width, header: style)
  }

  var json: JSONOutput.Config {
    var values: [String: JSONOutput.Config.Value] = [:]
    for row in rows {
      guard let value = row.value else { continue }
      values[row.key] = .init(value: value, source: row.source)
    }
    return JSONOutput.Config(
      file: .init(path: settings.file.path, exists: settings.file.exists), settings: values)
  }
}
