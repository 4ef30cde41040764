import Foundation
package import WeatherFeatures

/// A forecast as text: now, then a daily (or hourly) table, then a temperature chart.
package struct ForecastView {
  package var forecast: Forecast
  package var staleness: Staleness?
  package var also: [City]
  package var hourly: Bool
  /// How many days (of days, or of hours with `hourly`) to show.
  package var days: Int = 2
  package var style: TextStyle
  /// The language of names and labels (never of numbers).
  package var language: Language = .en
  /// The user's locale, for the hour cycle (``LocalTimeFormat``).
  package var clockLocale: String?

  /// The view of `forecast` for `days` days (of hours with `hourly`).
  package init(
    forecast: Forecast, staleness: Staleness? = nil, also: [City] = [], hourly: Bool = false,
    days: Int = 2, style: TextStyle, language: Language = .en, clockLocale: String? = nil
  ) {
    self.clockLocale = clockLocale
    self.language = language
    self.forecast = forecast
    self.staleness = staleness
    self.also = also
    self.hourly = hourly
    self.days = days
    self.style = style
  }

  package func render() -> String {
    let format = LocalTimeFormat(
      timeZone: forecast.city.timeZone, utcOffsetSeconds: forecast.utcOffsetSeconds,
      language: language, clockLocale: clockLocale)
    var sections = [header(format)]
    if let staleness {
      let words = staleLine(staleness).split(separator: " ").map(String.init)
      sections.append(
        FlowText.lines(words, width: width, separator: " ").map(style.yellow)
          .joined(separator: "\n"))
    }
    sections.append(hourly ? hourlyTable(format) : dailyTable(format))
    sections.append(chart(format))
    if !also.isEmpty {
      var names = also.prefix(4).map { "\($0.displayName) — \($0.id)" }
      names[0] = words.also + " " + names[0]
      sections.append(
        FlowText.lines(names, width: width, indent: "", separator: "; ").map(style.dim)
          .joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n")
  }

  private var width: Int { style.width }

  private var words: Wording { Wording(language) }

  private var units: Units { forecast.units }

  private func symbol(_ condition: WeatherCondition) -> String {
    style.isStyled ? condition.symbol + " " : ""
  }

  private func header(_ format: LocalTimeFormat) -> String {
    let now = forecast.current
    var details = [Measurement.temperature(now.temperature, units)]
    if let feels = now.apparentTemperature {
      details[0] += " (\(words.feelsLike) \(Measurement.temperature(feels, units)))"
    }
    if let humidity = now.humidity {
      details.append("\(words.humidity) \(Measurement.percent(humidity))")
    }
    if now.windSpeed != nil {
      var wind =
        words.wind + " "
        + Measurement.wind(now.windSpeed, direction: now.windDirection, units, language: language)
      if let gusts = now.windGusts {
        wind +=
          ", \(words.gusts) \(Measurement.whole(gusts)) \(words.unit(units.windSpeedSymbol))"
      }
      details.append(wind)
    }
    if let precipitation = now.precipitation {
      details.append(
        words.precipitation + " "
          + Measurement.precipitation(precipitation, units, language: language))
    }
    var lines = FlowText.lines(
      [
        style.bold(forecast.city.displayName) + " —",
        "\(words.now) \(format.time(now.time)) \(words.local),",
        symbol(now.condition) + words.condition(now.condition),
      ], width: width, separator: " ")
    lines += FlowText.lines(details, width: width, indent: "  ")
    var more: [String] = []
    if let probability = now.precipitationProbability ?? hourSteps.first?.precipitationProbability {
      more.append("\(words.chanceOfPrecipitation) \(Measurement.percent(probability))")
    }
    if let pressure = now.pressure {
      more.append("\(words.pressure) \(Measurement.pressure(pressure, units, language: language))")
    }
    if let visibility = now.visibility {
      more.append(
        words.visibility + " " + Measurement.visibility(visibility, units, language: language))
    }
    if let uv = now.uvIndex {
      more.append("\(words.uv) \(words.uvIndex(uv))")
    }
    lines += FlowText.lines(more, width: width, indent: "  ")
    var sky: [String] = []
    if let today = forecast.daily.first {
      if let sunrise = today.sunrise { sky.append("\(words.sunrise) \(format.time(sunrise))") }
      if let sunset = today.sunset { sky.append("\(words.sunset) \(format.time(sunset))") }
    }
    let moon = MoonPhase(at: now.time)
    sky.append(
      words.moon + " " + (style.isStyled ? moon.name.symbol + " " : "") + words.moon(moon))
    lines += FlowText.lines(sky, width: width, indent: "  ")
    return lines.joined(separator: "\n")
  }

  private func staleLine(_ staleness: Staleness) -> String {
    let reason = staleness.reason.map { " (\(words.message($0)))" } ?? ""
    return words.phrase(.staleLine, words.age(staleness)) + reason
  }

  private func dailyTable(_ format: LocalTimeFormat) -> String {
    let headers = words.dailyHeaders
    return TextTable(
      columns: [
        .init(title: headers[0], priority: 9),
        .init(title: headers[1], priority: 6, minimumWidth: 12),
        .init(title: headers[2], alignRight: true, priority: 7),
        .init(title: headers[3], alignRight: true, priority: 8),
        .init(title: headers[4], alignRight: true, priority: 4),
        .init(title: headers[5], alignRight: true, priority: 2),
        .init(title: headers[6], alignRight: true, priority: 3),
        .init(title: headers[7], alignRight: true, priority: 1),
      ],
      rows: forecast.daily.prefix(days).map { day in
        [
          format.day(day.date), symbol(day.condition) + words.condition(day.condition),
          Measurement.degrees(day.temperatureMin), Measurement.degrees(day.temperatureMax),
          Measurement.percent(day.precipitationProbability),
          Measurement.precipitation(day.precipitationSum, units, language: language),
          Measurement.wind(
            day.windSpeedMax, direction: day.windDirection, units, language: language),
          day.uvIndexMax.map(Measurement.whole) ?? "",
        ]
      }
    )
    .render(width: width, header: style.bold)
  }

  private var hourSteps: [HourlyStep] { Array(forecast.shownHours(days: days)) }

  private func hourlyTable(_ format: LocalTimeFormat) -> String {
    let headers = words.dailyHeaders
    return TextTable(
      columns: [
        .init(title: words.timeHeader, priority: 9),
        .init(title: headers[1], priority: 6, minimumWidth: 12),
        .init(title: words.temperatureHeader, alignRight: true, priority: 8),
        .init(title: headers[4], alignRight: true, priority: 4),
        .init(title: headers[5], alignRight: true, priority: 2),
        .init(title: headers[6], alignRight: true, priority: 3),
        .init(title: headers[7], alignRight: true, priority: 1),
      ],
      rows: hourSteps.map { hour in
        [
          format.day(hour.time) + " " + format.time(hour.time),
          symbol(hour.condition) + words.condition(hour.condition),
          Measurement.degrees(hour.temperature),
          Measurement.percent(hour.precipitationProbability),
          Measurement.precipitation(hour.precipitation, units, language: language),
          Measurement.wind(
            hour.windSpeed, direction: hour.windDirection, units, language: language),
          hour.uvIndex.map(Measurement.whole) ?? "",
        ]
      }
    )
    .render(width: width, header: style.bold)
  }

  private func chart(_ format: LocalTimeFormat) -> String {
    if hourly {
      let hours = hourSteps
      let chart = TemperatureChart(
        values: hours.map(\.temperature),
        labels: hours.map { format.isMidnightHour($0.time) ? "|" : " " },
        unit: "°", width: width)
      let step = chart.layout.step
      let title = words.hourlyChartTitle(hours: hours.count, step: step)
      return FlowText.lines(
        title.split(separator: " ").map(String.init), width: width, separator: " "
      )
      .joined(separator: "\n") + "\n" + chart.render()
    }
    return words.dailyHigh + "\n"
      + TemperatureChart(
        values: forecast.daily.prefix(days).map(\.temperatureMax),
        labels: forecast.daily.prefix(days).map { String(format.day($0.date).prefix(2)) },
        unit: "°", width: width
      ).render()
  }
}
