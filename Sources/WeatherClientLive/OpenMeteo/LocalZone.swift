import Foundation

/// The clock of a forecast's place, for turning its local wall-clock times into instants.
///
/// Open-Meteo reports one `utc_offset_seconds`, the offset when the forecast was made; a 16-day
/// forecast can cross a daylight-saving change, after which that offset is an hour off. When the
/// answer names the IANA zone (`timezone`, e.g. "Europe/Paris"), the offset in force at each
/// local time is taken from it; the reported offset is the fallback.
struct LocalZone: Sendable {
  let utcOffsetSeconds: Int
  let timeZone: TimeZone?

  init(utcOffsetSeconds: Int, identifier: String?) {
    self.utcOffsetSeconds = utcOffsetSeconds
    // "GMT" is what Open-Meteo names a zone it could not resolve: the offset says as much.
    self.timeZone = identifier.flatMap { $0 == "GMT" ? nil : TimeZone(identifier: $0) }
  }

  /// The offset in force at a local wall-clock time, given as seconds since 1970 read as if UTC.
  func offset(atLocal localSeconds: Int) -> Int {
    guard let timeZone else { return utcOffsetSeconds }
    // The offset at the instant the reported offset suggests, then at the corrected instant:
    // two steps settle every time except those skipped by a spring-forward change.
    var offset = utcOffsetSeconds
    for _ in 0..<2 {
      offset = timeZone.secondsFromGMT(
        for: Date(timeIntervalSince1970: TimeInterval(localSeconds - offset)))
    }
    return offset
  }
}
