import Foundation
import Testing
import TextSnapshots
import WeatherFeatures
import WeatherText

/// Every command view of the presentation layer as text at 60, 80 and 132 columns, plain and
/// styled: a change to what a user reads shows here as a diff of a file, without running the
/// binary.
@Suite struct ViewSnapshotTests {
  static let widths = [60, 80, 132]

  @Test(arguments: widths)
  func forecastDaily(width: Int) throws {
    let view = ForecastView(
      forecast: .sample, also: [.sampleNamesake], days: 7,
      style: TextStyle(isStyled: false, width: width))
    try expectSnapshot(view.render(), named: "forecast-daily-\(width)")
  }

  @Test(arguments: widths)
  func forecastHourly(width: Int) throws {
    let view = ForecastView(
      forecast: .sample, hourly: true, days: 1, style: TextStyle(isStyled: false, width: width))
    try expectSnapshot(view.render(), named: "forecast-hourly-\(width)")
  }

  @Test(arguments: widths)
  func forecastStaleAndStyled(width: Int) throws {
    let staleness = Staleness(
      fetchedAt: Forecast.sample.fetchedAt, ageSeconds: 5400,
      reason: .offline("no network"))
    let view = ForecastView(
      forecast: .sample, staleness: staleness, days: 3,
      style: TextStyle(isStyled: true, width: width))
    try expectSnapshot(view.render(), named: "forecast-stale-styled-\(width)")
  }

  /// `search`'s table: a long name and region cut, the population grouped, a wide script
  /// aligned.
  @Test(arguments: widths)
  func cities(width: Int) throws {
    var long = City.sampleNamesake
    long.name = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"
    long.admin1 = "Wales"
    long.countryCode = "GB"
    let table = CityRows.table(
      [.sampleParis, .sampleNamesake, long, .sampleTokyo],
      style: TextStyle(isStyled: false, width: width))
    try expectSnapshot(table, named: "cities-\(width)")
  }

  /// The one-line view does not depend on the width: one snapshot per format, the same at every
  /// width (checked).
  @Test(arguments: widths)
  func now(width: Int) throws {
    let style = TextStyle(isStyled: true, width: width)
    let view = NowView(city: Forecast.sample.city, forecast: .sample, style: style)
    var lines = [view.line()]
    for format in ["1", "2", "3", "4", "%x %D %S %z %s %d %Z %M %i", "%c %t %w %g %p %o %P %v %u"] {
      lines.append(view.line(try StatusLineFormat(format)))
    }
    try expectSnapshot(lines.joined(separator: "\n"), named: "now")
  }
}

/// Compares `text` with `Snapshots/<name>.txt` beside this file.
func expectSnapshot(
  _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  try expectTextSnapshot(text, named: name, in: directory, sourceLocation: sourceLocation)
}

/// Issue 24, item 2: the forecast and the one-line view in German, Japanese and Russian at 80
/// columns (Japanese checks that wide characters keep the table's columns aligned).
@Suite struct LanguageSnapshotTests {
  @Test(arguments: [Language.de, .ja, .ru])
  func forecast(language: Language) throws {
    let style = TextStyle(isStyled: false, width: 80)
    let daily = ForecastView(forecast: .sample, days: 7, style: style, language: language)
    let hourly = ForecastView(
      forecast: .sample, hourly: true, days: 1, style: style, language: language)
    try expectSnapshot(
      daily.render() + "\n\n" + hourly.render(), named: "forecast-\(language.rawValue)-80")
  }

  @Test(arguments: [Language.de, .ja, .ru])
  func now(language: Language) throws {
    let view = NowView(
      city: Forecast.sample.city, forecast: .sample, style: TextStyle(isStyled: true, width: 80),
      language: language)
    try expectSnapshot(
      [view.line(), view.line(try StatusLineFormat("%C, %S–%s"))].joined(separator: "\n"),
      named: "now-\(language.rawValue)-80")
  }
}

/// Every language names every WMO condition and every label, each its own.
@Suite struct WordingTests {
  static let wmoCodes = [
    0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85,
    86, 95, 96, 99,
  ]

  @Test(arguments: Language.allCases)
  func everyConditionHasAName(language: Language) {
    let names = Self.wmoCodes.map { Wording(language).condition(WeatherCondition(wmoCode: $0)) }
    #expect(Set(names).count == names.count, "\(language): two conditions share a name")
    if language != .en {
      let english = Self.wmoCodes.map { WeatherCondition(wmoCode: $0).description }
      #expect(zip(names, english).filter { $0 == $1 }.isEmpty, "\(language): left in English")
    }
    #expect(Wording(language).condition(.unknown(42)) == "unknown weather (code 42)")
  }

  @Test(arguments: Language.allCases)
  func everyLabelIsThere(language: Language) {
    let words = Wording(language)
    let labels =
      [words.feelsLike, words.now, words.local, words.timeHeader, words.temperatureHeader]
      + words.dailyHeaders + [words.dailyHigh]
    #expect(labels.allSatisfy { !$0.isEmpty })
    #expect(words.dailyHeaders.count == 8)
    #expect(!words.also.isEmpty)
    let merged = words.hourlyChartTitle(hours: 96, step: 2)
    #expect(merged.contains("96") && merged.contains("2") && merged.contains("|"), "\(merged)")
    #expect(!words.hourlyChartTitle(hours: 24, step: 1).contains("%"))
  }

  @Test(arguments: Language.allCases)
  func everyDetailMoonPhaseAndUVLevelIsThere(language: Language) {
    let words = Wording(language)
    let details = [
      words.humidity, words.wind, words.gusts, words.precipitation, words.chanceOfPrecipitation,
      words.pressure, words.visibility, words.uv, words.sunrise, words.sunset, words.moon,
    ]
    #expect(details.allSatisfy { !$0.isEmpty } && Set(details).count == details.count)
    // One moment per phase: each eighth of a lunation from 2026-09-11's new moon.
    let newMoon = Date(timeIntervalSince1970: 1_789_113_600)
    let phases = (0..<8).map { eighth in
      words.moon(MoonPhase(at: newMoon.addingTimeInterval(Double(eighth) * 29.53 / 8 * 86_400)))
    }
    let names = phases.map { $0.prefix { $0 != "," } }
    #expect(Set(names).count == 8, "\(language): \(names)")
    let levels = [1.0, 4, 6, 9, 12].map { words.uvIndex($0) }
    #expect(Set(levels).count == 5, "\(language): \(levels)")
    if language != .en {
      let english = Set(MoonPhase.Name.allCases.map(\.rawValue))
      #expect(!names.contains { english.contains(String($0)) })
      #expect(!levels.contains { $0.contains("high") || $0.contains("low") })
    }
  }

  @Test func theLanguageOfALocale() {
    #expect(Language(locale: "de_DE.UTF-8") == .de)
    #expect(Language(locale: "pt_BR") == .pt)
    #expect(Language(locale: "zh_CN.GB18030") == .zh)
    #expect(Language(locale: "uk_UA.UTF-8") == .uk)
    #expect(Language(locale: "C") == nil)
    #expect(Language(locale: "sv_SE.UTF-8") == nil)
  }
}
