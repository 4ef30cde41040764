import Foundation

/// Reads and writes the providers' local wall-clock times with plain arithmetic, independent of
/// the machine's locale, calendar and time zone.
///
/// Open-Meteo sends `2026-09-15T12:00` and `2026-09-15` in the location's time zone; the instant
/// is the wall-clock time minus the offset in force then, which `LocalZone` gives.
enum LocalTime {
  /// The fields of a local date and time.
  struct Fields: Hashable {
    var year, month, day: Int
    var hour = 0, minute = 0, second = 0
  }

  /// The instant of a local `YYYY-MM-DDTHH:MM[:SS]` time in `zone` (daylight saving included), or
  /// `nil` when the text is not one.
  static func date(fromLocal text: String, in zone: LocalZone) -> Date? {
    guard let fields = parse(text, withTime: true) else { return nil }
    let offset = zone.offset(atLocal: localSeconds(fields))
    return instant(fields, utcOffsetSeconds: offset)
  }

  /// Whether `text` is a valid `YYYY-MM-DD` date.
  static func isDate(_ text: String) -> Bool { parse(text, withTime: false) != nil }

  /// The local `YYYY-MM-DD` date of `date` at `utcOffsetSeconds`.
  static func dateString(of date: Date, utcOffsetSeconds: Int) -> String {
    let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + utcOffsetSeconds
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let (year, month, day) = civil(fromDays: days)
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// Parses `YYYY-MM-DD`, or with `withTime` `YYYY-MM-DDTHH:MM` with optional `:SS`.
  static func parse(_ text: String, withTime: Bool) -> Fields? {
    let bytes = Array(text.utf8)
    let expected = withTime ? [16, 19] : [10]
    guard expected.contains(bytes.count), bytes[4] == UInt8(ascii: "-"),
      bytes[7] == UInt8(ascii: "-"),
      let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
      let day = number(bytes, 8, 2)
    else { return nil }
    var fields = Fields(year: year, month: month, day: day)
    if withTime {
      guard bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
        let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2)
      else { return nil }
      fields.hour = hour
      fields.minute = minute
      if bytes.count == 19 {
        guard bytes[16] == UInt8(ascii: ":"), let second = number(bytes, 17, 2) else { return nil }
        fields.second = second
      }
    }
    guard (1...12).contains(fields.month),
      (1...daysIn(month: fields.month, year: fields.year)).contains(fields.day),
      (0...23).contains(fields.hour), (0...59).contains(fields.minute),
      (0...59).contains(fields.second)
    else { return nil }
    return fields
  }

  private static func instant(_ fields: Fields, utcOffsetSeconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(localSeconds(fields) - utcOffsetSeconds))
  }

  /// The wall-clock time as seconds since 1970, read as if it were UTC.
  private static func localSeconds(_ fields: Fields) -> Int {
    let days = self.days(fromCivil: fields.year, fields.month, fields.day)
    return days * 86_400 + fields.hour * 3600 + fields.minute * 60 + fields.second
  }

  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<(start + count)] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
  private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01.
  private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
