package import WeatherFeatures

/// What `weather now` prints: the weather now on one line (the user's format, or the default
/// line), or JSON, with a note on where `here` is.
package struct NowCommandView {
  /// The user's line, if one was given.
  package var format: StatusLineFormat?
  /// Whether a place was typed (with none, where the user is is said).
  package var placeWasTyped: Bool

  /// The view of the line in `format` (`nil`: the default line).
  package init(format: StatusLineFormat?, placeWasTyped: Bool) {
    self.format = format
    self.placeWasTyped = placeWasTyped
  }

  /// A format that shows only the place needs no weather: the place is resolved and nothing
  /// is fetched, so it works offline.
  package var placeOnly: Bool {
    guard let format else { return false }
    return format.pieces.allSatisfy { piece in
      if case .value(let specifier) = piece { return "lL%".contains(specifier) }
      return true
    }
  }

  /// The output for the state the command ended in.
  package func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    if let failure = ResolutionReport.output(for: state, command: "now", options: options) {
      return failure
    }
    // Where the user is: said when it was not asked for, or when the line is not the user's.
    let note =
      !placeWasTyped || format == nil
      ? ResolutionReport.locationNote(state.resolution, language: options.language) : nil
    if placeOnly, case .resolved(let places) = state.resolution.outcome, let place = places.first,
      let format
    {
      return CommandOutput(
        output: NowView.placeLine(format, city: place.city), messages: note.map { [$0] } ?? [])
    }
    let words = Wording(options.language)
    guard let entry = state.forecastList.places.first else {
      return .failure(words.phrase(.noPlaceToShow), .failure)
    }
    let forecast: Forecast
    var output = CommandOutput()
    if let note { output.messages.append(note) }
    var stale: JSONOutput.Now.Stale?
    switch entry.outcome {
    case .fresh(let fresh):
      forecast = fresh
    case .stale(let old, let staleness):
      forecast = old
      output.messages.append(
        words.withNextStep(
          words.phrase(.showingWeatherFrom, words.staleReason(staleness), words.age(staleness)),
          for: staleness.reason))
      stale = .init(
        fetchedAt: staleness.fetchedAt, ageSeconds: staleness.ageSeconds,
        reason: staleness.reason?.message)
    case .failed(let error):
      return .failure(error, in: options)
    case .loading:
      return .failure(words.phrase(.weatherDidNotArrive), .failure)
    }
    let view = NowView(
      city: entry.place.city, forecast: forecast, style: options.style,
      language: options.language, clockLocale: options.clockLocale)
    if options.json {
      var json = options.json(
        JSONOutput.Now(
          city: entry.place.city, current: forecast.current, today: forecast.daily.first,
          units: forecast.units, moon: MoonPhase(at: forecast.current.time), stale: stale,
          location: .of(state.resolution)))
      json.messages = output.messages
      return json
    }
    // A format is the user's line, as is: no width, no credit (a status bar has no room).
    output.output = format.map(view.line) ?? view.line()
    return output
  }

  /// Several places' outputs as one: one line per place, in order; each message names its
  /// place; the first failure's status. With `--json`, an array of the places' objects.
  package static func combined(_ outputs: [(place: String, output: CommandOutput)], json: Bool)
    -> CommandOutput
  {
    var combined = CommandOutput(isExact: json)
    let texts = outputs.compactMap(\.output.output)
    if json {
      combined.output = "[\n" + texts.joined(separator: ",\n") + "\n]"
    } else if !texts.isEmpty {
      combined.output = texts.joined(separator: "\n")
    }
    for (place, output) in outputs {
      combined.messages += output.messages.map { "\(OutsideText.oneLine(place)): \($0)" }
      if combined.status == .success { combined.status = output.status }
    }
    return combined
  }
}
