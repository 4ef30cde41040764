package import Foundation
package import WeatherFeatures

/// Dates shown in the forecast city's own time: in English a fixed format ("Tue 15", "07:24"),
/// in another language its locale's weekday names, order and hour cycle.
package struct LocalTimeFormat {
  private let time: DateFormatter
  private let weekday: DateFormatter
  private let parseDay: DateFormatter

  /// Times in the zone named `identifier` (daylight saving included), or at the fixed offset
  /// when the name is not a zone.
  package init(timeZone identifier: String, utcOffsetSeconds: Int, language: Language = .en) {
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
    guard language != .en else {
      time = formatter("HH:mm", zone)
      weekday = formatter("EEE d", zone)
      return
    }
    func localized(_ template: String) -> DateFormatter {
      let formatter = formatter("", zone)
      formatter.locale = Locale(identifier: language.localeIdentifier)
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter
    }
    // "j" is the locale's own hour (12 or 24).
    time = localized("jmm")
    weekday = localized("EEEd")
  }

  /// "07:24".
  package func time(_ date: Date) -> String { time.string(from: date) }

  /// "Tue 15" for "2026-09-15"; the text as is when it is not a date.
  package func day(_ isoDate: String) -> String {
    parseDay.date(from: isoDate).map { weekday.string(from: $0) } ?? isoDate
  }

  /// "Tue 15" for a moment.
  package func day(_ date: Date) -> String { weekday.string(from: date) }
}
