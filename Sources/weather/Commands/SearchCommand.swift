import ArgumentParser
import WeatherFeatures

/// `weather search <query…>`: cities matching a name.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find cities by name (offline, from the embedded GeoNames table).",
    discussion: """
      Case, accents and punctuation are ignored, prefixes and common alternate names match, and \
      small typos are forgiven.

      Examples:
        weather search london
        weather search sao paulo --limit 3
        weather search paris --country US
        weather search zurich --online --json
      """)

  @Argument(help: "The name to look for.")
  var query: [String]

  @Option(help: "The most results to show (1–100).")
  var limit = 10

  @Option(help: "Keep results to one country (ISO code, e.g. GB).")
  var country: String?

  @Flag(help: "Ask the weather provider instead of the embedded table.")
  var online = false

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    guard (1...100).contains(limit) else { throw ValidationError("--limit must be 1 to 100.") }
    if let country, country.count != 2 || !country.allSatisfy(\.isLetter) {
      throw ValidationError("--country must be a two-letter ISO code, e.g. GB.")
    }
    if query.joined().trimmingCharacters(in: .whitespaces).isEmpty {
      throw ValidationError("Give a name to search for.")
    }
  }

  @MainActor
  func run() async throws {
    try await CommandRunner.run {
      let context = try CommandContext(options: global, onlineSearch: online)
      let text = query.joined(separator: " ")
      try await context.perform(
        .search(.binding(.set(\.limit, limit))),
        .search(.binding(.set(\.countryCode, country?.uppercased()))),
        .search(.binding(.set(\.query, text))),
        .search(.searchSubmitted),
        message: "Searching")
      let search = context.store.search
      if let error = search.error { throw CommandFailure(error) }
      let results = Array(search.results)
      if global.json {
        try context.printJSON(JSONOutput.Search(query: text, results: results))
      } else if results.isEmpty {
        StandardError.line("weather: no city matches \"\(text)\"")
      } else {
        print(CityRows.table(results, terminal: context.terminal))
      }
    }
  }
}
