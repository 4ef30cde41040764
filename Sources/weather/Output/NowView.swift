import WeatherFeatures
import WeatherTerminal

/// The weather now on one line, for a prompt or a status bar: the default line, or a
/// ``StatusLineFormat`` filled in. A pure function of the forecast and the place.
struct NowView {
  var city: City
  var forecast: Forecast
  var terminal: Terminal

  private var now: CurrentConditions { forecast.current }
  private var units: Units { forecast.units }
  private var today: DailyStep? { forecast.daily.first }
  private var moon: MoonPhase { MoonPhase(at: now.time) }
  private var format: LocalTimeFormat {
    LocalTimeFormat(timeZone: forecast.city.timeZone, utcOffsetSeconds: forecast.utcOffsetSeconds)
  }

  /// "Paris: overcast 21°C (feels like 20°C) · humidity 55% · wind 12 km/h W", with the
  /// condition's symbol first on a terminal.
  func line() -> String {
    var parts = [
      TerminalText.clean(city.name) + ": "
        + (terminal.isStyled ? now.condition.symbol + " " : "") + now.condition.description + " "
        + Measurement.temperature(now.temperature, units)
        + (now.apparentTemperature.map { " (feels like \(Measurement.temperature($0, units)))" }
          ?? "")
    ]
    if let humidity = now.humidity { parts.append("humidity \(Measurement.percent(humidity))") }
    if now.windSpeed != nil {
      parts.append("wind " + Measurement.wind(now.windSpeed, direction: now.windDirection, units))
    }
    return parts.joined(separator: " · ")
  }

  /// `format` with every specifier filled in.
  func line(_ format: StatusLineFormat) -> String {
    format.pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .value(let specifier): value(specifier) ?? "?"
      }
    }
    .joined()
  }

  /// `format` filled in when it names only the place (`%l`, `%L`, `%%`), with no forecast.
  static func placeLine(_ format: StatusLineFormat, city: City) -> String {
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
  func value(_ specifier: Character) -> String? {
    switch specifier {
    case "c": now.condition.symbol
    case "C": now.condition.description
    case "t": Measurement.temperature(now.temperature, units)
    case "f": now.apparentTemperature.map { Measurement.temperature($0, units) }
    case "h": now.humidity.map(Measurement.percent)
    case "w": now.windSpeed.map { Measurement.wind($0, direction: now.windDirection, units) }
    case "g": now.windGusts.map { "\(Measurement.whole($0)) \(units.windSpeedSymbol)" }
    case "p": now.precipitation.map { Measurement.precipitation($0, units) }
    case "o":
      (now.precipitationProbability ?? forecast.hourly.first?.precipitationProbability)
        .map(Measurement.percent)
    case "P": now.pressure.map { Measurement.pressure($0, units) }
    case "v": now.visibility.map { Measurement.visibility($0, units) }
    case "u": now.uvIndex.map(Measurement.whole)
    case "l", "L": Self.place(specifier, city)
    case "S": today?.sunrise.map(format.time)
    case "s": today?.sunset.map(format.time)
    case "T": format.time(now.time)
    case "m": moon.name.symbol
    case "M": moon.name.rawValue
    case "%": "%"
    default: nil
    }
  }
}
