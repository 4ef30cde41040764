import Foundation

extension Forecast {
  /// The hours a forecast of `days` days shows: from the current hour (the hour that began up to
  /// 59 minutes 59 seconds before the current conditions) on, `days` × 24 of them.
  public func shownHours(days: Int) -> ArraySlice<HourlyStep> {
    let start = current.time.addingTimeInterval(-3599)
    return hourly.drop { $0.time < start }.prefix(max(days, 0) * 24)
  }

  /// The forecast cut to what `days` days show: the same hours as ``shownHours(days:)`` and the
  /// first `days` days, so that `--json` carries exactly the rows the text shows.
  ///
  /// Why a second cut at all: providers answer with more than is shown (Open-Meteo is asked for a
  /// day more, since its hours start at local midnight; a cached longer forecast may serve a
  /// shorter request), and a script reading the JSON must see the same selection as a person.
  public func shown(days: Int) -> Forecast {
    var forecast = self
    forecast.hourly = Array(shownHours(days: days))
    forecast.daily = Array(daily.prefix(max(days, 0)))
    return forecast
  }
}
