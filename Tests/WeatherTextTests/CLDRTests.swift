import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Issue 24, item 2, the second source for dates and clocks: CLDR, as Foundation carries it (on
/// Linux, FoundationInternationalization's ICU data). The views take weekday names and the
/// hour cycle from it, so these tests check two things: that the data is there on this
/// platform (an English fallback would pass unnoticed otherwise), and that it says what a
/// speaker of each language expects, written down here by hand.
@Suite struct CLDRTests {
  /// Monday and January in each language, stand-alone, as a speaker writes them.
  static let expected: [Language: (monday: String, january: String)] = [
    .en: ("Monday", "January"), .de: ("Montag", "Januar"), .fr: ("lundi", "janvier"),
    .es: ("lunes", "enero"), .it: ("lunedì", "gennaio"), .pt: ("segunda-feira", "janeiro"),
    .nl: ("maandag", "januari"), .pl: ("poniedziałek", "styczeń"),
    .ru: ("понедельник", "январь"), .uk: ("понеділок", "січень"), .ja: ("月曜日", "1月"),
    .zh: ("星期一", "一月"),
  ]

  static func formatter(_ language: Language) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: language.localeIdentifier)
    return formatter
  }

  @Test(arguments: Language.allCases)
  func weekdayAndMonthNamesAreCLDRs(_ language: Language) throws {
    let cldr = Self.formatter(language)
    let expected = try #require(Self.expected[language])
    // Sunday first.
    #expect(cldr.standaloneWeekdaySymbols[1].lowercased() == expected.monday.lowercased())
    #expect(cldr.standaloneMonthSymbols[0].lowercased() == expected.january.lowercased())
    #expect(Set(cldr.standaloneWeekdaySymbols).count == 7)
    #expect(Set(cldr.standaloneMonthSymbols).count == 12)
  }

  /// The app's short names are CLDR's stand-alone abbreviations, Monday first, seven
  /// different ones, and not English in another language.
  @Test(arguments: Language.allCases)
  func theAppsWeekdaysAreCLDRs(_ language: Language) throws {
    let names = try #require(LocalCalendar.weekdayNames[language])
    #expect(names.count == 7 && Set(names).count == 7)
    if language == .en {
      #expect(names == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    } else {
      let cldr: [String] = Self.formatter(language).shortStandaloneWeekdaySymbols
      #expect(names == Array(cldr.dropFirst()) + cldr.prefix(1))
      #expect(!names.contains("Mon") && !names.contains("Tue"), "\(language): \(names)")
    }
    // 2026-09-14 was a Monday.
    #expect(LocalCalendar.day(isoDate: "2026-09-14", language: language) == names[0] + " 14")
  }

  /// The command views' day column names the same weekday CLDR does, in its formatting form.
  @Test(arguments: Language.allCases.filter { $0 != .en })
  func theForecastsDaysAreCLDRs(_ language: Language) {
    let format = LocalTimeFormat(timeZone: "UTC", utcOffsetSeconds: 0, language: language)
    let monday = format.day("2026-09-14")
    let cldr = Self.formatter(language).shortWeekdaySymbols[1]
    #expect(monday.contains(cldr), "\(language): \(monday) has no \(cldr)")
    #expect(monday.contains("14"), "\(language): \(monday)")
  }

  /// The hour cycle: 24 hours in every language's own country, 12 in the US (as CLDR has it,
  /// and as clocks there show it).
  @Test(arguments: Language.allCases)
  func hourCycles(_ language: Language) {
    let template =
      DateFormatter.dateFormat(
        fromTemplate: "j", options: 0, locale: Locale(identifier: language.localeIdentifier)) ?? ""
    #expect(template.contains("H"), "\(language): \(template)")
    let format = LocalTimeFormat(timeZone: "UTC", utcOffsetSeconds: 0, language: language)
    let afternoon = Date(timeIntervalSince1970: 1_789_394_700)  // 2026-09-14 14:05 UTC
    #expect(format.time(afternoon).contains("14"), "\(language): \(format.time(afternoon))")
    let american = LocalTimeFormat(
      timeZone: "UTC", utcOffsetSeconds: 0, language: language, clockLocale: "en_US")
    #expect(american.time(afternoon).contains("2:05"), "\(language)")
    #expect(!american.time(afternoon).contains("14"), "\(language)")
  }
}
