package import WeatherFeatures

/// The effective settings as a table (`weather config`) or JSON: a pure function of them.
package struct ConfigView {
  /// One setting: its key, its value as text and where it came from (both `nil` when unset).
  package typealias Row = (key: String, value: String?, source: SettingSource?)

  /// The config file's path, `nil` when no absolute directory could be found for it.
  package var path: String?
  /// Whether the file was found.
  package var exists: Bool
  /// Every setting, in the order shown.
  package var rows: [Row]

  /// A view of settings read from the file at `path`.
  package init(path: String?, exists: Bool, rows: [Row]) {
    self.path = path
    self.exists = exists
    self.rows = rows
  }

  /// Each key's value and source as text in `words`' language, the table's sources naming a
  /// line of the file shown above it by its number only.
  func tableRows(_ words: Wording) -> [(key: String, value: String?, source: String)] {
    rows.map { row in
      (row.key, row.value, source(row.source, words))
    }
  }

  /// Where a value came from, in `words`' language: each kind of ``SettingSource`` has its
  /// phrase; the names in it (flags, variables, the locale's value) are never translated.
  package func source(_ source: SettingSource?, _ words: Wording) -> String {
    switch source {
    case nil: words.commandPhrase(.sourceNotSet)
    case .flag(let name): words.commandPhrase(.sourceFlag, name)
    case .environment(let name): words.commandPhrase(.sourceEnvironment, name)
    case .file(let file, let line) where file == path:
      words.commandPhrase(.sourceFileLine, String(line))
    case .file(let file, let line): "\(file):\(line)"
    case .locale(let variable): words.commandPhrase(.sourceLocale, variable)
    case .builtIn(nil): words.commandPhrase(.sourceDefault)
    case .builtIn(let reason?):
      words.commandPhrase(.sourceDefaultBecause, Self.reason(reason, words))
    }
  }

  /// Why a default is what it is: "no locale set", "OPENWEATHER_API_KEY is set",
  /// "no OPENWEATHER_API_KEY"; the names in it are never translated.
  private static func reason(_ reason: SettingSource.Reason, _ words: Wording) -> String {
    switch reason {
    case .noLocale: words.commandPhrase(.reasonNoLocale)
    case .isSet(let name): words.commandPhrase(.reasonIsSet, name)
    case .missing(let name): words.commandPhrase(.reasonNo, name)
    }
  }

  /// Where the file is and whether it was found.
  func fileLine(_ words: Wording) -> String {
    guard let path else { return words.commandPhrase(.configFileNoPath) }
    let shown = OutsideText.oneLine(path, limit: nil)
    return words.commandPhrase(exists ? .configFile : .configFileNotFound, shown)
  }

  /// The file's line, then the table, its header in `style`'s bold, fitted to its width, in
  /// `language` (keys and values as they are).
  package func render(style: TextStyle, language: Language = .en) -> String {
    let words = Wording(language)
    let table = TextTable(
      columns: [
        .init(title: words.commandPhrase(.configKey), priority: 9),
        .init(title: words.commandPhrase(.configValue), priority: 8, minimumWidth: 12),
        .init(title: words.commandPhrase(.configSource), priority: 5, minimumWidth: 12),
      ],
      rows: tableRows(words).map {
        [
          $0.key, $0.value ?? words.commandPhrase(.configNone),
          OutsideText.oneLine($0.source, limit: nil),
        ]
      })
    // The path is shown whole, even if the terminal must wrap it: a cut path is no use.
    return fileLine(words) + "\n\n" + table.render(width: style.width, header: style.bold)
  }

  /// The settings as `--json` prints them: each set key's value and source.
  package var json: JSONOutput.Config {
    var values: [String: JSONOutput.Config.Value] = [:]
    for row in rows {
      guard let value = row.value else { continue }
      values[row.key] = .init(value: value, source: row.source?.description ?? "not set")
    }
    return JSONOutput.Config(file: .init(path: path, exists: exists), settings: values)
  }
}
