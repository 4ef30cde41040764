package import WeatherFeatures

/// The effective settings as a table (`weather config`) or JSON: a pure function of them.
package struct ConfigView {
  /// One setting: its key, its value as text (`nil` when unset) and where it came from.
  package typealias Row = (key: String, value: String?, source: String)

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
  func tableRows(_ words: Wording) -> [Row] {
    rows.map { row in
      (row.key, row.value, source(row.source, words))
    }
  }

  /// Where a value came from, in `words`' language. The rows carry the source as the settings
  /// describe it (``Settings/shownValues``, English, which `--json` prints as is), so the table
  /// reads those few shapes back; a source of another shape is shown as it came.
  package func source(_ source: String, _ words: Wording) -> String {
    if let path, source.hasPrefix(path + ":") {
      return words.commandPhrase(.sourceFileLine, String(source.dropFirst(path.count + 1)))
    }
    if let name = source.dropping(prefix: "flag ") {
      return words.commandPhrase(.sourceFlag, name)
    }
    if let name = source.dropping(prefix: "environment ") {
      return words.commandPhrase(.sourceEnvironment, name)
    }
    if let inner = source.dropping(prefix: "locale ("), inner.hasSuffix(")") {
      return words.commandPhrase(.sourceLocale, String(inner.dropLast()))
    }
    if source == "default" { return words.commandPhrase(.sourceDefault) }
    if let inner = source.dropping(prefix: "default ("), inner.hasSuffix(")") {
      return words.commandPhrase(.sourceDefaultBecause, reason(String(inner.dropLast()), words))
    }
    if source == "not set" { return words.commandPhrase(.sourceNotSet) }
    return source
  }

  /// Why a default is what it is: "no locale set", "OPENWEATHER_API_KEY is set",
  /// "no OPENWEATHER_API_KEY"; the names in it are never translated.
  private func reason(_ reason: String, _ words: Wording) -> String {
    if reason == "no locale set" { return words.commandPhrase(.reasonNoLocale) }
    if reason.hasSuffix(" is set") {
      return words.commandPhrase(.reasonIsSet, String(reason.dropLast(" is set".count)))
    }
    if let name = reason.dropping(prefix: "no "), !name.contains(" ") {
      return words.commandPhrase(.reasonNo, name)
    }
    return reason
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
      values[row.key] = .init(value: value, source: row.source)
    }
    return JSONOutput.Config(file: .init(path: path, exists: exists), settings: values)
  }
}

extension String {
  /// The rest after `prefix`, or `nil` when the text does not start with it.
  fileprivate func dropping(prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
