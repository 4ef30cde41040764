package import WeatherFeatures

/// What `weather forecast` prints: each place's forecast (fresh, stale with its reason, or why
/// it failed) and the data credit, or JSON.
package struct ForecastCommandView {
  /// Hourly steps instead of days.
  package var hourly: Bool

  /// The view of days, or of hours.
  package init(hourly: Bool) {
    self.hourly = hourly
  }

  /// The output for the state the command ended in.
  package func output(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    if let failure = ResolutionReport.output(for: state, command: "forecast", options: options) {
      return failure
    }
    let words = Wording(options.language)
    var output = CommandOutput()
    if let note = ResolutionReport.locationNote(state.resolution, language: options.language) {
      output.messages.append(note)
    }
    var sections: [String] = []
    var entries: [JSONOutput.Forecasts.Entry] = []
    let places = state.forecastList.places
    // One fault for every place (the network is down, the key is missing) is one line.
    let failures = places.map { entry -> WeatherError? in
      guard case .failed(let error) = entry.outcome else { return nil }
      return error
    }
    // The JSON carries the rows the text shows, no more (issue 24, item 6).
    let shown = { (forecast: Forecast) in forecast.shown(days: state.forecastList.days) }
    let oneFault = places.count > 1 && Set(failures).count == 1 && failures[0] != nil
    for entry in places {
      // With several places, each message says which one it is about.
      let about = places.count > 1 ? "\(entry.place.city.displayName): " : ""
      let place = entry.place
      let also = place.namesakes.isEmpty ? nil : place.namesakes
      switch entry.outcome {
      case .fresh(let forecast):
        entries.append(.init(city: place.city, forecast: shown(forecast), also: also))
        sections.append(view(forecast, nil, place, state.forecastList.days, options))
      case .stale(let forecast, let staleness):
        output.messages.append(
          about
            + words.withNextStep(
              words.phrase(
                .showingForecastFrom, words.staleReason(staleness), words.age(staleness)),
              for: staleness.reason))
        entries.append(
          .init(
            city: place.city, forecast: shown(forecast),
            stale: .init(
              fetchedAt: staleness.fetchedAt, ageSeconds: staleness.ageSeconds,
              reason: staleness.reason?.message),
            also: also))
        sections.append(view(forecast, staleness, place, state.forecastList.days, options))
      case .failed(let error):
        if !oneFault { output.messages.append(about + words.advised(error)) }
        entries.append(.init(city: place.city, error: error.message, also: also))
        if output.status == .success { output.status = ExitStatus(error) }
      case .loading:
        break
      }
    }
    if oneFault, let error = failures[0] { output.messages = [words.advised(error)] }
    if options.json {
      let json = options.json(
        JSONOutput.Forecasts(forecasts: entries, location: .of(state.resolution)))
      output.output = json.output
      output.isExact = json.isExact
    } else if !sections.isEmpty {
      output.output = (sections + [options.styledDataCredit])
        .joined(separator: "\n\n")
    }
    return output
  }

  private func view(
    _ forecast: Forecast, _ staleness: Staleness?, _ place: ResolvedPlace, _ days: Int,
    _ options: OutputOptions
  ) -> String {
    ForecastView(
      forecast: forecast, staleness: staleness, also: place.namesakes, hourly: hourly,
      days: days, style: options.style, language: options.language,
      clockLocale: options.clockLocale
    ).render()
  }
}
