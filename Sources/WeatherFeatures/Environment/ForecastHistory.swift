/// Forecasts fetched earlier, to show (marked stale) when a fresh one cannot be had.
public struct ForecastHistory: Sendable {
  /// The latest forecast kept for this city, length and units, whatever its age; `nil` if none.
  public var latest: @Sendable (_ city: City, _ days: Int, _ units: Units) async -> Forecast?

  /// A history from its operation.
  public init(
    latest: @escaping @Sendable (_ city: City, _ days: Int, _ units: Units) async -> Forecast?
  ) {
    self.latest = latest
  }
}

extension ForecastHistory {
  /// A history that reports a test failure when asked, and has nothing.
  public static var failing: ForecastHistory {
    ForecastHistory { _, _, _ in
      _ = try? unexpectedCall("ForecastHistory.latest") as Never
      return nil
    }
  }

  /// A history that keeps nothing.
  public static let empty = ForecastHistory { _, _, _ in nil }
}
