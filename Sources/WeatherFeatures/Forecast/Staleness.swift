public import Foundation

/// Why a shown forecast is old, and how old it is.
public struct Staleness: Equatable, Sendable {
  /// When the shown forecast was fetched.
  public var fetchedAt: Date
  /// Its age when it was marked stale, in whole seconds; negative when `fetchedAt` is after the
  /// time it was marked (the clock was wrong when it was fetched, or is wrong now).
  public var ageSeconds: Int
  /// The error that kept it from being refreshed, if one did.
  public var reason: WeatherError?

  /// A staleness mark.
  public init(fetchedAt: Date, ageSeconds: Int, reason: WeatherError?) {
    self.fetchedAt = fetchedAt
    self.ageSeconds = ageSeconds
    self.reason = reason
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
