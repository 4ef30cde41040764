package import WeatherFeatures

/// What `weather following` prints: the followed cities as a table (with `--weather`, their
/// weather now and why any is missing) or JSON.
package struct FollowingCommandView {
  /// Whether the weather now of each city was asked for.
  package var weather: Bool

  /// The view of the list, with the weather or without.
  package init(weather: Bool) {
    self.weather = weather
  }

  /// The output for the following state.
  package func output(_ following: FollowingFeature.State, options: OutputOptions)
    -> CommandOutput
  {
    if let error = following.error { return .failure(error, in: options) }
    let cities = Array(following.cities)
    var output: CommandOutput
    if options.json {
      output = options.json(
        JSONOutput.Following(
          following: cities.map {
            .init(
              city: $0.city, current: $0.current,
              stale: $0.staleness.map {
                .init(
                  fetchedAt: $0.fetchedAt, ageSeconds: $0.ageSeconds, reason: $0.reason?.message)
              }, error: $0.error?.message)
          }))
    } else if cities.isEmpty {
      output = CommandOutput(
        output: Wording(options.language).commandPhrase(.noCityFollowedYet))
    } else {
      output = CommandOutput(output: table(cities, options))
    }
    let failures = cities.compactMap(\.error)
    if let first = failures.first, failures.count == cities.count {
      // No refresh succeeded: say why once. With nothing to show, fail like a forecast would
      // (JSON included); with last known weather shown, succeed as a stale forecast does.
      output.messages.append(Wording(options.language).advised(first))
      if cities.allSatisfy({ $0.current == nil }) { output.status = ExitStatus(first) }
    }
    return output
  }

  private func table(_ cities: [FollowedCity], _ options: OutputOptions) -> String {
    let style = options.style
    let units = options.units
    let words = Wording(options.language)
    var columns: [TextTable.Column] = [
      .init(title: words.commandPhrase(.headerID), alignRight: true, priority: 9),
      .init(title: words.commandPhrase(.headerName), priority: 9, minimumWidth: 12),
      .init(title: words.commandPhrase(.headerRegion), priority: 1, minimumWidth: 8),
      .init(title: words.commandPhrase(.headerCountry), priority: 4),
    ]
    if weather {
      columns += [
        .init(title: words.commandPhrase(.headerNow), alignRight: true, priority: 8),
        .init(title: words.commandPhrase(.headerWeather), priority: 6, minimumWidth: 10),
      ]
    }
    let rows = cities.map { followed -> [String] in
      var row = [
        "\(followed.id)", followed.city.name, followed.city.admin1 ?? "",
        followed.city.countryCode,
      ].map(TerminalText.clean)
      if weather {
        if let current = followed.current {
          let symbol = style.isStyled ? current.condition.symbol + " " : ""
          // Last known weather says how old it is, beside the figure it qualifies (the weather
          // column is the first cut when the table is narrow), in the colour of a warning.
          let age = followed.staleness.map {
            style.yellow("(" + words.phrase(.ageOld, words.age($0)) + ") ")
          }
          row += [
            (age ?? "") + Measurement.temperature(current.temperature, units),
            symbol + words.condition(current.condition),
          ]
        } else if followed.error != nil {
          // The reason goes under the table, where it has the whole width.
          row += ["—", style.red(words.phrase(.unavailable))]
        }
      }
      return row
    }
    var text = TextTable(columns: columns, rows: rows)
      .render(width: style.width, header: style.bold)
    let notes = Self.failures(of: cities).map { error, names in
      FlowText.lines(
        "\(names.map(TerminalText.clean).joined(separator: words.listSeparator)): "
          .split(separator: " ").map(String.init)
          + words.advised(error).split(separator: " ").map(String.init),
        width: style.width, separator: " "
      ).map(style.red).joined(separator: "\n")
    }
    // Every city failed, and alike: the one line on standard error says why, once.
    let saidOnStandardError = notes.count == 1 && cities.allSatisfy { $0.error != nil }
    if !notes.isEmpty, !saidOnStandardError { text += "\n\n" + notes.joined(separator: "\n") }
    // The provider is credited for data shown, not for the lack of it.
    if weather, cities.contains(where: { $0.current != nil }) {
      text += "\n\n" + options.styledDataCredit
    }
    return text
  }

  /// Each distinct failure with the names of the cities it struck, in list order: one line per
  /// failure, not one per city.
  static func failures(of cities: [FollowedCity]) -> [(WeatherError, [String])] {
    var groups: [(WeatherError, [String])] = []
    for followed in cities {
      guard let error = followed.error else { continue }
      if let index = groups.firstIndex(where: { $0.0 == error }) {
        groups[index].1.append(followed.city.name)
      } else {
        groups.append((error, [followed.city.name]))
      }
    }
    return groups
  }
}
