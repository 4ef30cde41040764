package import Foundation
package import WeatherFeatures

/// Dates as a city's local clock shows them, computed from the forecast's UTC offset.
///
/// Plain arithmetic on the proleptic Gregorian calendar, without formatters: a view runs on every
/// frame and must stay cheap.
package struct LocalCalendar {
  /// The city's offset from UTC in seconds.
  package var utcOffsetSeconds: Int

  /// The calendar of a city `utcOffsetSeconds` east of UTC.
  package init(utcOffsetSeconds: Int) {
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// Each language's short weekday names, Monday first: English's own, the others CLDR's
  /// stand-alone abbreviations ("Mo", "lun.", "пн", "月"), read once, not on every frame.
  package static let weekdayNames: [Language: [String]] = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { language in
      guard language != .en else { return (language, weekdays) }
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: language.localeIdentifier)
      let sundayFirst: [String] = formatter.shortStandaloneWeekdaySymbols
      guard sundayFirst.count == 7 else { return (language, weekdays) }
      return (language, Array(sundayFirst[1...]) + [sundayFirst[0]])
    })

  /// "Tue" in `language`.
  package func weekday(_ date: Date, language: Language = .en) -> String {
    Self.weekdayName(Self.floorDivide(localSeconds(date), 86_400), language)
  }

  /// "07:05".
  package func time(_ date: Date) -> String {
    let seconds = localSeconds(date)
    let minuteOfDay = ((seconds / 60) % 1440 + 1440) % 1440
    return Self.twoDigits(minuteOfDay / 60) + ":" + Self.twoDigits(minuteOfDay % 60)
  }

  /// "Tue 15".
  package func day(_ date: Date, language: Language = .en) -> String {
    let days = Self.floorDivide(localSeconds(date), 86_400)
    return Self.dayText(days, language)
  }

  /// "Tue 15" for "2026-09-15" ("Di 15" in German); the text as is when it is not such a date.
  package static func day(isoDate: String, language: Language = .en) -> String {
    let parts = isoDate.split(separator: "-")
    // Four-digit years only: "9000000000000000000-01-01" (a damaged cache) overflowed the
    // day count.
    guard parts.count == 3, let year = Int(parts[0]), (0...9999).contains(year),
      let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
      (1...31).contains(day)
    else { return isoDate }
    return dayText(daysFromCivil(year: year, month: month, day: day), language)
  }

  private func localSeconds(_ date: Date) -> Int {
    let value = date.timeIntervalSince1970
    guard value.isFinite, abs(value) < 1e12 else { return 0 }
    return Int(value.rounded(.down)) + utcOffsetSeconds
  }

  private static func dayText(_ daysSinceEpoch: Int, _ language: Language) -> String {
    weekdayName(daysSinceEpoch, language) + " " + String(civilDay(daysSinceEpoch))
  }

  private static func weekdayName(_ daysSinceEpoch: Int, _ language: Language) -> String {
    // 1970-01-01 was a Thursday (index 3 from Monday).
    let names = weekdayNames[language] ?? weekdays
    return names[((daysSinceEpoch % 7) + 7 + 3) % 7]
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  /// Days since 1970-01-01 of a civil date (H. Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day of the month of a count of days since 1970-01-01.
  private static func civilDay(_ days: Int) -> Int {
    let z = days + 719_468
    let era = floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    return dayOfYear - (153 * mp + 2) / 5 + 1
  }
}
