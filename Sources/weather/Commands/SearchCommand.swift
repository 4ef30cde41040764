import ArgumentParser
import WeatherClientLive
import WeatherFeatures
import WeatherText

/// `weather search [query…]`: cities matching a name or a postal code; with no query, the
/// recent searches.
struct SearchCommand: AsyncParsableCommand, StoreCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find cities by name or postal code (offline, from the embedded tables).",
    discussion: """
      Case, accents and punctuation are ignored, prefixes and common alternate names match, and \
      small typos are forgiven. No match exits with 3. A postal code (10001, "SW1A 1AA", \
      "75001, FR", zip:…) finds its place: US ZIP codes offline, other codes through the \
      provider (which needs the network).

      Searches are remembered (at most 10, in recent-searches.json in the data directory); \
      with no query, they are listed, newest first, and the app shows them in its empty \
      search box.

      Examples:
        weather search london
        weather search 10001
        weather search
        weather search sao paulo --limit 3
        weather search paris --country US
        weather search zurich --online --json
      """)

  @Argument(help: "The name or postal code to look for (none: list the recent searches).")
  var query: [String] = []

  // Unconditional: `--limit -1` is a limit out of range, not a missing value.
  @Option(parsing: .unconditional, help: "The most results to show (1–100).")
  var limit = 10

  @Option(help: "Keep results to one country (ISO code, e.g. GB).")
  var country: String?

  @Flag(help: "Ask the weather provider instead of the embedded table.")
  var online = false

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    guard (1...100).contains(limit) else {
      throw ValidationError(.optionRange, "--limit", "1", "100")
    }
    try PlaceArgument.validateCountry(country, example: "GB")
    // The one rule for typed names: nothing but spaces and control characters is no name.
    if !query.isEmpty, PlaceRequest.words(of: text).isEmpty {
      throw ValidationError(.nameToSearch)
    }
  }

  @MainActor
  func run() async throws { try await CommandRunner.run(self) }

  /// The name to look for as typed (JSON output echoes it exactly; text output cleans it).
  private var text: String { query.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

  var onlineSearch: Bool { online }
  var progress: Wording.Phrase { .progressSearching }

  func initialState(_ settings: Settings) -> AppFeature.State {
    AppFeature.State(
      units: settings.measurementUnits,
      search: SearchFeature.State(query: text, limit: limit, countryCode: country?.uppercased()))
  }

  var actions: [AppFeature.Action] {
    [.search(query.isEmpty ? .loadRecentSearches : .searchSubmitted)]
  }

  func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    SearchCommandView(query: query.isEmpty ? nil : text).output(state.search, options: options)
  }
}
