import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Issue 24, item 2: what the command views say (`weather config`, the place reports, follow,
/// unfollow, following, search's headers, the data credit) in every language, each template
/// filling in what the English one fills in, no English word left, wide scripts aligned.
@Suite struct CommandPhraseTests {
  static let foreign = Language.allCases.filter { $0 != .en }

  @Test(arguments: Language.allCases)
  func everyLanguageHasEveryCommandPhrase(_ language: Language) throws {
    let table = try #require(Wording.commandPhrases[language])
    #expect(table.count == Wording.CommandPhrase.allCases.count)
    #expect(table.allSatisfy { !$0.isEmpty })
  }

  /// `{1}`, `{2}`, `{3}` in a translation are the English template's, no more, no fewer; a
  /// command in backticks is the English one (commands and options are never translated).
  @Test(arguments: Language.allCases)
  func placeholdersAndCommandsMatchTheEnglish(_ language: Language) throws {
    let english = try #require(Wording.commandPhrases[.en])
    let table = try #require(Wording.commandPhrases[language])
    for (index, phrase) in Wording.CommandPhrase.allCases.enumerated() {
      #expect(
        Self.placeholders(table[index]) == Self.placeholders(english[index]),
        "\(language) \(phrase): \(table[index])")
      #expect(
        Self.quotedCommands(table[index]) == Self.quotedCommands(english[index]),
        "\(language) \(phrase): \(table[index])")
    }
  }

  /// Only the `ID` header may read as in English: every other phrase differs.
  @Test(arguments: foreign)
  func noPhraseIsLeftInEnglish(_ language: Language) throws {
    let english = try #require(Wording.commandPhrases[.en])
    let table = try #require(Wording.commandPhrases[language])
    // German writes NAME, Polish REGION, as English does.
    let mayStay: [Language: Set<Wording.CommandPhrase>] = [
      .de: [.headerName], .pl: [.headerRegion],
    ]
    for (index, phrase) in Wording.CommandPhrase.allCases.enumerated()
    where phrase != .headerID && !(mayStay[language]?.contains(phrase) ?? false) {
      #expect(table[index] != english[index], "\(language) \(phrase) is English")
    }
  }

  /// The views as rendered: no word of the English phrases is left in another language, but
  /// commands, paths, keys, providers and places (the allow-list) and the words a language
  /// spells as English does.
  @Test(arguments: foreign)
  func theViewsLeaveNoEnglishWord(_ language: Language) throws {
    let english = Set(
      (Wording.commandPhrases[.en] ?? []).flatMap(Self.words).filter { $0.count >= 3 })
    let names: Set<String> = [
      "weather", "config", "home", "following", "follow", "search", "forecast", "paris",
      "london", "json", "open", "meteo", "com", "openweather", "openweathermap", "org", "now",
      "place", "xdg_config_home",
    ]
    let sameWord: [Language: Set<String>] = [
      .de: ["name"], .fr: ["code", "postal", "service"], .es: ["postal"], .pt: ["postal", "use"],
      .it: ["file"],
      .pl: ["region"],
    ]
    let allowed = names.union(sameWord[language] ?? [])
    for width in [60, 80, 132] {
      let text = Self.everyView(language, width: width)
      let left = Set(Self.words(text)).intersection(english).subtracting(allowed)
      #expect(left.isEmpty, "\(language) at \(width): \(left.sorted())")
    }
  }

  /// Japanese and Chinese headers and names are two columns wide each: every row of the config,
  /// search and following tables starts each column where its header starts, on a character
  /// boundary, and no line is wider than the terminal.
  @Test(arguments: [Language.ja, .zh, .ru, .de])
  func wideScriptsKeepTheColumnsAligned(_ language: Language) throws {
    let words = Wording(language)
    for width in [60, 80, 132] {
      var options = OutputOptions.sample(width: width)
      options.language = language
      let config = Self.config.render(style: options.style, language: language)
        .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(
          separator: "\n")
      let search = try #require(
        SearchCommandView(query: "paris").output(Self.search, options: options).output)
      let following = try #require(
        FollowingCommandView(weather: true).output(Self.following, options: options).output)
      let followingTable = following.components(separatedBy: "\n\n")[0]
      let tables: [(String, [Wording.CommandPhrase])] = [
        (config, [.configKey, .configValue, .configSource]),
        (search, [.headerName, .headerRegion, .headerCountry]),
        (followingTable, [.headerName, .headerRegion, .headerCountry, .headerWeather]),
      ]
      for (table, leftAligned) in tables {
        let lines = table.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        for line in lines { #expect(line.displayWidth <= width, "\(language) \(width): \(line)") }
        for phrase in leftAligned {
          // A column may be left out when the width is short; those shown must line up.
          guard let range = header.range(of: words.commandPhrase(phrase)) else { continue }
          let start = String(header[..<range.lowerBound]).displayWidth
          for line in lines.dropFirst() where line.displayWidth > start {
            let cells = Self.cells(line)
            #expect(
              cells[start] != nil && (start == 0 || cells[start - 1] == " "),
              "\(language) \(width) \(phrase) at \(start): \(line)")
          }
        }
      }
    }
  }

  @Test func citiesFollowedTakesTheLanguagesPluralForm() {
    let count = { (language: Language, count: Int) in Wording(language).citiesFollowed(count) }
    #expect(count(.en, 1) == "1 city followed.")
    #expect(count(.en, 0) == "0 cities followed.")
    #expect(count(.en, 3) == "3 cities followed.")
    #expect(count(.fr, 0) == "0 ville suivie.")
    #expect(count(.fr, 2) == "2 villes suivies.")
    #expect(count(.ru, 1) == "1 город в избранном.")
    #expect(count(.ru, 3) == "3 города в избранном.")
    #expect(count(.ru, 5) == "5 городов в избранном.")
    #expect(count(.ru, 11) == "11 городов в избранном.")
    #expect(count(.ru, 21) == "21 город в избранном.")
    #expect(count(.ru, 22) == "22 города в избранном.")
    #expect(count(.uk, 14) == "14 міст в обраному.")
    #expect(count(.pl, 1) == "1 obserwowane miasto.")
    #expect(count(.pl, 22) == "22 obserwowane miasta.")
    #expect(count(.pl, 12) == "12 obserwowanych miast.")
    #expect(count(.pl, 21) == "21 obserwowanych miast.")
    #expect(count(.ja, 2) == "2 都市をフォロー中。")
    #expect(CityCount.followed(1) == "1 city followed.")
  }

  /// `weather config`'s sources in German: each shape the settings describe, the names in
  /// them kept; a source of another shape is shown as it came.
  @Test func configSourcesInGerman() {
    let view = Self.config
    let german = Wording(.de)
    #expect(
      view.source("/home/someone/.config/weather/config:3", german)
        == "Konfigurationsdatei, Zeile 3")
    #expect(view.source("flag --units", german) == "Option --units")
    #expect(view.source("environment WEATHER_DAYS", german) == "Umgebungsvariable WEATHER_DAYS")
    #expect(view.source("locale (LANG=de_DE.UTF-8)", german) == "Gebietsschema (LANG=de_DE.UTF-8)")
    #expect(view.source("default", german) == "Standard")
    #expect(
      view.source("default (no locale set)", german) == "Standard (kein Gebietsschema gesetzt)")
    #expect(
      view.source("default (OPENWEATHER_API_KEY is set)", german)
        == "Standard (OPENWEATHER_API_KEY ist gesetzt)")
    #expect(
      view.source("default (no OPENWEATHER_API_KEY)", german)
        == "Standard (kein OPENWEATHER_API_KEY)")
    #expect(view.source("not set", german) == "nicht gesetzt")
    #expect(view.source("something new", german) == "something new")
    #expect(view.source("flag --units", Wording(.en)) == "flag --units")
  }

  /// `--json` does not follow the language: config, follow, following and search print the
  /// same bytes in all 12.
  @Test func jsonIsTheSameInEveryLanguage() {
    func outputs(_ language: Language) -> [CommandOutput] {
      var options = OutputOptions.sample(width: 80, json: true)
      options.language = language
      return [
        options.json(Self.config.json),
        FollowCommandView.follow(Self.followed, options: options),
        FollowingCommandView(weather: true).output(Self.following, options: options),
        SearchCommandView(query: "paris").output(Self.search, options: options),
      ]
    }
    let english = outputs(.en)
    for language in Self.foreign { #expect(outputs(language) == english, "\(language)") }
  }

  /// The config table, the place reports and follow's output in German, Japanese and Russian
  /// at 80 columns.
  @Test(arguments: [Language.de, .ja, .ru])
  func snapshots(language: Language) throws {
    var options = OutputOptions.sample(width: 80)
    options.language = language
    try expectSnapshot(
      Self.config.render(style: options.style, language: language),
      named: "command-config-\(language.rawValue)-80")
    try expectSnapshot(
      Self.reports(options).joined(separator: "\n\n"),
      named: "command-resolution-\(language.rawValue)-80")
    try expectSnapshot(
      Self.followOutputs(options).joined(separator: "\n\n"),
      named: "command-follow-\(language.rawValue)-80")
  }

  // MARK: - The views, filled in

  /// A config file found, with a source of every shape the settings give.
  static let config: ConfigView = {
    let path = "/home/someone/.config/weather/config"
    return ConfigView(
      path: path, exists: true,
      rows: [
        ("units", "imperial", "\(path):3"), ("temperature_unit", "fahrenheit", "flag --units"),
        ("wind_unit", "kn", "environment WEATHER_WIND_UNIT"),
        ("provider", "open-meteo", "default (no OPENWEATHER_API_KEY)"),
        ("place", nil, "not set"), ("days", "5", "default"),
        ("lang", "de", "locale (LANG=de_DE.UTF-8)"),
        ("openweathermap_key_file", nil, "not set"),
      ])
  }()

  static let search: SearchFeature.State = {
    var state = SearchFeature.State(query: "paris")
    state.results = [.sampleParis, .sampleNamesake, .sampleTokyo]
    return state
  }()

  static let following: FollowingFeature.State = {
    var state = FollowingFeature.State(units: .metric)
    state.cities = [
      FollowedCity(city: .sampleParis, current: Forecast.sample.current),
      FollowedCity(city: .sampleTokyo, current: Forecast.sample.current),
      FollowedCity(city: .sampleLongName),
    ]
    state.cities[id: City.sampleLongName.id]?.error = .timedOut
    return state
  }()

  static let followed: AppFeature.State = {
    var state = AppFeature.State()
    state.resolution.request = .id(City.sampleParis.id)
    state.resolution.outcome = .resolved([ResolvedPlace(city: .sampleParis)])
    state.following.cities = [FollowedCity(city: .sampleParis), FollowedCity(city: .sampleTokyo)]
    state.following.outcome = .followed(.sampleParis)
    return state
  }()

  /// Every way a request can fail to name one place, then where `here` came from.
  static func reports(_ options: OutputOptions) -> [String] {
    let paris: PlaceRequest = .name("paris", countryCode: nil)
    let cases: [(String, PlaceRequest, ResolutionFeature.Outcome, Bool)] = [
      ("forecast", paris, .ambiguous(candidates: [.sampleParis, .sampleNamesake]), false),
      (
        "now", .postalCode(PostalCode(code: "1000", countryCode: nil)),
        .ambiguous(candidates: [.sampleParis, .sampleNamesake]), false
      ),
      ("follow", .name("pariss", countryCode: nil), .notFound(suggestions: [.sampleParis]), false),
      ("forecast", .name("xyzzy", countryCode: "GB"), .notFound(suggestions: []), false),
      ("unfollow", paris, .notFound(suggestions: []), true),
      ("forecast", .id(9_999_999), .notFound(suggestions: []), false),
      (
        "forecast", .postalCode(PostalCode(code: "00000", countryCode: "US")),
        .notFound(suggestions: []), false
      ),
      (
        "forecast", .postalCode(PostalCode(code: "8001", countryCode: "CH")),
        .notFound(suggestions: []), false
      ),
      (
        "forecast", .postalCode(PostalCode(code: "8001", countryCode: "CH")),
        .failed(.offline("no route to host")), false
      ),
      ("now", .followed, .noneFollowed, false),
    ]
    var reports = cases.map { command, request, outcome, amongFollowed in
      var state = ResolutionFeature.State()
      state.request = request
      state.outcome = outcome
      return ResolutionReport.output(
        state, command: command, amongFollowed: amongFollowed, postalCodes: options.postalCodes,
        language: options.language
      ).map(transcript) ?? "(resolved)"
    }
    var here = ResolutionFeature.State()
    here.request = .here
    here.location = Location(city: .sampleParis, source: .timeZone("Europe/Paris"))
    reports.append(ResolutionReport.locationNote(here, language: options.language) ?? "")
    return reports
  }

  /// follow, unfollow and following: each outcome as text, then search's table and the credit.
  static func followOutputs(_ options: OutputOptions) -> [String] {
    var state = followed
    var outputs = [transcript(FollowCommandView.follow(state, options: options))]
    state.following.outcome = .alreadyFollowing(.sampleParis)
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.following.outcome = .unfollowed(.sampleParis)
    state.following.cities.remove(id: City.sampleParis.id)
    outputs.append(transcript(FollowCommandView.unfollow(state, options: options)))
    var town = City.sampleNamesake
    town.name = "Beverly Hills"
    state.resolution.request = .postalCode(PostalCode(code: "90210", countryCode: nil))
    state.resolution.outcome = .resolved([ResolvedPlace(city: town)])
    state.following.outcome = .notACity(town)
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.resolution.request = .coordinates(latitude: 48.85, longitude: 2.35)
    outputs.append(transcript(FollowCommandView.follow(state, options: options)))
    state.resolution.request = .name("lyon", countryCode: nil)
    state.following.outcome = .notFollowing(2_996_944)
    outputs.append(transcript(FollowCommandView.unfollow(state, options: options)))
    outputs.append(
      transcript(FollowingCommandView(weather: true).output(following, options: options)))
    outputs.append(
      transcript(
        FollowingCommandView(weather: false).output(
          FollowingFeature.State(units: .metric), options: options)))
    outputs.append(
      transcript(SearchCommandView(query: "paris").output(search, options: options)))
    outputs.append(
      transcript(SearchCommandView(query: nil).output(.init(), options: options)))
    return outputs
  }

  /// Every command view this file covers, as one text.
  static func everyView(_ language: Language, width: Int) -> String {
    var options = OutputOptions.sample(width: width)
    options.language = language
    var openWeather = options
    openWeather.provider = .openWeatherMap
    let missing = ConfigView(path: nil, exists: false, rows: config.rows)
    let absent = ConfigView(path: "/home/someone/.config/weather/config", exists: false, rows: [])
    return
      (reports(options) + followOutputs(options) + [
        config.render(style: options.style, language: language),
        missing.render(style: options.style, language: language),
        absent.render(style: options.style, language: language), openWeather.dataCredit,
        Wording(language).commandPhrase(.cannotEncodeJSON, "x"),
        Wording(language).commandPhrase(.couldNotFollow),
        Wording(language).commandPhrase(.couldNotUnfollow),
        Wording(language).commandPhrase(.noCityNamed, "x"),
        Wording(language).commandPhrase(.reasonIsSet, "X"),
      ]).joined(separator: "\n")
      // The transcript's own marker is not the view's.
      .replacingOccurrences(of: "(no output)", with: "")
  }

  // MARK: - Helpers

  private static func placeholders(_ text: String) -> [String] {
    ["{1}", "{2}", "{3}"].filter { text.contains($0) }
  }

  /// The text between backticks.
  private static func quotedCommands(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Words of Latin letters, lowercased; a name with `_` (a key, a variable) is one word.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      .filter { word in word.allSatisfy { $0.isASCII } && word.contains { $0.isLetter } }
  }

  /// The character starting at each display column of `line` (a wide character's second
  /// column has none).
  private static func cells(_ line: String) -> [Int: Character] {
    var cells: [Int: Character] = [:]
    var column = 0
    for character in line {
      cells[column] = character
      column += String(character).displayWidth
    }
    return cells
  }
}
