import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Issue 24, the rest: numbers as each language writes them (checked against Foundation's CLDR
/// data), `weather config`'s sources worded from their structure, and a request echoed back in
/// the language.
@Suite struct NumberFormatTests {
  // MARK: - Numbers

  /// The separators, and whole numbers of 4, 5 and 7 digits, equal what Foundation's CLDR data
  /// (FoundationInternationalization on Linux) writes for each language's locale: the second
  /// source for the hand-written table.
  @Test(arguments: Language.allCases)
  func separatorsMatchCLDR(_ language: Language) throws {
    let locale = Locale(identifier: language.localeIdentifier)
    let format = NumberFormat(language)
    #expect(format.decimalSeparator == locale.decimalSeparator)
    #expect(format.groupingSeparator == locale.groupingSeparator)
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    for number in [999, 2138, 21_385, 2_138_551] {
      let cldr = try #require(formatter.string(from: NSNumber(value: number)))
      #expect(format.grouped(number) == cldr, "\(number) in \(language)")
    }
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 1
    let tenths = try #require(formatter.string(from: NSNumber(value: 0.4)))
    #expect(format.decimal(0.4, digits: 1) == tenths)
  }

  /// The separators named in the issue, written out: a test of the table that does not depend
  /// on the system's ICU.
  @Test func separatorsAsTheIssueNamesThem() {
    #expect(NumberFormat(.de).grouped(2_138_551) == "2.138.551")
    #expect(NumberFormat(.de).decimal(0.4, digits: 1) == "0,4")
    #expect(NumberFormat(.fr).grouped(2_138_551) == "2\u{202F}138\u{202F}551")
    for language in [Language.ru, .uk, .pl, .pt] {
      #expect(NumberFormat(language).grouped(2_138_551) == "2\u{A0}138\u{A0}551")
      #expect(NumberFormat(language).decimal(0.4, digits: 1) == "0,4")
    }
    for language in [Language.en, .ja, .zh] {
      #expect(NumberFormat(language).grouped(2_138_551) == "2,138,551")
      #expect(NumberFormat(language).decimal(0.4, digits: 1) == "0.4")
    }
    #expect(NumberFormat(.es).grouped(2138) == "2138")
    #expect(NumberFormat(.en).grouped(-2138) == "-2,138")
    #expect(NumberFormat(.de).decimal(.nan, digits: 1) == "?")
  }

  /// Measurements take the decimal separator, not grouping; English is unchanged.
  @Test func measurementsFollowTheLanguage() {
    #expect(Measurement.precipitation(0.4, .metric, language: .de) == "0,4 mm")
    #expect(Measurement.precipitation(0.4, .metric) == "0.4 mm")
    #expect(Measurement.precipitation(0.4, .metric, language: .ru) == "0,4 мм")
    #expect(Measurement.visibility(2500, .metric, language: .fr) == "2,5 km")
    #expect(Measurement.pressure(1013, .imperial, language: .pl) == "29,91 inHg")
    #expect(Measurement.pressure(1013, .metric, language: .de) == "1013 hPa")
    #expect(Measurement.precipitation(0.4, .metric, language: .ja) == "0.4 mm")
  }

  /// `search`'s population column in the language, and the table still exactly as wide as the
  /// screen: a no-break space is one column, and the sanitiser keeps it.
  @Test(arguments: Language.allCases)
  func populationInTheLanguage(_ language: Language) {
    let table = CityRows.table(
      [.sampleParis, .sampleNamesake], style: TextStyle(isStyled: false, width: 60),
      language: language)
    #expect(table.contains(NumberFormat(language).grouped(2_138_551)))
    for line in table.split(separator: "\n") {
      #expect(line.terminalWidth <= 60)
    }
    for separator in ["\u{A0}", "\u{202F}"] {
      #expect(TerminalText.clean("2\(separator)138") == "2\(separator)138")
      #expect(TerminalText.output("2\(separator)138", keepingStyles: false) == "2\(separator)138")
      #expect("2\(separator)138".terminalWidth == 5)
    }
  }

  /// The number inside the "not a city of the embedded table" sentence is written as the
  /// language writes 15000.
  @Test(arguments: Language.allCases)
  func thresholdInTheSentence(_ language: Language) {
    let sentence = Wording(language).commandPhrase(.notACity, "x", "y")
    #expect(sentence.contains(NumberFormat(language).grouped(15_000)))
  }

  // MARK: - Config sources

  /// `weather config` in Japanese: every source worded from its kind, no English source word
  /// left; `--json` still names the sources in English, the same as in English.
  @Test func configSourcesInJapanese() throws {
    let path = "/home/someone/.config/weather/config"
    let view = ConfigView(
      path: path, exists: true,
      rows: [
        ("units", "imperial", .file(path: path, line: 3)),
        ("wind_unit", "kn", .environment("WEATHER_WIND_UNIT")),
        ("days", "5", .flag("--days")),
        ("provider", "open-meteo", .builtIn(.missing("OPENWEATHER_API_KEY"))),
        ("lang", "ja", .locale("LANG=ja_JP.UTF-8")), ("color", "auto", .builtIn(nil)),
        ("place", nil, nil),
      ])
    let japanese = view.render(style: TextStyle(isStyled: false, width: 100), language: .ja)
    for english in ["default", "flag", "environment", "locale", "not set", "config file"] {
      #expect(!japanese.contains(english), "\(english)")
    }
    let words = Wording(.ja)
    #expect(japanese.contains(words.commandPhrase(.sourceFileLine, "3")))
    #expect(japanese.contains(words.commandPhrase(.sourceFlag, "--days")))
    #expect(
      japanese.contains(
        words.commandPhrase(
          .sourceDefaultBecause, words.commandPhrase(.reasonNo, "OPENWEATHER_API_KEY"))))
    let english = view.render(style: TextStyle(isStyled: false, width: 100), language: .en)
    #expect(english.contains("config file, line 3"))
    #expect(english.contains("default (no OPENWEATHER_API_KEY)"))
    #expect(view.json.settings["provider"]?.source == "default (no OPENWEATHER_API_KEY)")
    #expect(view.json.settings["units"]?.source == "\(path):3")
    #expect(view.json.settings["days"]?.source == "flag --days")
  }

  // MARK: - A request echoed back

  /// `unfollow here` and `unfollow` of every followed city, when the request is not among the
  /// followed ones: the request is worded in the language, not "here" in English.
  @Test(arguments: Self.foreign)
  func echoedRequestInTheLanguage(_ language: Language) throws {
    for (request, english) in [
      (PlaceRequest.here, "here"), (.followed, "every followed city"),
    ] {
      var state = ResolutionFeature.State()
      state.request = request
      state.outcome = .notFound(suggestions: [])
      let output = try #require(
        ResolutionReport.output(
          state, command: "unfollow", amongFollowed: true,
          postalCodes: OutputOptions.sample(width: 80).postalCodes, language: language))
      let message = output.messages.joined()
      #expect(!message.contains(english), "\(message)")
      #expect(message.contains(ResolutionReport.describe(request, language: language)))
    }
    #expect(ResolutionReport.describe(.here) == "here")
    #expect(ResolutionReport.describe(.followed) == "every followed city")
  }

  static let foreign = Language.allCases.filter { $0 != .en }
}
