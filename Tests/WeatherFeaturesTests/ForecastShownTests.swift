import Foundation
import Testing
import WeatherFeatures

/// `Forecast.shown(days:)`: the one selection the text and `--json` both show (issue 24, item 6).
@Suite struct ForecastShownTests {
  /// Sixty hours from three hours before the current conditions, and nine days.
  var forecast: Forecast {
    var forecast = Forecast.fixture(.paris, days: 9)
    forecast.hourly = (-3..<57).map { step in
      HourlyStep(
        time: referenceDate.addingTimeInterval(Double(step) * 3600 - 900),
        temperature: Double(step), condition: .overcast)
    }
    return forecast
  }

  @Test func oneDayIsTwentyFourHoursFromTheCurrentHourAndOneDay() {
    let shown = forecast.shown(days: 1)
    #expect(shown.hourly.count == 24)
    // The hour that began 15 minutes before the current conditions comes first.
    #expect(shown.hourly.first?.temperature == 0)
    #expect(shown.hourly.last?.temperature == 23)
    #expect(shown.daily.map(\.date) == ["2026-09-09"])
    #expect(shown.current == forecast.current)
  }

  @Test func moreDaysThanFetchedKeepsWhatThereIs() {
    let shown = forecast.shown(days: 16)
    #expect(shown.hourly.count == 57)
    #expect(shown.daily.count == 9)
    #expect(forecast.shownHours(days: 2).count == 48)
  }
}
