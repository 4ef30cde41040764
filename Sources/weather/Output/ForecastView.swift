import Foundation
import WeatherFeatures

/// A forecast as text: now, then a daily (or hourly) table, then a temperature chart.
struct ForecastView {
  var forecast: Forecast
  var staleness: Staleness?
  var also: [City]
  var hourly: Bool
  var terminal: Terminal

  func render() -> String {
    let format = LocalTimeFormat(
      timeZone: forecast.city.timeZone, utcOffsetSeconds: forecast.utcOffsetSeconds)
    var sections = [header(format)]
    if let staleness { sections.append(terminal.yellow(staleLine(staleness))) }
    sections.append(hourly ? hourlyTable(format) : dailyTable(format))
    sections.append(chart(format))
    if !also.isEmpty {
      sections.append(
        terminal.dim(
          "also: " + also.prefix(4).map { "\($0.displayName) — \($0.id)" }.joined(separator: "; ")))
    }
    return sections.joined(separator: "\n\n")
  }

  private var units: Units { forecast.units }

  private func symbol(_ condition: WeatherCondition) -> String {
    terminal.isStyled ? condition.symbol + " " : ""
  }

  private func header(_ format: LocalTimeFormat) -> String {
    let now = forecast.current
    var details = [Measurement.temperature(now.temperature, units)]
    if let feels = now.apparentTemperature {
      details[0] += " (feels like \(Measurement.temperature(feels, units)))"
    }
    if let humidity = now.humidity { details.append("humidity \(Measurement.percent(humidity))") }
    if now.windSpeed != nil {
      var wind = "wind " + Measurement.wind(now.windSpeed, direction: now.windDirection, units)
      if let gusts = now.windGusts { wind += ", gusts \(Measurement.whole(gusts)) \(units.windSpeedSymbol)" }
      details.append(wind)
    }
    if let precipitation = now.precipitation {
      details.append("precipitation \(Measurement.precipitation(precipitation, units))")
    }
    var lines = [
      terminal.bold(forecast.city.displayName) + " — now \(format.time(now.time)) local, "
        + symbol(now.condition) + now.condition.description,
      "  " + details.joined(separator: " · "),
    ]
    var more: [String] = []
    if let probability = now.precipitationProbability ?? hours.first?.precipitationProbability {
      more.append("chance of precipitation \(Measurement.percent(probability))")
    }
    if let pressure = now.pressure { more.append("pressure \(Measurement.pressure(pressure, units))") }
    if let visibility = now.visibility {
      more.append("visibility \(Measurement.visibility(visibility, units))")
    }
    if let uv = now.uvIndex {
      more.append("UV \(Measurement.uvIndex(uv))")
    }
    if !more.isEmpty { lines.append("  " + more.joined(separator: " · ")) }
    var sky: [String] = []
    if let today = forecast.daily.first {
      if let sunrise = today.sunrise { sky.append("sunrise \(format.time(sunrise))") }
      if let sunset = today.sunset { sky.append("sunset \(format.time(sunset))") }
    }
    let moon = MoonPhase(at: now.time)
    sky.append("moon " + (terminal.isStyled ? moon.name.symbol + " " : "") + Measurement.moon(moon))
    lines.append("  " + sky.joined(separator: " · "))
    return lines.joined(separator: "\n")
  }

  private func staleLine(_ staleness: Staleness) -> String {
    let reason = staleness.reason.map { " (\($0.message))" } ?? ""
    return "stale: this forecast was fetched \(staleness.ageDescription) ago\(reason)"
  }

  private func dailyTable(_ format: LocalTimeFormat) -> String {
    TextTable(
      columns: [
        .init(title: "DAY"), .init(title: "WEATHER"), .init(title: "LOW", alignRight: true),
        .init(title: "HIGH", alignRight: true), .init(title: "PRECIP", alignRight: true),
        .init(title: "AMOUNT", alignRight: true), .init(title: "WIND", alignRight: true),
        .init(title: "UV", alignRight: true),
      ],
      rows: forecast.daily.map { day in
        [
          format.day(day.date), symbol(day.condition) + day.condition.description,
          Measurement.degrees(day.temperatureMin), Measurement.degrees(day.temperatureMax),
          Measurement.percent(day.precipitationProbability),
          Measurement.precipitation(day.precipitationSum, units),
          Measurement.wind(day.windSpeedMax, direction: day.windDirection, units),
          day.uvIndexMax.map(Measurement.whole) ?? "",
        ]
      }
    )
    .render(header: terminal.bold)
  }

  private var hours: [HourlyStep] {
    Array(forecast.hourly.drop { $0.time < forecast.current.time.addingTimeInterval(-3599) }.prefix(48))
  }

  private func hourlyTable(_ format: LocalTimeFormat) -> String {
    TextTable(
      columns: [
        .init(title: "TIME"), .init(title: "WEATHER"), .init(title: "TEMP", alignRight: true),
        .init(title: "PRECIP", alignRight: true), .init(title: "AMOUNT", alignRight: true),
        .init(title: "WIND", alignRight: true),
      ],
      rows: hours.map { hour in
        [
          format.day(hour.time) + " " + format.time(hour.time),
          symbol(hour.condition) + hour.condition.description,
          Measurement.degrees(hour.temperature),
          Measurement.percent(hour.precipitationProbability),
          Measurement.precipitation(hour.precipitation, units),
          Measurement.wind(hour.windSpeed, direction: hour.windDirection, units),
        ]
      }
    )
    .render(header: terminal.bold)
  }

  private func chart(_ format: LocalTimeFormat) -> String {
    if hourly {
      let hours = hours
      return "Temperature, next \(hours.count) hours (| marks midnight):\n"
        + TemperatureChart(
          values: hours.map(\.temperature),
          labels: hours.map { format.time($0.time).hasPrefix("00") ? "|" : " " },
          unit: "°"
        ).render()
    }
    return "Daily high:\n"
      + TemperatureChart(
        values: forecast.daily.map(\.temperatureMax),
        labels: forecast.daily.map { String(format.day($0.date).prefix(2)) },
        unit: "°"
      ).render()
  }
}
