import WeatherFeatures
import WeatherText

/// The forecast pane: the city now, a daily or hourly table, and a temperature chart.
enum ForecastPaneView {
  static func draw(
    _ state: AppFeature.State, _ interface: InterfaceFeature.ScreenState, in rect: Rect,
    context: ViewContext, screen: inout Screen
  ) {
    let ascii = context.ascii
    let model = state.forecast
    let focused = interface.focus == .forecast
    let language = context.language
    let words = Wording(language)
    var title = words.phrase(interface.showsHourly ? .forecastHourly : .forecastDaily)
    if model.isLoading { title += " …" }
    screen.drawBox(rect, title: title, focused: focused)
    let inner = rect.inner
    guard inner.width > 2, inner.height > 0 else { return }
    if focused { screen.focus = Position(row: inner.row, column: inner.column) }
    var row = 0

    guard let city = model.city else {
      for line in words.phrase(.pickACity).wrapped(to: inner.width).prefix(inner.height) {
        screen.line(line, in: inner, row: row, style: .dim)
        row += 1
      }
      return
    }
    screen.line(city.displayName, in: inner, row: row, style: .bold)
    row += 1
    guard let forecast = model.forecast else {
      if let error = model.error {
        for line in words.advised(error).wrapped(to: inner.width).prefix(inner.height - row) {
          screen.line(line, in: inner, row: row, style: .error)
          row += 1
        }
      } else {
        screen.line(words.phrase(.loadingForecast), in: inner, row: row, style: .dim)
      }
      return
    }
    let units = forecast.units
    let calendar = LocalCalendar(utcOffsetSeconds: forecast.utcOffsetSeconds)
    let now = forecast.current
    var summary = Measurement.spaced(
      words.now, Measurement.temperature(now.temperature, units, ascii: ascii),
      Measurement.symbol(now.condition, ascii: ascii), words.condition(now.condition))
    if let feels = now.apparentTemperature {
      summary += ", " + words.phrase(.feelsShort) + " " + Measurement.degrees(feels, ascii: ascii)
    }
    screen.line(summary, in: inner, row: row)
    row += 1
    if let staleness = model.staleness {
      let reason = staleness.reason.map { ": " + words.message($0) } ?? ""
      let age = AgeLabel.text(
        fetchedAt: staleness.fetchedAt, now: context.now, language: language)
      screen.line(
        words.phrase(.staleFetched, age) + reason, in: inner, row: row, style: .warning)
      row += 1
    } else if let error = model.error {
      screen.line(words.message(error), in: inner, row: row, style: .error)
      row += 1
    }

    let rows =
      interface.showsHourly
      ? hourlyRows(forecast, calendar, ascii: ascii, words: words)
      : dailyRows(forecast, ascii: ascii, words: words)
    let remaining = inner.height - row
    // The chart takes the bottom when there is room for it and a table above it.
    let chartHeight = remaining >= 12 ? min(8, remaining / 3) : 0
    let tableHeight = remaining - chartHeight
    guard tableHeight > 1 else { return }
    let hourly = interface.showsHourly
    let headers = words.dailyHeaders
    screen.line(hourly ? words.timeHeader : headers[0], in: inner, row: row, style: .dim)
    let rain = words.phrase(.rainHeader)
    let numbersHeader =
      hourly
      ? numbers(low: nil, high: words.temperatureHeader, rain: rain)
      : numbers(low: headers[2], high: headers[3], rain: rain)
    if inner.width >= numbersHeader.terminalWidth + 12 {
      screen.write(
        numbersHeader, row: inner.row + row,
        column: inner.column + inner.width - numbersHeader.terminalWidth, style: .dim)
    }
    row += 1
    let first = min(interface.forecastScroll, max(rows.count - 1, 0))
    // Scrolling moves the table under its first row, where the hidden cursor rests.
    if focused, !rows.isEmpty {
      screen.focus = Position(row: inner.row + row, column: inner.column)
    }
    for entry in rows.dropFirst(first).prefix(tableHeight - 1) {
      drawRow(entry, in: inner, row: row, screen: &screen)
      row += 1
    }
    if chartHeight > 0 {
      let values =
        interface.showsHourly
        ? Array(forecast.hourly.prefix(inner.width - 6).map(\.temperature))
        : forecast.daily.map(\.temperatureMax)
      TemperatureChartView.draw(
        values: values,
        in: Rect(
          row: inner.row + inner.height - chartHeight, column: inner.column, width: inner.width,
          height: chartHeight),
        label: words.phrase(interface.showsHourly ? .chartNextHours : .chartDailyHigh),
        ascii: ascii, screen: &screen)
    }
  }

  /// One table row: when, the sky, low, high (or the temperature) and chance of precipitation.
  struct Row {
    var when: String
    var symbol: String
    var sky: String
    var low: String?
    var high: String
    var rain: String
  }

  private static func dailyRows(_ forecast: Forecast, ascii: Bool, words: Wording) -> [Row] {
    forecast.daily.map { day in
      Row(
        when: LocalCalendar.day(isoDate: day.date, language: words.language),
        symbol: Measurement.symbol(day.condition, ascii: ascii),
        sky: words.condition(day.condition),
        low: Measurement.degrees(day.temperatureMin, ascii: ascii),
        high: Measurement.degrees(day.temperatureMax, ascii: ascii),
        rain: Measurement.percent(day.precipitationProbability))
    }
  }

  private static func hourlyRows(
    _ forecast: Forecast, _ calendar: LocalCalendar, ascii: Bool, words: Wording
  ) -> [Row] {
    let start = forecast.current.time.addingTimeInterval(-3599)
    return forecast.hourly.drop { $0.time < start }.prefix(48).map { hour in
      Row(
        when: calendar.weekday(hour.time, language: words.language) + " "
          + calendar.time(hour.time),
        symbol: Measurement.symbol(hour.condition, ascii: ascii),
        sky: words.condition(hour.condition), low: nil,
        high: Measurement.degrees(hour.temperature, ascii: ascii),
        rain: Measurement.percent(hour.precipitationProbability))
    }
  }

  /// The right-aligned number columns of a row (or of the header); hours have no low.
  private static func numbers(low: String?, high: String, rain: String) -> String {
    (low.map { $0.padded(to: 4, right: true) + " " } ?? "") + high.padded(to: 5, right: true)
      + " " + rain.padded(to: 5, right: true)
  }

  private static func drawRow(_ entry: Row, in inner: Rect, row: Int, screen: inout Screen) {
    let y = inner.row + row
    let numbers = numbers(low: entry.low, high: entry.high, rain: entry.rain)
    let whenWidth = max(entry.when.terminalWidth, 6) + 1
    let column = screen.write(entry.when.padded(to: whenWidth), row: y, column: inner.column)
    let skyWidth = inner.width - whenWidth - numbers.terminalWidth - 1
    if skyWidth >= 2 {
      let sky = Measurement.spaced(entry.symbol, entry.sky).truncated(to: skyWidth)
      screen.write(sky, row: y, column: column)
      screen.write(numbers, row: y, column: inner.column + inner.width - numbers.terminalWidth)
    }
  }
}
