package import WeatherFeatures

/// The weather now on one line, for a prompt or a status bar: the default line, or a
/// ``StatusLineFormat`` filled in. A pure function of the forecast and the place.
package struct NowView {
  package var city: City
  package var forecast: Forecast
  package var style: TextStyle
  /// The language of names and labels (never of numbers).
  package var language: Language = .en
  /// The user's locale, for the hour cycle (``LocalTimeFormat``).
  package var clockLocale: String?

  /// The line of `forecast` at `city`.
  package init(
    city: City, forecast: Forecast, style: TextStyle, language: Language = .en,
    clockLocale: String? = nil
  ) {
    self.clockLocale = clockLocale
    self.language = language
    self.city = city
    self.forecast = forecast
    self.style = style
  }

  private var now: CurrentConditions { forecast.current }
  private var units: Units { forecast.units }
  private var today: DailyStep? { forecast.daily.first }
  private var words: Wording { Wording(language) }
  private var moon: MoonPhase { MoonPhase(at: now.time) }
  private var sun: SolarDay {
    SolarDay(around: now.time, latitude: city.latitude, longitude: city.longitude)
  }
  private var format: LocalTimeFormat {
    LocalTimeFormat(
      timeZone: forecast.city.timeZone, utcOffsetSeconds: forecast.utcOffsetSeconds,
      language: language, clockLocale: clockLocale)
  }

  /// "Paris: overcast 21°C (feels like 20°C) · humidity 55% · wind 12 km/h W", with the
  /// condition's symbol first on a style.
  package func line() -> String {
    var parts = [
      TerminalText.clean(city.name) + ": "
        + (style.isStyled ? now.condition.symbol + " " : "") + words.condition(now.condition) + " "
        + Measurement.temperature(now.temperature, units)
        + (now.apparentTemperature.map {
          " (\(words.feelsLike) \(Measurement.temperature($0, units)))"
        }
          ?? "")
    ]
    if let humidity = now.humidity {
      parts.append("\(words.humidity) \(Measurement.percent(humidity))")
    }
    if now.windSpeed != nil {
      parts.append(
        words.wind + " "
          + Measurement.wind(
            now.windSpeed, direction: now.windDirection, units, language: language))
    }
    return parts.joined(separator: " · ")
  }

  /// `format` with every specifier filled in.
  package func line(_ format: StatusLineFormat) -> String {
    format.pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .value(let specifier): value(specifier) ?? "?"
      }
    }
    .joined()
  }

  /// `format` filled in when it names only the place (`%l`, `%L`, `%%`), with no forecast.
  package static func placeLine(_ format: StatusLineFormat, city: City) -> String {
    format.pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .value(let specifier): specifier == "%" ? "%" : place(specifier, city) ?? "?"
      }
    }
    .joined()
  }

  /// `%l` (the place's name) or `%L` (with region and country).
  private static func place(_ specifier: Character, _ city: City) -> String? {
    switch specifier {
    case "l": TerminalText.clean(city.name)
    case "L": TerminalText.clean(city.displayName)
    default: nil
    }
  }

  /// The value of one specifier, or `nil` when the provider did not send it.
  package func value(_ specifier: Character) -> String? {
    switch specifier {
    case "c": now.condition.symbol
    case "x": now.condition.plainSymbol
    case "C": words.condition(now.condition)
    case "t": Measurement.temperature(now.temperature, units)
    case "f": now.apparentTemperature.map { Measurement.temperature($0, units) }
    case "h": now.humidity.map(Measurement.percent)
    case "w":
      now.windSpeed.map {
        Measurement.wind($0, direction: now.windDirection, units, language: language)
      }
    case "g":
      now.windGusts.map { "\(Measurement.whole($0)) \(words.unit(units.windSpeedSymbol))" }
    case "p": now.precipitation.map { Measurement.precipitation($0, units, language: language) }
    case "o":
      (now.precipitationProbability ?? forecast.hourly.first?.precipitationProbability)
        .map(Measurement.percent)
    case "P": now.pressure.map { Measurement.pressure($0, units, language: language) }
    case "v": now.visibility.map { Measurement.visibility($0, units, language: language) }
    case "u": now.uvIndex.map(Measurement.whole)
    case "l", "L": Self.place(specifier, city)
    case "D": sun.dawn.map(format.time)
    case "S": today?.sunrise.map(format.time)
    case "z": format.time(sun.noon)
    case "s": today?.sunset.map(format.time)
    case "d": sun.dusk.map(format.time)
    case "T": format.time(now.time)
    case "Z": TerminalText.clean(forecast.city.timeZone)
    case "m": moon.name.symbol
    // wttr.in's moon day (astral's phase): the lunation in 28 parts, 0 new, 14 full.
    case "M": String(min(Int(moon.elongation / 360 * 28), 27))
    case "i": words.moon(moon).prefix { $0 != "," }.description
    case "%": "%"
    default: nil
    }
  }
}
