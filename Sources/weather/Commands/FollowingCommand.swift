import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// `weather following [--weather]`: the followed cities.
struct FollowingCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "following",
    abstract: "List the followed cities, optionally with their weather now.",
    discussion: """
      With --weather, the current conditions of every city are fetched, at most 8 at a time.

      Examples:
        weather following
        weather following --weather --units imperial
      """)

  @Flag(help: "Fetch the current conditions of every followed city.")
  var weather = false

  @OptionGroup var global: GlobalOptions

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  var progress: Wording.Phrase { weather ? .progressWeather : .progressFollowed }

  func initialState(_ settings: Settings) -> AppFeature.State {
    var state = AppFeature.State(units: settings.measurementUnits)
    state.following.refreshesWhenLoaded = weather
    return state
  }

  var actions: [AppFeature.Action] { [.start] }

  func render(_ state: AppFeature.State, in context: RenderContext) -> Rendering {
    if let error = state.following.error { return .failure(error, in: context) }
    let cities = Array(state.following.cities)
    var rendering: Rendering
    if context.json {
      rendering = context.json(
        JSONOutput.Following(
          following: cities.map {
            .init(city: $0.city, current: $0.current, error: $0.error?.message)
          }))
    } else if cities.isEmpty {
      rendering = Rendering(output: "No city followed yet. Try `weather follow 2643743`.")
    } else {
      rendering = Rendering(output: table(cities, context))
    }
    let failures = cities.compactMap(\.error)
    if let first = failures.first, failures.count == cities.count {
      // Nothing could be fetched: say why, and fail like a forecast would (JSON included).
      rendering.messages.append(Wording(context.language).message(first))
      rendering.status = ExitStatus(first)
    }
    return rendering
  }

  private func table(_ cities: [FollowedCity], _ context: RenderContext) -> String {
    let terminal = context.terminal
    let units = context.units
    var columns: [TextTable.Column] = [
      .init(title: "ID", alignRight: true, priority: 9),
      .init(title: "NAME", priority: 9, minimumWidth: 12),
      .init(title: "REGION", priority: 1, minimumWidth: 8),
      .init(title: "COUNTRY", priority: 4),
    ]
    if weather {
      columns += [
        .init(title: "NOW", alignRight: true, priority: 8),
        .init(title: "WEATHER", priority: 6, minimumWidth: 10),
      ]
    }
    let rows = cities.map { followed -> [String] in
      var row = [
        "\(followed.id)", followed.city.name, followed.city.admin1 ?? "",
        followed.city.countryCode,
      ].map(TerminalText.clean)
      if weather {
        if let current = followed.current {
          let symbol = terminal.isStyled ? current.condition.symbol + " " : ""
          row += [
            Measurement.temperature(current.temperature, units),
            symbol + current.condition.description,
          ]
        } else if followed.error != nil {
          // The reason goes under the table, where it has the whole width.
          row += ["—", terminal.red("unavailable")]
        }
      }
      return row
    }
    var text = TextTable(columns: columns, rows: rows)
      .render(width: terminal.width, header: terminal.bold)
    let notes = cities.compactMap { followed in
      followed.error.map { error in
        FlowText.lines(
          "\(followed.city.name): \(error.message)".split(separator: " ").map(String.init),
          width: terminal.width, separator: " "
        ).map(terminal.red).joined(separator: "\n")
      }
    }
    if !notes.isEmpty { text += "\n\n" + notes.joined(separator: "\n") }
    if weather { text += "\n\n" + context.styledDataCredit }
    return text
  }
}
