public import Foundation

/// Why a shown forecast is old, and how old it is.
public struct Staleness: Equatable, Sendable {
  /// When the shown forecast was fetched.
  public var fetchedAt: Date
  /// Its age when it was marked stale, in whole seconds; negative when unknown: `fetchedAt` is
  /// after the time it was marked (the clock was wrong when it was fetched, or is wrong now), or
  /// the two are further apart than ``longestAge`` (then -1).
  public var ageSeconds: Int
  /// The error that kept it from being refreshed, if one did.
  public var reason: WeatherError?

  /// A staleness mark.
  public init(fetchedAt: Date, ageSeconds: Int, reason: WeatherError?) {
    self.fetchedAt = fetchedAt
    self.ageSeconds = ageSeconds
    self.reason = reason
  }

  /// The oldest age told in seconds: about 3,170 years. A `fetchedAt` further back is not a
  /// time anything was fetched at (a hand-edited or damaged file), and converting such a gap to
  /// `Int` unchecked trapped.
  public static let longestAge = 100_000_000_000

  /// A staleness mark for a forecast fetched at `fetchedAt`, marked at `now`.
  public init(fetchedAt: Date, now: Date, reason: WeatherError?) {
    self.init(
      fetchedAt: fetchedAt, ageSeconds: Self.ageSeconds(from: fetchedAt, to: now), reason: reason)
  }

  /// The mark of `forecast` at `now` when it is not fresh: older than `freshness`, or of an
  /// unknown age (a forecast "from the future" is never shown as current); `nil` when fresh.
  public static func mark(
    _ forecast: Forecast, now: Date, freshness: TimeInterval
  ) -> Staleness? {
    let age = now.timeIntervalSince(forecast.fetchedAt)
    // Written so that an age that is not a number (NaN) is stale too.
    if age >= 0 && age <= freshness { return nil }
    return Staleness(fetchedAt: forecast.fetchedAt, now: now, reason: nil)
  }

  /// Whole seconds from `start` to `end` (negative when `end` is earlier), or -1 when the gap is
  /// not a number or over ``longestAge`` either way: a checked conversion, since either date may
  /// come from a file.
  static func ageSeconds(from start: Date, to end: Date) -> Int {
    let age = end.timeIntervalSince(start)
    guard age.isFinite, abs(age) <= Double(longestAge) else { return -1 }
    return Int(age.rounded(.towardZero))
  }

  /// "12 min", "3 h", "2 days": the age in words; "an unknown time" for a negative age.
  public var ageDescription: String {
    switch ageSeconds {
    case ..<0: "an unknown time"
    case ..<60: "\(ageSeconds) s"
    case ..<3600: "\(ageSeconds / 60) min"
    case ..<86_400: "\(ageSeconds / 3600) h"
    default: "\(ageSeconds / 86_400) day\(ageSeconds / 86_400 == 1 ? "" : "s")"
    }
  }
}
