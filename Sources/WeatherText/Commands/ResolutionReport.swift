package import WeatherFeatures

/// How a request that did not resolve to places is reported, the same for every command.
package enum ResolutionReport {
  /// The rendering for `resolution` when it ended without places, or `nil` when it resolved.
  ///
  /// - Parameters:
  ///   - command: The command to suggest with an id, e.g. "follow".
  ///   - amongFollowed: Whether the request was resolved among the followed cities.
  ///   - postalCodes: What the offline postal code table holds.
  package static func output(
    _ resolution: ResolutionFeature.State, command: String, amongFollowed: Bool = false,
    postalCodes: OutputOptions.PostalCodeCoverage
  ) -> CommandOutput? {
    let whole = resolution.request.map(describe) ?? ""
    let typed = QuotedInput.shown(whole)
    switch resolution.outcome {
    case .resolved, nil:
      return nil
    case .notFound(let suggestions):
      if amongFollowed {
        return .failure("you do not follow \"\(typed)\"; see `weather following`", .unknownCity)
      }
      if case .id(let id) = resolution.request {
        return .failure(WeatherError.unknownCity(id).message, .unknownCity)
      }
      if case .postalCode(let code) = resolution.request {
        let note =
          postalCodes.covers(code)
          ? "" : " (\(tableNote(postalCodes)); the weather service knows none)"
        return .failure("no place has the postal code \"\(typed)\"\(note)", .unknownCity)
      }
      let hint =
        suggestions.isEmpty
        ? (QuotedInput.isCut(whole) ? "" : "; try `weather search \(typed)`")
        : "; did you mean "
          + suggestions.map { "\($0.displayName) (\($0.id))" }.joined(separator: ", ") + "?"
      return .failure("no city is named \"\(typed)\"\(hint)", .unknownCity)
    case .ambiguous(let candidates):
      if case .postalCode(let code) = resolution.request {
        let list = candidates.map { "  \($0.countryCode)  \($0.displayName)" }
          .joined(separator: "\n")
        let example =
          candidates.first.map { " e.g. `weather \(command) \"\(code.code), \($0.countryCode)\"`" }
          ?? ""
        return .failure(
          "the postal code \"\(typed)\" is used in \(candidates.count) places; give a country,"
            + "\(example):\n\(list)", .usage)
      }
      let list = candidates.map { "  \(PlaceRequest.typed(id: $0.id))  \($0.displayName)" }
        .joined(separator: "\n")
      let example =
        candidates.first.map { " e.g. `weather \(command) \(PlaceRequest.typed(id: $0.id))`" } ?? ""
      return .failure(
        "\"\(typed)\" matches \(candidates.count) cities; give an id,\(example):\n\(list)",
        .usage)
    case .noneFollowed:
      return .failure(
        "no place given and no city followed; try `weather forecast paris`", .usage)
    case .failed(let error):
      if case .postalCode = resolution.request {
        return postalCodeFailure(typed, error, postalCodes: postalCodes)
      }
      return .failure(error)
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
    return output(state.resolution, command: command, postalCodes: options.postalCodes)
  }

  /// A postal code the table did not have, so that the provider was asked, and could not
  /// answer: when it could not be reached, the message says the code needs the network.
  package static func postalCodeFailure(
    _ typed: String, _ error: WeatherError, postalCodes: OutputOptions.PostalCodeCoverage
  ) -> CommandOutput {
    guard error.allowsStaleFallback else { return .failure(error) }
    return .failure(
      "the postal code \"\(typed)\" needs the network (\(tableNote(postalCodes))), and "
        + error.message,
      ExitStatus(error))
  }

  /// Which codes the offline table has.
  private static func tableNote(_ postalCodes: OutputOptions.PostalCodeCoverage) -> String {
    "the offline table has \(postalCodes.countries.sorted().joined(separator: ", ")) codes only"
  }

  /// "Zürich, Zurich, CH — from your time zone Europe/Zurich" when the place is where the user
  /// is, to say why this place.
  package static func locationNote(_ resolution: ResolutionFeature.State) -> String? {
    resolution.location.map { "\(TerminalText.clean($0.city.displayName)) — \($0.reason)" }
  }

  /// The request as the user typed it, near enough.
  package static func describe(_ request: PlaceRequest) -> String {
    switch request {
    case .id(let id): "\(id)"
    case .postalCode(let code): code.description
    case .here: "here"
    case .name(let name, let countryCode): name + (countryCode.map { ", \($0)" } ?? "")
    case .coordinates(let latitude, let longitude): "\(latitude), \(longitude)"
    case .followed: "every followed city"
    }
  }
}
