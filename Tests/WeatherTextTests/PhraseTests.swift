import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Issue 24, item 2: every message and every word of the app in every language, each template
/// filling in what the English one fills in.
@Suite struct PhraseTests {
  static let foreign = Language.allCases.filter { $0 != .en }

  @Test(arguments: Language.allCases)
  func everyLanguageHasEveryPhrase(_ language: Language) throws {
    let table = try #require(Wording.phrases[language])
    #expect(table.count == Wording.Phrase.allCases.count)
    #expect(table.allSatisfy { !$0.isEmpty })
  }

  /// `{1}`, `{2}` in a translation are the English template's, no more, no fewer.
  @Test(arguments: Language.allCases)
  func placeholdersMatchTheEnglish(_ language: Language) throws {
    let english = try #require(Wording.phrases[.en])
    let table = try #require(Wording.phrases[language])
    for (index, phrase) in Wording.Phrase.allCases.enumerated() {
      #expect(
        Self.placeholders(table[index]) == Self.placeholders(english[index]),
        "\(language) \(phrase): \(table[index])")
    }
  }

  private static func placeholders(_ text: String) -> [String] {
    ["{1}", "{2}", "{3}"].filter { text.contains($0) }
  }

  /// Most phrases are words, and a language that left one in English would show here; those
  /// that may stay (a number and an SI symbol, a product name) are listed.
  @Test(arguments: foreign)
  func wordsAreTranslated(_ language: Language) throws {
    let english = try #require(Wording.phrases[.en])
    let table = try #require(Wording.phrases[language])
    let mayStay: Set<Wording.Phrase> = [
      .ageSeconds, .ageMinutes, .ageHours, .ageUnderAMinute, .searchOffline, .searchOnline,
      .recentPicked, .keyLetters, .nextJoin,
    ]
    for (index, phrase) in Wording.Phrase.allCases.enumerated() where !mayStay.contains(phrase) {
      #expect(table[index] != english[index], "\(language) \(phrase) is English")
    }
  }

  @Test func errorsAreWordedButKeepTheProvidersWords() {
    let german = Wording(.de)
    #expect(
      german.message(.offline("could not connect to 127.0.0.1:9"))
        == "der Wetterdienst ist nicht erreichbar: could not connect to 127.0.0.1:9")
    #expect(german.message(.unknownCity(42)) == "keine Stadt hat die ID 42")
    #expect(
      Wording(.ja).message(.rateLimited("limit")) == "リクエストが多すぎます。1分後に再試行してください (limit)")
    // What the system or the config said is quoted as said.
    #expect(
      german.message(.configuration("WEATHER_DAYS: not a number")) == "WEATHER_DAYS: not a number")
    #expect(Wording(.en).message(.timedOut) == WeatherError.timedOut.message)
  }

  @Test func agesInTheLanguage() {
    let staleness = {
      Staleness(fetchedAt: Date(timeIntervalSince1970: 0), ageSeconds: $0, reason: nil)
    }
    #expect(Wording(.en).age(staleness(5400)) == "1 h")
    #expect(Wording(.en).age(staleness(86_400)) == "1 day")
    #expect(Wording(.en).age(staleness(3 * 86_400)) == "3 days")
    #expect(Wording(.de).age(staleness(3 * 86_400)) == "3 Tagen")
    #expect(Wording(.ru).age(staleness(1500)) == "25 мин")
    #expect(Wording(.ja).age(staleness(7200)) == "2時間")
    #expect(Wording(.zh).age(staleness(-1)) == "未知时间")
    // English says what Staleness says.
    for seconds in [-1, 0, 59, 60, 3599, 3600, 86_399, 86_400, 172_800] {
      #expect(Wording(.en).age(staleness(seconds)) == staleness(seconds).ageDescription)
    }
  }

  /// Eight points per language, all different, clockwise from north.
  @Test(arguments: Language.allCases)
  func compassPoints(_ language: Language) throws {
    let points = try #require(Wording.compassPoints[language])
    #expect(points.count == 8 && Set(points).count == 8)
    let words = Wording(language)
    #expect(words.compass(0) == points[0])
    #expect(words.compass(90) == points[2])
    #expect(words.compass(225) == points[5])
    #expect(words.compass(359) == points[0])
  }

  @Test func compassAndUnitsAsTheLanguageWritesThem() {
    #expect(Wording(.de).compass(90) == "O")
    #expect(Wording(.fr).compass(270) == "O")
    #expect(Wording(.nl).compass(180) == "Z")
    #expect(Wording(.ru).compass(135) == "ЮВ")
    #expect(Wording(.ja).compass(315) == "北西")
    #expect(Wording(.zh).compass(45) == "东北")
    #expect(Measurement.wind(12, direction: 225, .metric, language: .ru) == "12 км/ч ЮЗ")
    #expect(Measurement.wind(12, direction: 225, .metric, language: .uk) == "12 км/год ПдЗх")
    #expect(Measurement.wind(12, direction: 225, .metric) == "12 km/h SW")
    #expect(Measurement.pressure(1016, .metric, language: .ru) == "1016 гПа")
    #expect(Measurement.pressure(1016, .metric, language: .de) == "1016 hPa")
  }

  /// The command line's usage errors in the language; English as it was before issue 24.
  @Test func usageErrorsInTheLanguage() {
    #expect(Wording(.en).phrase(.optionRange, "--days", "1", "16") == "--days must be 1 to 16.")
    #expect(
      Wording(.de).phrase(.optionRange, "--days", "1", "16")
        == "--days muss zwischen 1 und 16 liegen.")
    #expect(
      Wording(.pl).phrase(.countryCode, "US")
        == "--country musi być dwuliterowym kodem ISO, np. US.")
    #expect(
      Wording(.en).phrase(.notAGeoNamesID, "0", "1", "99999999")
        == "0 is not a GeoNames id: ids run from 1 to 99999999 (`weather search <name>` shows a "
        + "city's id)")
    #expect(Wording(.zh).phrase(.progressForecast) == "正在获取预报")
    #expect(Wording(.uk).phrase(.warning, "x") == "попередження: x")
  }

  /// `--format`'s problems are typed, and worded in the language; the English is `message`.
  @Test func formatProblemsInTheLanguage() throws {
    let unknown = try #require(throws: StatusLineFormat.Problem.self) {
      try StatusLineFormat("%t %q")
    }
    #expect(unknown.unknown == "q")
    #expect(unknown.message.hasPrefix("--format has an unknown specifier %q (known: %c %x %C "))
    #expect(
      unknown.message(Wording(.fr)).hasPrefix("--format contient un code inconnu %q (connus : %c "))
    let lone = try #require(throws: StatusLineFormat.Problem.self) { try StatusLineFormat("%t %") }
    #expect(lone.unknown == nil)
    #expect(lone.message == "--format ends with a lone %; write %% for a percent sign")
    #expect(
      lone.message(Wording(.ja)) == "--format が単独の % で終わっています。パーセント記号は %% と書きます")
  }

  /// Why a file was refused is typed where it is found and worded here: English is the
  /// library's own text; the system's words stay as said.
  @Test func fileProblemsInTheLanguage() {
    let problems: [FileProblem] =
      [.notPrivate(mode: "644"), .tooLarge(limit: 4096), .tooLarge(limit: 8 << 20), .missing]
      + [
        .notUTF8, .empty, .controlCharacters, .system("cannot read: Permission denied (errno 13)"),
      ]
      + [.directory, .namedPipe, .characterDevice, .blockDevice, .socket, .symbolicLink, .other]
      .map(FileProblem.notRegular)
    for problem in problems {
      #expect(Wording(.en).message(problem) == problem.english)
      let key = WeatherError.keyFile(path: "/k", problem: problem)
      #expect(Wording(.en).message(key) == key.message)
      #expect(ExitStatus(key) == .configuration)
      for language in Self.foreign {
        let worded = Wording(language).message(problem)
        if case .system(let words) = problem {
          #expect(worded == words)
        } else {
          #expect(worded != problem.english, "\(language) \(problem)")
        }
      }
    }
    #expect(
      Wording(.de).message(WeatherError.keyFile(path: "/k", problem: .notPrivate(mode: "644")))
        == "die OpenWeatherMap-Schlüsseldatei /k: Modus 644 erlaubt anderen Benutzern das Lesen; "
        + "nicht gelesen (chmod 600 ausführen)")
    #expect(
      Wording(.fr).message(.notRegular(.directory))
        == "pas un fichier ordinaire (c’est un répertoire) ; non lu")
    #expect(Wording(.ja).message(.tooLarge(limit: 65536)) == "64 KiB を超えています。読み込みません")
  }
}
