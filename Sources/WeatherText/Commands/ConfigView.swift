import WeatherFeatures

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

  /// Each key's value and source as text, the table's sources naming a line of the file shown
  /// above it by its number only.
  var tableRows: [Row] {
    rows.map { row in
      guard let path, row.source.hasPrefix(path + ":") else { return row }
      return (row.key, row.value, "config file, line " + row.source.dropFirst(path.count + 1))
    }
  }

  /// Where the file is and whether it was found.
  var fileLine: String {
    guard let path else {
      return "config file: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)"
    }
    return "config file: \(OutsideText.oneLine(path, limit: nil))"
      + (exists ? "" : " (not found)")
  }

  /// The file's line, then the table, its header in `style`'s bold, fitted to its width.
  package func render(style: TextStyle) -> String {
    let table = TextTable(
      columns: [
        .init(title: "KEY", priority: 9), .init(title: "VALUE", priority: 8, minimumWidth: 12),
        .init(title: "SOURCE", priority: 5, minimumWidth: 12),
      ],
      rows: tableRows.map {
        [$0.key, $0.value ?? "(none)", OutsideText.oneLine($0.source, limit: nil)]
      })
    // The path is shown whole, even if the terminal must wrap it: a cut path is no use.
    return fileLine + "\n\n" + table.render(width: style.width, header: style.bold)
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
