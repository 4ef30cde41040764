import Testing

/// `weather about`, `--help` and `--version`: no network, no files.
@Suite struct HelpEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aboutCreditsTheData() async throws {
    let run = try await sandbox.run(["about"])
    expectSuccess(run)
    #expect(
      run.stdout == """
        weather \(try ChangelogVersion.current())

        Weather data by Open-Meteo.com (https://open-meteo.com/), licensed CC BY 4.0.
        City data from GeoNames (https://www.geonames.org/), licensed CC BY 4.0.
        US ZIP codes from the zipcodes package 1.2.0 (https://pypi.org/project/zipcodes/), MIT.
        With --provider openweathermap: weather data by OpenWeather (https://openweathermap.org/).

        """)
  }

  @Test(arguments: [
    ([], "weather follow 2643743"),
    (["search"], "weather search sao paulo --limit 3"),
    (["follow"], "weather follow zurich"),
    (["unfollow"], "weather unfollow london"),
    (["following"], "weather following --weather --units imperial"),
    (["forecast"], "weather forecast --id 2643743 --days 3 --hourly"),
    (["now"], "weather now --format '%c %t %w'"),
    (["config"], "weather config --units imperial --json"),
    (["about"], "weather about"),
  ])
  func helpShowsExamples(command: [String], example: String) async throws {
    let run = try await sandbox.run(command + ["--help"])
    expectSuccess(run)
    let lines = run.stdoutLines
    // "Examples:" (or "Example:" for the one-example `about`), then the examples, indented.
    let heading = try #require(lines.firstIndex { $0.hasPrefix("Example") }, "\(run)")
    let examples = lines[(heading + 1)...].prefix { $0.hasPrefix("  weather") }
    #expect(examples.contains("  " + example), "\(run)")
    #expect(
      run.stdout.contains("USAGE: weather" + (command.first.map { " " + $0 } ?? "")), "\(run)")
  }

  /// The options that take one of a list of words (`WordArgument`) list them in the help, in
  /// the completions and in the error for another word.
  @Test func wordOptionsListTheirWords() async throws {
    let help = try await sandbox.run(["search", "--help"])
    expectSuccess(help)
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for values in [
      "metric, imperial, uk", "c, f", "kmh, ms, mph, kn", "mm, in",
      "en, de, fr, es, it, pt, nl, pl, ru, uk, ja, zh", "open-meteo, openweathermap",
    ] {
      #expect(text.contains("(values: \(values))"), "\(values) in \(help)")
    }
    let completions = try await sandbox.run(["--generate-completion-script", "bash"])
    expectSuccess(completions)
    #expect(completions.stdout.contains("'metric'$'\\n''imperial'$'\\n''uk'"), "\(completions)")
    let wrong = try await sandbox.run(["search", "london", "--units", "bogus"])
    expectUsageError(
      wrong,
      "The value 'bogus' is invalid for '--units <units>'. Please provide one of 'metric', "
        + "'imperial' or 'uk'.")
  }

  @Test func unknownSubcommandIsAUsageError() async throws {
    let run = try await sandbox.run(["forecats"])
    expectUsageError(run, "unknown command 'forecats'; did you mean 'forecast'?")
    #expect(
      run.stderr.hasSuffix("\nUsage: weather <subcommand> (see `weather --help`)\n"), "\(run)")
  }
}
