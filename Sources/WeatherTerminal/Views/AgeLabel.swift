public import Foundation
public import WeatherFeatures
import WeatherText

/// The ages the app shows ("25 min old", "stale, fetched 2 h ago"), and when the next one
/// changes: the app draws nothing while idle except at those instants, so the labels advance
/// with at most one wake-up per label minute.
public enum AgeLabel {
  /// The age of something fetched at `fetchedAt`, as of `now`: "<1 min", "25 min", "3 h",
  /// "2 days" (minutes at the finest, so that a label changes at most once a minute).
  /// The age comes from ``Staleness``, the one checked conversion of a gap between two dates
  /// (either may come from a file) to whole seconds.
  static func text(fetchedAt: Date, now: Date, language: Language = .en) -> String {
    let staleness = Staleness(fetchedAt: fetchedAt, now: now, reason: nil)
    let words = Wording(language)
    if (0..<60).contains(staleness.ageSeconds) { return words.phrase(.ageUnderAMinute) }
    return words.age(staleness)
  }

  /// When the first of the ages shown for `state` changes after `now`; `nil` when none shows.
  public static func nextChange(_ state: AppFeature.State, after now: Date) -> Date? {
    var fetched: [Date] = state.following.cities.compactMap { city in
      city.error != nil ? city.current?.time : nil
    }
    if state.forecast.forecast != nil, let staleness = state.forecast.staleness {
      fetched.append(staleness.fetchedAt)
    }
    return fetched.map { nextChange(fetchedAt: $0, after: now) }.min()
  }

  /// When the label of something fetched at `fetchedAt` next changes after `now`: the next
  /// whole minute of its age below an hour, the next hour below a day, then the next day.
  static func nextChange(fetchedAt: Date, after now: Date) -> Date {
    let age = now.timeIntervalSince(fetchedAt)
    guard age.isFinite, age >= 0 else {
      return age.isFinite ? fetchedAt : now.addingTimeInterval(86_400)
    }
    let step: Double = age < 3600 ? 60 : age < 86_400 ? 3600 : 86_400
    return fetchedAt.addingTimeInterval(((age / step).rounded(.down) + 1) * step)
  }
}
