package import WeatherFeatures

/// How a request that did not resolve to places is reported, the same for every command.
package enum ResolutionReport {
  /// The rendering for `resolution` when it ended without places, or `nil` when it resolved.
  ///
  /// - Parameters:
  ///   - command: The command to suggest with an id, e.g. "follow".
  ///   - amongFollowed: Whether the request was resolved among the followed cities.
  ///   - postalCodes: What the offline postal code table holds.
  ///   - language: The language of the message; the exit status is the same in every one.
  package static func output(
    _ resolution: ResolutionFeature.State, command: String, amongFollowed: Bool = false,
    postalCodes: OutputOptions.PostalCodeCoverage, language: Language = .en
  ) -> CommandOutput? {
    let words = Wording(language)
    let whole = resolution.request.map { describe($0, language: language) } ?? ""
    let typed = QuotedInput.shown(whole)
    switch resolution.outcome {
    case .resolved, nil:
      return nil
    case .notFound(let suggestions):
      if amongFollowed {
        return .failure(words.commandPhrase(.notFollowed, typed), .unknownCity)
      }
      if case .id(let id) = resolution.request {
        return .failure(words.advised(.unknownCity(id)), .unknownCity)
      }
      if case .postalCode(let code) = resolution.request {
        let message =
          postalCodes.covers(code)
          ? words.phrase(.noPostalCodeMatches, typed)
          : words.commandPhrase(.noPostalCodeOffline, typed, tableNote(postalCodes, words))
        return .failure(message, .unknownCity)
      }
      let message =
        suggestions.isEmpty
        ? words.commandPhrase(
          QuotedInput.isCut(whole) ? .noCityNamed : .noCityNamedTrySearch, typed)
        : words.commandPhrase(
          .noCityNamedDidYouMean, typed,
          suggestions.map { "\($0.displayName) (\($0.id))" }.joined(separator: ", "))
      return .failure(message, .unknownCity)
    case .ambiguous(let candidates):
      if case .postalCode(let code) = resolution.request {
        let list = candidates.map { "  \($0.countryCode)  \($0.displayName)" }
          .joined(separator: "\n")
        // An ambiguous code has two places or more, so there is always a first to show.
        let country = candidates.first?.countryCode ?? "US"
        let example = "weather \(command) \"\(code.code), \(country)\""
        return .failure(
          words.commandPhrase(.postalCodeAmbiguous, typed, String(candidates.count), example)
            + "\n\(list)", .usage)
      }
      let list = candidates.map { "  \(PlaceRequest.typed(id: $0.id))  \($0.displayName)" }
        .joined(separator: "\n")
      let id = candidates.first.map { PlaceRequest.typed(id: $0.id) } ?? "2643743"
      return .failure(
        words.commandPhrase(
          .nameAmbiguous, typed, String(candidates.count), "weather \(command) \(id)")
          + "\n\(list)", .usage)
    case .noneFollowed:
      return .failure(words.commandPhrase(.noneFollowed), .usage)
    case .failed(let error):
      if case .postalCode = resolution.request {
        return postalCodeFailure(typed, error, postalCodes: postalCodes, language: language)
      }
      return .failure(words.advised(error), ExitStatus(error))
    }
  }

  /// The failure for a command that shows the weather of the places `state` resolved: the
  /// followed list unreadable when no place was given (there was nothing to resolve), or the
  /// request unresolved; `nil` when there are places.
  package static func output(
    for state: AppFeature.State, command: String, options: OutputOptions
  ) -> CommandOutput? {
    if state.resolution.outcome == nil, let error = state.following.error {
      return .failure(error, in: options)
    }
    return output(
      state.resolution, command: command, postalCodes: options.postalCodes,
      language: options.language)
  }

  /// A postal code the table did not have, so that the provider was asked, and could not
  /// answer: when it could not be reached, the message says the code needs the network.
  package static func postalCodeFailure(
    _ typed: String, _ error: WeatherError, postalCodes: OutputOptions.PostalCodeCoverage,
    language: Language = .en
  ) -> CommandOutput {
    let words = Wording(language)
    guard error.allowsStaleFallback else {
      return .failure(words.advised(error), ExitStatus(error))
    }
    return .failure(
      words.withNextStep(
        words.commandPhrase(
          .postalCodeNeedsNetwork, typed, tableNote(postalCodes, words), words.message(error)),
        for: error),
      ExitStatus(error))
  }

  /// Which codes the offline table has.
  private static func tableNote(
    _ postalCodes: OutputOptions.PostalCodeCoverage, _ words: Wording
  ) -> String {
    words.commandPhrase(
      .offlineTable, postalCodes.countries.sorted().joined(separator: ", "))
  }

  /// "Zürich, Zurich, CH — from your time zone Europe/Zurich" when the place is where the user
  /// is, to say why this place; the zone's name stays as the system gives it.
  package static func locationNote(
    _ resolution: ResolutionFeature.State, language: Language = .en
  ) -> String? {
    resolution.location.map { location in
      let reason =
        switch location.source {
        case .timeZone(let zone): Wording(language).commandPhrase(.fromTimeZone, zone)
        }
      return "\(TerminalText.clean(location.city.displayName)) — \(reason)"
    }
  }

  /// The request as the user typed it, near enough; `here` and every followed city in
  /// `language`'s words.
  package static func describe(_ request: PlaceRequest, language: Language = .en) -> String {
    switch request {
    case .id(let id): "\(id)"
    case .postalCode(let code): code.description
    case .here: Wording(language).commandPhrase(.requestHere)
    case .name(let name, let countryCode): name + (countryCode.map { ", \($0)" } ?? "")
    case .coordinates(let latitude, let longitude): "\(latitude), \(longitude)"
    case .followed: Wording(language).commandPhrase(.requestFollowed)
    }
  }
}
