import Foundation
import Testing
import WeatherFeatures

/// One forecast served for fewer days and in other units: what the cache hands every command.
struct ForecastServingTests {
  /// Three local days in a place an hour east of UTC: hours from its midnight on the 10th.
  static let forecast: Forecast = {
    // 2026-09-09 23:00 UTC: midnight of the 10th an hour east of UTC.
    let midnight = Date(timeIntervalSince1970: 1_788_998_400 - 3600)
    let city = City(
      id: 2_643_743, name: "London", admin1: "England", countryCode: "GB",
      countryName: "United Kingdom", latitude: 51.5085, longitude: -0.1257, population: 8_961_989,
      timeZone: "Europe/London")
    return Forecast(
      city: city, fetchedAt: midnight, units: .metric, utcOffsetSeconds: 3600,
      current: CurrentConditions(
        time: midnight, temperature: 20, apparentTemperature: -40, precipitation: 25.4,
        windSpeed: 36, windGusts: 72, condition: .rain(.light), pressure: 1013,
        visibility: 10_000),
      hourly: (0..<72).map { hour in
        HourlyStep(
          time: midnight.addingTimeInterval(Double(hour) * 3600), temperature: 10,
          precipitation: 2.54, windSpeed: 18, condition: .overcast)
      },
      daily: ["2026-09-10", "2026-09-11", "2026-09-12"].map { date in
        DailyStep(
          date: date, temperatureMin: 0, temperatureMax: 100, precipitationSum: 254,
          windSpeedMax: 3.6, condition: .clearSky)
      })
  }()

  /// As a provider answers a shorter request: the days asked, the hours from now that many
  /// days long, and never fewer than 48 (what a short hourly view shows).
  @Test func fewerDaysKeepTheirHours() {
    let one = Self.forecast.covering(days: 1)
    #expect(one.daily.map(\.date) == ["2026-09-10"])
    #expect(one.hourly.count == 49)
    #expect(Self.forecast.covering(days: 2).hourly.count == 49)
    #expect(Self.forecast.covering(days: 3) == Self.forecast)
    #expect(Self.forecast.covering(days: 7) == Self.forecast)
    #expect(Self.forecast.covering(days: 0) == Self.forecast)
  }

  @Test func unitsAreConvertedAndBack() {
    let imperial = Self.forecast.converted(to: .imperial)
    #expect(imperial.units == .imperial)
    #expect(abs(imperial.current.temperature - 68) < 1e-9)
    #expect(abs((imperial.current.apparentTemperature ?? 0) - -40) < 1e-9)
    #expect(abs((imperial.current.precipitation ?? 0) - 1) < 1e-9)
    #expect(abs((imperial.current.windSpeed ?? 0) - 22.369_362_920_544_02) < 1e-9)
    #expect(abs(imperial.daily[0].temperatureMax - 212) < 1e-9)
    #expect(abs((imperial.daily[0].precipitationSum ?? 0) - 10) < 1e-9)
    #expect(abs(imperial.hourly[0].temperature - 50) < 1e-9)
    // Pressure and visibility are in hPa and metres in every unit system.
    #expect(imperial.current.pressure == 1013)
    #expect(imperial.current.visibility == 10_000)
    let knots = Self.forecast.converted(
      to: Units(temperature: .c, windSpeed: .kn, precipitation: .mm))
    #expect(abs((knots.daily[0].windSpeedMax ?? 0) - 1.943_844_492_440_604_7) < 1e-9)
    let back = imperial.converted(to: .metric)
    #expect(abs(back.current.temperature - 20) < 1e-9)
    #expect(abs((back.current.windGusts ?? 0) - 72) < 1e-9)
    #expect(abs((back.hourly[5].precipitation ?? 0) - 2.54) < 1e-9)
    #expect(Self.forecast.converted(to: .metric) == Self.forecast)
  }

  @Test func servingIsBoth() {
    let served = Self.forecast.serving(days: 1, units: .uk)
    #expect(served.units == .uk)
    #expect(served.daily.count == 1)
    #expect(served.hourly.count == 49)
    #expect(abs((served.hourly[0].windSpeed ?? 0) - 11.184_681_460_272_012) < 1e-9)
  }
}
