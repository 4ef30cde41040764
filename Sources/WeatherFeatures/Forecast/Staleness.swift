public import Foundation

/// Why a shown forecast is old, and how old it is.
public struct Staleness: Equatable, Sendable {
  /// When the shown forecast was fetched.
  public var fetchedAt: Date
  /// Its age when it was marked stale, in whole seconds.
  public var ageSeconds: Int
  /// The error that kept it from being refreshed, if one did.
  public var reason: WeatherError?

  /// A staleness mark.
  public init(fetchedAt: Date, ageSeconds: Int, reason: WeatherError?) {
    self.fetchedAt = fetchedAt
    self.ageSeconds = ageSeconds
    self.reason = reason
  }

  /// "12 min", "3 h", "2 days": the age in words.
  public var ageDescription: String {
    switch ageSeconds {
    case ..<60: "\(max(ageSeconds, 0)) s"
    case ..<3600: "\(ageSeconds / 60) min"
    case ..<86_400: "\(ageSeconds / 3600) h"
    default: "\(ageSeconds / 86_400) day\(ageSeconds / 86_400 == 1 ? "" : "s")"
    }
  }
}
