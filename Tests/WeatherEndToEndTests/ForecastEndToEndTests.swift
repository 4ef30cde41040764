import Foundation
import LoopbackHTTPServer
import Testing

/// `weather forecast` for one place or the followed cities, from the loopback Open-Meteo.
@Suite struct ForecastEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  var forecastRequests: [RecordedRequest] { server.requests(to: "/v1/forecast") }

  @Test func cityShowsNowTheDaysTheChartAndTheNamesakes() async throws {
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectSuccess(run)
    let lines = run.stdoutLines
    #expect(lines.first == "Paris, Île-de-France, FR — now 14:15 local, overcast")
    // At 80 columns (piped, no COLUMNS) the details flow onto lines between items.
    #expect(
      Array(lines[1...5]) == [
        "  21°C (feels like 20°C) · humidity 55% · wind 12 km/h W, gusts 21 km/h",
        "  precipitation 0.0 mm",
        "  chance of precipitation 38% · pressure 1016 hPa · visibility 24 km",
        "  UV 6 (high)",
        "  sunrise 07:27 · sunset 20:05 · moon waxing crescent, 20% lit",
      ])
    // 2026-09-15 12:15 UTC is four days after the new moon of 2026-09-11.
    #expect(lines.contains("  sunrise 07:27 · sunset 20:05 · moon waxing crescent, 20% lit"))
    let header = try #require(lines.firstIndex { $0.hasPrefix("DAY ") })
    #expect(
      lines[header].split(separator: " ")
        == ["DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "AMOUNT", "WIND", "UV"])
    let days = lines[(header + 1)...].prefix { !$0.isEmpty }
    #expect(
      days.map { String($0.prefix(6)) } == [
        "Tue 15", "Wed 16", "Thu 17", "Fri 18", "Sat 19", "Sun 20", "Mon 21",
      ])
    #expect(days.first == "Tue 15  slight rain showers  11°   21°     59%  5.0 mm   12 km/h W   6")
    let chart = try #require(lines.firstIndex(of: "Daily high:"))
    #expect(lines[chart + 1].hasPrefix("23° "))
    #expect(lines[chart + 6].hasPrefix("21° "))
    // Seven bars of eight columns each fill the width.
    #expect(lines[chart + 7] == "    Tu       We       Th       Fr       Sa       Su       Mo")
    let also = try #require(lines.first { $0.hasPrefix("also: ") })
    #expect(also.contains("Paris, Texas, US — 4717560"), "\(also)")
    #expect(!also.contains("2988507"))
    #expect(lines.suffix(2) == ["Weather data by Open-Meteo.com (CC BY 4.0)", ""])

    let request = try #require(forecastRequests.first)
    #expect(forecastRequests.count == 1)
    #expect(request.query("latitude") == "48.85341")
    #expect(request.query("longitude") == "2.3488")
    #expect(request.query("forecast_days") == "8")
    #expect(request.query("timezone") == "auto")
    #expect(request.query("temperature_unit") == "celsius")
    #expect(request.query("wind_speed_unit") == "kmh")
    #expect(request.query("precipitation_unit") == "mm")
  }

  @Test func cityAsJSON() async throws {
    let run = try await sandbox.run(["forecast", "--city", "paris", "--json"], server: server)
    expectSuccess(run)
    let forecasts = try #require(try run.jsonObject()["forecasts"] as? [[String: Any]])
    let entry = try #require(forecasts.first)
    #expect(forecasts.count == 1)
    #expect(Set(entry.keys) == ["city", "forecast", "moon", "also"], "fresh: no `stale`")
    let moon = try #require(entry["moon"] as? [String: Any])
    #expect(moon["name"] as? String == "waxing crescent")
    #expect(Set(moon.keys) == ["name", "elongation", "illumination", "age"])
    #expect((entry["city"] as? [String: Any])?["id"] as? Int == Cities.paris)
    let also = try #require(entry["also"] as? [[String: Any]])
    #expect(also.compactMap { $0["id"] as? Int }.contains(Cities.parisTexas))
    let forecast = try #require(entry["forecast"] as? [String: Any])
    #expect(
      Set(forecast.keys)
        == ["city", "fetchedAt", "units", "utcOffsetSeconds", "current", "hourly", "daily"])
    #expect(forecast["units"] as? String == "metric")
    #expect(forecast["utcOffsetSeconds"] as? Int == 7200)
    let fetchedAt = try #require(forecast["fetchedAt"] as? String)
    let fetched = try #require(ISO8601DateFormatter().date(from: fetchedAt), "\(fetchedAt)")
    #expect(abs(fetched.timeIntervalSinceNow) < 300)
    let current = try #require(forecast["current"] as? [String: Any])
    #expect(current["temperature"] as? Double == 20.8)
    #expect(current["condition"] != nil)
    #expect(current["time"] as? String == "2026-09-15T12:15:00Z")
    #expect(current["pressure"] as? Double == 1015.7)
    #expect(current["visibility"] as? Double == 24140)
    #expect(current["uvIndex"] as? Double == 5.8)
    #expect(current["precipitationProbability"] as? Double == 38)
    let daily = try #require(forecast["daily"] as? [[String: Any]])
    #expect(daily.compactMap { $0["date"] as? String }.first == "2026-09-15")
    #expect(daily.count == 7)
    #expect(daily.first?["temperatureMax"] as? Double != nil)
    #expect(daily.first?["uvIndexMax"] as? Double == 6)
    #expect(daily.first?["sunrise"] as? String == "2026-09-15T05:27:00Z")
    #expect((forecast["hourly"] as? [Any])?.isEmpty == false)
  }

  @Test func idWithDaysAndHourly() async throws {
    let daily = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "3"], server: server)
    expectSuccess(daily)
    #expect(daily.stdoutLines.first?.hasPrefix("London, England, GB — now ") == true, "\(daily)")
    let header = try #require(daily.stdoutLines.firstIndex { $0.hasPrefix("DAY ") })
    #expect(daily.stdoutLines[(header + 1)...].prefix { !$0.isEmpty }.count == 3)
    #expect(forecastRequests.first?.query("forecast_days") == "4")
    #expect(forecastRequests.first?.query("latitude") == "51.50853")

    let hourly = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "3", "--hourly"], server: server)
    expectSuccess(hourly)
    let lines = hourly.stdoutLines
    let table = try #require(lines.firstIndex { $0.hasPrefix("TIME ") })
    let hours = lines[(table + 1)...].prefix { !$0.isEmpty }
    // --days applies to hourly output too: three days of hours.
    #expect(hours.count == 72)
    // Times show in the city's own zone: this is Paris's recorded forecast (14:00 in Paris)
    // served for London, an hour behind.
    #expect(hours.first?.hasPrefix("Tue 15 13:00  overcast") == true, "\(hourly)")
    #expect(lines.contains("Temperature, next 72 hours (| marks midnight):"))
    #expect(!lines.contains { $0.hasPrefix("DAY ") })

    // Without --days, hourly output is two days long, and asks for two.
    let twoDays = try await sandbox.run(
      ["forecast", "--id", "2643743", "--hourly"], server: server)
    expectSuccess(twoDays)
    let twoDayLines = twoDays.stdoutLines
    let twoDayTable = try #require(twoDayLines.firstIndex { $0.hasPrefix("TIME ") })
    #expect(twoDayLines[(twoDayTable + 1)...].prefix { !$0.isEmpty }.count == 48)
    // Two days are served from the three kept (one forecast per place, issue 38): no request,
    // and the 48 hours from now are there, as Open-Meteo gives them (asked a day more than is
    // shown, since hours start at local midnight).
    #expect(forecastRequests.count == 1, "the 2-day forecast is the cached 3-day one")
  }

  /// Item 6 of issue 24: `--json` carries the rows the table shows, no more.
  @Test func jsonShowsTheSameHoursAndDaysAsTheText() async throws {
    let arguments = ["forecast", "--id", "2643743", "--days", "1", "--hourly"]
    let text = try await sandbox.run(arguments, server: server)
    expectSuccess(text)
    let table = try #require(text.stdoutLines.firstIndex { $0.hasPrefix("TIME ") })
    let rows = text.stdoutLines[(table + 1)...].prefix { !$0.isEmpty }
    #expect(rows.count == 24)

    let json = try await sandbox.run(arguments + ["--json"], server: server)
    expectSuccess(json)
    let entry = try #require((try json.jsonObject()["forecasts"] as? [[String: Any]])?.first)
    let forecast = try #require(entry["forecast"] as? [String: Any])
    #expect((forecast["hourly"] as? [Any])?.count == 24)
    #expect((forecast["daily"] as? [Any])?.count == 1)

    let days = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "3", "--json"], server: server)
    let daysEntry = try #require((try days.jsonObject()["forecasts"] as? [[String: Any]])?.first)
    let daysForecast = try #require(daysEntry["forecast"] as? [String: Any])
    #expect((daysForecast["daily"] as? [Any])?.count == 3)
    #expect((daysForecast["hourly"] as? [Any])?.count == 72)
  }

  @Test func latitudeAndLongitude() async throws {
    let run = try await sandbox.run(
      ["forecast", "--lat=-33.87", "--lon", "151.21", "--days", "2"], server: server)
    expectSuccess(run)
    #expect(
      run.stdoutLines.first?.hasPrefix("-33.8700, 151.2100 — now 14:15 local") == true, "\(run)")
    let request = try #require(forecastRequests.first)
    #expect(request.query("latitude") == "-33.87")
    #expect(request.query("longitude") == "151.21")
  }

  @Test func imperialUnitsAreAskedFor() async throws {
    let run = try await sandbox.run(
      ["forecast", "--city", "london", "--units", "imperial", "--days", "3"], server: server)
    expectSuccess(run)
    let request = try #require(forecastRequests.first)
    #expect(request.query("temperature_unit") == "fahrenheit")
    #expect(request.query("wind_speed_unit") == "mph")
    #expect(request.query("precipitation_unit") == "inch")
    #expect(
      Array(run.stdoutLines[1...2]) == [
        "  56°F (feels like 54°F) · humidity 77% · wind 5 mph NW, gusts 8 mph",
        "  precipitation 0.00 in",
      ])
    // An American locale means imperial without the option; the two days are served from the
    // three kept for the place.
    let american = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "2", "--json"], server: server,
      ["LANG": "en_US.UTF-8"])
    expectSuccess(american)
    #expect(forecastRequests.count == 1)
    #expect(american.stdout.contains("\"units\" : \"imperial\""), "\(american.stdout.prefix(600))")
  }

  @Test func metricOverridesAnAmericanLocaleAndNoColorChangesNothingWhenPiped() async throws {
    let american: [String: String?] = ["LANG": "en_US.UTF-8"]
    let metric = try await sandbox.run(
      ["forecast", "--city", "paris", "--units", "metric"], server: server, american)
    expectSuccess(metric)
    #expect(forecastRequests.first?.query("temperature_unit") == "celsius")
    #expect(metric.stdout.contains("21°C (feels like 20°C)"))
    // Not a terminal: already plain, so --no-color (and NO_COLOR) print the same.
    let plain = try await sandbox.run(
      ["forecast", "--city", "paris", "--units", "metric", "--no-color"], server: server,
      ["LANG": "en_US.UTF-8", "NO_COLOR": "1"])
    expectSuccess(plain)
    #expect(plain.stdout == metric.stdout)
  }

  @Test func noPlaceShowsEveryFollowedCity() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    expectSuccess(try await sandbox.run(["follow", "zurich"]))
    let run = try await sandbox.run(["forecast", "--days", "3"], server: server)
    expectSuccess(run)
    let headers = run.stdoutLines.filter { $0.contains(" — now ") }
    #expect(headers.count == 2)
    #expect(headers.first?.hasPrefix("London, England, GB — now") == true)
    #expect(headers.last?.hasPrefix("Zürich, Zürich, CH — now") == true)
    #expect(forecastRequests.count == 2)
    #expect(run.stdoutLines.filter { $0.hasPrefix("Weather data by") }.count == 1)

    let json = try await sandbox.run(["forecast", "--days", "3", "--json"], server: server)
    expectSuccess(json)
    let forecasts = try #require(try json.jsonObject()["forecasts"] as? [[String: Any]])
    #expect(
      forecasts.compactMap { ($0["city"] as? [String: Any])?["id"] as? Int } == [
        Cities.london, Cities.zurich,
      ])
  }

  @Test func noPlaceAndNoneFollowedIsAUsageError() async throws {
    let run = try await sandbox.run(["forecast"], server: server)
    expectFailure(
      run, status: 64,
      "weather: no place given and no city followed; try `weather forecast paris`")
    #expect(server.requests.isEmpty)
  }

  @Test(arguments: [
    (["--days", "17"], "--days must be 1 to 16."),
    (["--days", "0"], "--days must be 1 to 16."),
    (
      ["--city", "paris", "--id", "2643743"], "Give one place: a name, --city, --id or --lat/--lon."
    ),
    (["paris", "--city", "paris"], "Give one place: a name, --city, --id or --lat/--lon."),
    (["--country", "FRA", "paris"], "--country must be a two-letter ISO code, e.g. US."),
    (["--lat", "10"], "--lat and --lon go together."),
    (["--lat", "91", "--lon", "0"], "--lat must be -90 to 90."),
  ])
  func badOptionsAreUsageErrors(arguments: [String], reason: String) async throws {
    expectUsageError(try await sandbox.run(["forecast"] + arguments, server: server), reason)
    #expect(server.requests.isEmpty)
  }

  @Test func unknownCitySuggests() async throws {
    let run = try await sandbox.run(["forecast", "--city", "londonx"], server: server)
    expectFailure(
      run, status: 3, "weather: no city is named \"londonx\"; did you mean ",
      "London, England, GB (2643743)")
    #expect(server.requests.isEmpty)
  }
}
