import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather search <query…>`: cities matching a name.
struct SearchCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find cities by name (offline, from the embedded GeoNames table).",
    discussion: """
      Case, accents and punctuation are ignored, prefixes and common alternate names match, and \
      small typos are forgiven. No match exits with 3.

      Examples:
        weather search london
        weather search sao paulo --limit 3
        weather search paris --country US
        weather search zurich --online --json
      """)

  @Argument(help: "The name to look for.")
  var query: [String]

  // Unconditional: `--limit -1` is a limit out of range, not a missing value.
  @Option(parsing: .unconditional, help: "The most results to show (1–100).")
  var limit = 10

  @Option(help: "Keep results to one country (ISO code, e.g. GB).")
  var country: String?

  @Flag(help: "Ask the weather provider instead of the embedded table.")
  var online = false

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    guard (1...100).contains(limit) else { throw ValidationError("--limit must be 1 to 100.") }
    if let country, country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
      throw ValidationError("--country must be a two-letter ISO code, e.g. GB.")
    }
    // The one rule for typed names: nothing but spaces and control characters is no name.
    if PlaceRequest.words(of: text).isEmpty { throw ValidationError("Give a name to search for.") }
  }

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  /// The name to look for as typed (JSON output echoes it exactly; text output cleans it).
  private var text: String { query.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

  var onlineSearch: Bool { online }
  var progressMessage: String { "Searching" }

  func initialState(_ settings: Settings) -> AppFeature.State {
    AppFeature.State(
      units: settings.measurementUnits,
      search: SearchFeature.State(query: text, limit: limit, countryCode: country?.uppercased()))
  }

  var actions: [AppFeature.Action] { [.search(.searchSubmitted)] }

  func render(_ state: AppFeature.State, in context: RenderContext) -> Rendering {
    let search = state.search
    if let error = search.error { return .failure(error) }
    let results = Array(search.results)
    var rendering =
      context.json
      ? context.json(JSONOutput.Search(query: text, results: results))
      : Rendering(
        output: results.isEmpty ? nil : CityRows.table(results, style: context.terminal.style))
    if search.foundNothing {
      rendering.messages.append("no city matches \"\(QuotedInput.shown(text))\"")
      rendering.status = .unknownCity
    }
    return rendering
  }
}
