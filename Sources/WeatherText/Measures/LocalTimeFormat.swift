package import Foundation
package import WeatherFeatures

/// Dates shown in the forecast city's own time: in English a fixed format ("Tue 15", "07:24"),
/// in another language its locale's weekday names, order and hour cycle.
package struct LocalTimeFormat {
  private let time: DateFormatter
  private let weekday: DateFormatter
  private let parseDay: DateFormatter
  private let calendar: Calendar

  /// Times in the zone named `identifier` (daylight saving included), or at the fixed offset
  /// when the name is not a zone.
  ///
  /// `clockLocale` (the user's POSIX locale, e.g. "en_US") gives the hour cycle: `2:15 PM` for
  /// en_US, `14:15` for en_GB or de_DE; without one, English is `14:15` and another language
  /// takes its own locale's.
  package init(
    timeZone identifier: String, utcOffsetSeconds: Int, language: Language = .en,
    clockLocale: String? = nil
  ) {
    let zone =
      TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: utcOffsetSeconds)
      ?? TimeZone(identifier: "UTC") ?? .current
    func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = zone
      formatter.dateFormat = format
      return formatter
    }
    parseDay = formatter("yyyy-MM-dd", zone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
    func localized(_ template: String, _ locale: String) -> DateFormatter {
      let formatter = formatter("", zone)
      formatter.locale = Locale(identifier: locale)
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter
    }
    // "j" is the locale's own hour (12 or 24).
    if let clockLocale {
      time = localized("jmm", clockLocale)
    } else {
      time =
        language == .en ? formatter("HH:mm", zone) : localized("jmm", language.localeIdentifier)
    }
    weekday =
      language == .en ? formatter("EEE d", zone) : localized("EEEd", language.localeIdentifier)
  }

  /// "07:24" (or "7:24 AM" on a 12-hour clock).
  package func time(_ date: Date) -> String { time.string(from: date) }

  /// Whether `date` is in the hour from local midnight, whatever the clock shows for it.
  package func isMidnightHour(_ date: Date) -> Bool {
    calendar.component(.hour, from: date) == 0
  }

  /// "Tue 15" for "2026-09-15"; the text as is when it is not a date.
  package func day(_ isoDate: String) -> String {
    parseDay.date(from: isoDate).map { weekday.string(from: $0) } ?? isoDate
  }

  /// "Tue 15" for a moment.
  package func day(_ date: Date) -> String { weekday.string(from: date) }
}
