import Foundation
import LoopbackHTTPServer
import Testing

/// Issue 24, item 2: names and labels in the user's language; `--json` never.
@Suite struct LanguageEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  @Test func aGermanLocaleShowsGermanWeekdaysAndConditions() async throws {
    let run = try await sandbox.run(
      ["forecast", "berlin"], server: server, ["LANG": "de_DE.UTF-8"])
    expectSuccess(run)
    let lines = run.stdoutLines
    #expect(lines.first?.hasPrefix("Berlin, ") == true, "\(run)")
    #expect(lines.first?.hasSuffix("jetzt 14:15 Ortszeit, bedeckt") == true, "\(run)")
    #expect(lines.contains { $0.contains("(gefühlt 20°C)") }, "\(run)")
    let header = try #require(lines.firstIndex { $0.hasPrefix("TAG ") }, "\(run)")
    let days = lines[(header + 1)...].prefix { !$0.isEmpty }
    #expect(days.first?.hasPrefix("Di. 15.") == true, "\(run)")
    #expect(days.first?.contains("leichte Regenschauer") == true, "\(run)")
    #expect(days.dropFirst().first?.hasPrefix("Mi. 16.") == true, "\(run)")
  }

  @Test func langBeatsTheLocaleAndTheConfig() async throws {
    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("lang = ru\n".utf8).write(to: config)
    let file = try await sandbox.run(["now", "paris", "--format", "%C"], server: server)
    #expect(file.stdout == "пасмурно\n", "\(file)")
    let flag = try await sandbox.run(
      ["now", "paris", "--format", "%C", "--lang", "ja"], server: server)
    #expect(flag.stdout == "曇り\n", "\(flag)")
  }

  /// Times follow the locale's clock: 12 hours in the US, 24 in Britain and Germany.
  @Test func timesFollowTheLocalesHourCycle() async throws {
    let format = ["now", "paris", "--units", "metric", "--format", "%S %s"]
    let american = try await sandbox.run(format, server: server, ["LANG": "en_US.UTF-8"])
    expectSuccess(american)
    let times = american.stdout.split(whereSeparator: { " \u{202F}\n".contains($0) })
    #expect(times.first == "7:27" && times.contains("AM") && times.contains("8:05"), "\(american)")
    #expect(times.contains("PM"), "\(american)")
    let british = try await sandbox.run(format, server: server, ["LANG": "en_GB.UTF-8"])
    #expect(british.stdout == "07:27 20:05\n", "\(british)")
    let german = try await sandbox.run(format, server: server, ["LC_ALL": "de_DE.UTF-8"])
    #expect(german.stdout == "07:27 20:05\n", "\(german)")
  }

  @Test func jsonIsTheSameInEveryLanguage() async throws {
    var outputs: [String] = []
    for lang in ["en", "de", "ja", "ru", "zh"] {
      let run = try await sandbox.run(
        ["forecast", "paris", "--json", "--lang", lang], server: server)
      expectSuccess(run)
      outputs.append(run.stdout)
    }
    // The first run fetched; the others read the cached forecast, so even fetchedAt agrees.
    #expect(Set(outputs).count == 1)
  }

  /// A failure in German, with the exit code it has in English: the words change, the status
  /// and the provider's own words do not.
  @Test func aGermanLocaleGetsGermanErrorsWithTheSameExitCodes() async throws {
    let port = try #require(sandbox.refusedURL.port)
    let offline = try await sandbox.run(["forecast", "berlin"], ["LANG": "de_DE.UTF-8"])
    expectFailure(
      offline, status: 4,
      "weather: der Wetterdienst ist nicht erreichbar: could not connect to 127.0.0.1:\(port)")

    let typo = try await sandbox.run(["forcast", "berlin"], ["LANG": "de_DE.UTF-8"])
    #expect(typo.status == 64, "\(typo)")
    let lines = typo.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "weather: unbekannter Befehl 'forcast'; meinten Sie 'forecast'?", "\(typo)")
    #expect(lines.dropFirst().first?.hasPrefix("Aufruf: weather") == true, "\(typo)")
    // --lang beats the locale here too, before any command has parsed it.
    let flag = try await sandbox.run(
      ["forcast", "berlin", "--lang", "fr"], ["LANG": "de_DE.UTF-8"])
    #expect(flag.status == 64, "\(flag)")
    #expect(flag.stderr.hasPrefix("weather: commande inconnue 'forcast'"), "\(flag)")
  }

  /// An ambiguous name in German: the report and its candidates in German, the exit status
  /// English gives, nothing fetched.
  @Test func anAmbiguousNameIsReportedInGermanWithTheSameExitCode() async throws {
    let english = try await sandbox.run(["forecast", "springfield"], server: server)
    let german = try await sandbox.run(
      ["forecast", "springfield"], server: server, ["LANG": "de_DE.UTF-8"])
    let lines = german.stderr.split(separator: "\n").count
    expectFailure(
      german, status: english.status, "weather: \"springfield\" passt auf ",
      "Städte; geben Sie eine ID an, z. B. `weather forecast 4409896`:",
      "  4409896  Springfield, Missouri, US", lines: lines)
    #expect(english.status == 64, "\(english)")
    // The same candidates, in the same order, under either language's sentence.
    #expect(
      german.stderr.split(separator: "\n").dropFirst()
        == english.stderr.split(separator: "\n").dropFirst(), "\(german)")
    #expect(!german.stderr.contains("matches"), "\(german)")
    #expect(server.requests.isEmpty)
  }

  /// `weather config` in German: headers, the file's line and every source German; keys and
  /// values as they are, and `--json` the same bytes as in English.
  @Test func configInGerman() async throws {
    let run = try await sandbox.run(["config"], ["LANG": "de_DE.UTF-8", "COLUMNS": "132"])
    expectSuccess(run)
    let lines = run.stdoutLines
    #expect(lines.first?.hasPrefix("Konfigurationsdatei: /") == true, "\(run)")
    #expect(lines.first?.hasSuffix(" (nicht gefunden)") == true, "\(run)")
    #expect(lines.contains { $0.hasPrefix("SCHLÜSSEL ") && $0.hasSuffix(" QUELLE") }, "\(run)")
    #expect(
      lines.contains {
        $0.hasPrefix("units ") && $0.hasSuffix(" Gebietsschema (LANG=de_DE.UTF-8)")
      },
      "\(run)")
    #expect(
      lines.contains {
        $0.hasPrefix("provider ") && $0.hasSuffix(" Standard (kein OPENWEATHER_API_KEY)")
      }, "\(run)")
    #expect(lines.contains { $0.hasPrefix("place ") && $0.hasSuffix(" nicht gesetzt") }, "\(run)")
    #expect(lines.contains { $0.hasPrefix("days ") && $0.hasSuffix(" Standard") }, "\(run)")
    #expect(!run.stdout.contains("default") && !run.stdout.contains("locale"), "\(run)")

    // Only `lang` itself differs between the languages: every other value and source is the
    // same English text.
    let german = try await sandbox.run(
      ["config", "--json", "--lang", "de"], ["LANG": "de_DE.UTF-8"])
    let english = try await sandbox.run(
      ["config", "--json", "--lang", "en"], ["LANG": "de_DE.UTF-8"])
    expectSuccess(german)
    expectSuccess(english)
    func withoutLang(_ run: WeatherRun) throws -> NSDictionary {
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
      let json = try #require((object as? NSDictionary)?.mutableCopy() as? NSMutableDictionary)
      let settings = try #require(
        (json["settings"] as? NSDictionary)?.mutableCopy() as? NSMutableDictionary)
      settings.removeObject(forKey: "lang")
      json["settings"] = settings
      return json
    }
    #expect(try withoutLang(german) == withoutLang(english), "\(german)")
    #expect(german.stdout.contains("\"default\""), "\(german)")
    #expect(!german.stdout.contains("Standard"), "\(german)")
  }

  /// A stale forecast in Russian: the notice on standard error and the line in the forecast
  /// are Russian; the compass points and units are as Russian writes them.
  @Test func aStaleForecastIsSaidInTheLanguage() async throws {
    expectSuccess(try await sandbox.run(["forecast", "paris"], server: server))
    let cache = try #require(
      try FileManager.default.contentsOfDirectory(
        at: sandbox.cacheDirectory, includingPropertiesForKeys: nil
      ).first { $0.lastPathComponent.hasPrefix("open-meteo-2988507@") })
    let text = try String(contentsOf: cache, encoding: .utf8)
    let pattern = /"fetchedAt":(-?[0-9.eE+]+)/
    let match = try #require(text.firstMatch(of: pattern))
    let fetchedAt = try #require(Double(match.output.1))
    try Data(
      text.replacing(pattern, maxReplacements: 1) { _ in "\"fetchedAt\":\(fetchedAt - 7230)" }
        .utf8
    ).write(to: cache)

    let run = try await sandbox.run(["forecast", "paris", "--lang", "ru"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("устарел: этот прогноз получен 2 ч назад"), "\(run)")
    #expect(run.stdout.contains("км/ч"), "\(run)")
    #expect(!run.stdout.contains("km/h"), "\(run)")
    #expect(
      run.stderr.hasPrefix("weather: не удаётся связаться с метеосервисом: "), "\(run)")
    #expect(run.stderr.contains("; показан прогноз, полученный 2 ч назад"), "\(run)")
  }

  /// `now --json` is the same bytes in all twelve languages.
  @Test func nowJSONIsTheSameInEveryLanguage() async throws {
    var outputs: Set<String> = []
    for lang in ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ja", "zh"] {
      let run = try await sandbox.run(["now", "paris", "--json", "--lang", lang], server: server)
      expectSuccess(run)
      outputs.insert(run.stdout)
    }
    #expect(outputs.count == 1)
  }

  /// A usage error from a command's checks, and `--format`'s, in the language (the locale, or
  /// `--lang`), with exit 64 as in English.
  @Test func usageErrorsAreSaidInTheLanguage() async throws {
    let days = try await sandbox.run(
      ["forecast", "berlin", "--days", "40"], ["LANG": "de_DE.UTF-8"])
    #expect(days.status == 64, "\(days)")
    let lines = days.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "weather: --days muss zwischen 1 und 16 liegen.", "\(days)")
    #expect(lines.dropFirst().first?.hasPrefix("Aufruf: weather forecast") == true, "\(days)")

    let english = try await sandbox.run(["forecast", "berlin", "--days", "40"])
    #expect(english.status == 64, "\(english)")
    #expect(english.stderr.hasPrefix("weather: --days must be 1 to 16.\n"), "\(english)")

    let latitude = try await sandbox.run(
      ["forecast", "--lat", "95", "--lon", "0"], ["LANG": "ru_RU.UTF-8"])
    #expect(latitude.status == 64, "\(latitude)")
    #expect(
      latitude.stderr.hasPrefix("weather: Значение --lat должно быть от -90 до 90.\n"),
      "\(latitude)")

    let format = try await sandbox.run(["now", "paris", "--format", "%q", "--lang", "ja"])
    #expect(format.status == 64, "\(format)")
    #expect(
      format.stderr.hasPrefix("weather: --format に不明な指定子 %q があります（使えるもの: %c %x %C"),
      "\(format)")

    let search = try await sandbox.run(
      ["search", "paris", "--limit", "0"], ["LANG": "zh_CN.UTF-8"])
    #expect(search.status == 64, "\(search)")
    #expect(search.stderr.hasPrefix("weather: --limit 必须在 1 到 100 之间。\n"), "\(search)")
  }

  /// The usage errors swift-argument-parser words itself, in the language, with its exit 64;
  /// in English as the parser says them.
  @Test func parserErrorsAreSaidInTheLanguage() async throws {
    let cases: [(arguments: [String], language: String, first: String)] = [
      (
        ["forecast", "--days", "abc"], "de_DE.UTF-8",
        "weather: Der Wert 'abc' ist für '--days <days>' ungültig"
      ),
      (["forecast", "--days"], "de_DE.UTF-8", "weather: Für '--days <days>' fehlt ein Wert"),
      (["follow"], "fr_FR.UTF-8", "weather: Il manque l’argument '<city> ...'"),
      (["forecast", "--days", "abc"], "ja_JP.UTF-8", "weather: 値 'abc' は '--days <days>' には使えません"),
      (
        ["forecast", "--days", "abc"], "C.UTF-8",
        "weather: The value 'abc' is invalid for '--days <days>'"
      ),
    ]
    for (arguments, language, first) in cases {
      let result = try await sandbox.run(arguments, ["LANG": language])
      #expect(result.status == 64, "\(result)")
      #expect(result.stderr.split(separator: "\n").first.map(String.init) == first, "\(result)")
    }
  }

  /// A config error in the language, exit 78 as in English: where it is stays as written (the
  /// variable, the file and line, the key), the problem is worded.
  @Test func configErrorsAreSaidInTheLanguage() async throws {
    let variable = try await sandbox.run(
      ["forecast", "berlin"], ["LANG": "fr_FR.UTF-8", "WEATHER_DAYS": "99"])
    expectFailure(
      variable, status: 78,
      "weather: WEATHER_DAYS: \"99\" n’est pas valable : attendu un nombre de jours de 1 à 16")

    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("units = metric\ncolr = never\n".utf8).write(to: config)
    let file = try await sandbox.run(["now", "paris", "--lang", "es"], server: server)
    expectFailure(
      file, status: 78, "weather: \(config.path):2: colr: clave desconocida (conocidas: ")
    let english = try await sandbox.run(["now", "paris"], server: server)
    expectFailure(english, status: 78, "weather: \(config.path):2: colr: unknown key (known: ")
    // With the config unreadable, a usage error still follows WEATHER_LANG.
    let usage = try await sandbox.run(
      ["forecast", "berlin", "--days", "40"], ["WEATHER_LANG": "it"])
    #expect(usage.status == 64, "\(usage)")
    #expect(usage.stderr.hasPrefix("weather: --days deve essere tra 1 e 16.\n"), "\(usage)")
  }

  /// Why a file was refused (the key file, the config file) is said in the language, with
  /// the exit code of the English run.
  @Test func fileRefusalsAreSaidInTheLanguage() async throws {
    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    let keyFile = sandbox.home.appendingPathComponent("owm.key")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("openweathermap_key_file = \(keyFile.path)\n".utf8).write(to: config)
    try Data("\(ProviderEndToEndTests.apiKey)\n".utf8).write(to: keyFile)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyFile.path)
    let owm = try ProviderEndToEndTests.openWeatherMapServer()
    let german = try await sandbox.run(
      ["forecast", "--id", "2643743"], server: owm, ["LANG": "de_DE.UTF-8"])
    let english = try await sandbox.run(["forecast", "--id", "2643743"], server: owm)
    #expect(english.status == 78, "\(english)")
    #expect(german.status == english.status, "\(german)")
    #expect(
      german.stderr
        == "weather: die OpenWeatherMap-Schlüsseldatei \(keyFile.path): Modus 644 erlaubt "
        + "anderen Benutzern das Lesen; nicht gelesen (chmod 600 ausführen)\n", "\(german)")
    #expect(!german.stderr.contains(ProviderEndToEndTests.apiKey))

    try FileManager.default.removeItem(at: config)
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: false)
    let french = try await sandbox.run(["now", "paris", "--lang", "fr"], server: server)
    let directory = try await sandbox.run(["now", "paris"], server: server)
    #expect(directory.status == 78, "\(directory)")
    #expect(
      directory.stderr
        == "weather: \(config.path): not a regular file (it is a directory); not read\n")
    #expect(french.status == directory.status, "\(french)")
    #expect(
      french.stderr
        == "weather: \(config.path): pas un fichier ordinaire (c’est un répertoire) ; non lu\n",
      "\(french)")
  }

  /// `weather app` without a terminal refuses in the language, with the English exit code.
  @Test func theAppsRefusalIsSaidInTheLanguage() async throws {
    let english = try await sandbox.run(["app"])
    let german = try await sandbox.run(["app"], ["LANG": "de_DE.UTF-8"])
    #expect(english.status == 64, "\(english)")
    #expect(german.status == english.status, "\(german)")
    #expect(
      german.stderr.hasPrefix(
        "weather: die App braucht ein Terminal an Standardeingabe und -ausgabe\n"), "\(german)")
  }

  /// A warning in the language of the run; the file's path as it is.
  @Test func aWarningIsSaidInTheLanguage() async throws {
    let london =
      #"{"id": 2643743, "name": "London", "admin1": "England", "countryCode": "GB", "countryName": "United Kingdom", "latitude": 51.50853, "longitude": -0.12574, "population": 8961989, "timeZone": "Europe/London"}"#
    try FileManager.default.createDirectory(
      at: sandbox.followingFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version": 1, "cities": [\#(london), \#(london)]}"#.utf8)
      .write(to: sandbox.followingFile)
    let run = try await sandbox.run(["following", "--lang", "de"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "weather: Warnung: \(sandbox.followingFile.path) nennt die ID 2643743 mehr als "
        + "einmal; jede Stadt wird einmal behalten\n", "\(run)")
  }

  /// Numbers in text follow the language's CLDR separators: `search`'s population grouped as
  /// the language groups it, the forecast's millimetres with its decimal sign; English as it was.
  @Test func numbersFollowTheLanguage() async throws {
    let populations = [
      ("en", "8,961,989"), ("de", "8.961.989"), ("fr", "8\u{202F}961\u{202F}989"),
      ("ru", "8\u{A0}961\u{A0}989"), ("ja", "8,961,989"),
    ]
    for (language, population) in populations {
      let run = try await sandbox.run(["search", "london", "--limit", "1", "--lang", language])
      expectSuccess(run)
      #expect(run.stdout.contains(population), "\(language): \(run)")
    }
    let english = try await sandbox.run(["forecast", "berlin"], server: server)
    let german = try await sandbox.run(["forecast", "berlin", "--lang", "de"], server: server)
    expectSuccess(english)
    expectSuccess(german)
    #expect(english.stdout.contains(/\d\.\d mm/), "\(english)")
    #expect(german.stdout.contains(/\d,\d mm/), "\(german)")
    #expect(!german.stdout.contains(/\d\.\d mm/), "\(german)")
  }
}
