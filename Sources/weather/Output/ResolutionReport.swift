import WeatherClientLive
import WeatherFeatures
import WeatherTerminal
import WeatherText

/// How a request that did not resolve to places is reported, the same for every command.
enum ResolutionReport {
  /// The rendering for `resolution` when it ended without places, or `nil` when it resolved.
  ///
  /// - Parameters:
  ///   - command: The command to suggest with an id, e.g. "follow".
  ///   - amongFollowed: Whether the request was resolved among the followed cities.
  static func rendering(
    _ resolution: ResolutionFeature.State, command: String, amongFollowed: Bool = false
  ) -> Rendering? {
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
          PostalCodeTable.shared.covers(code)
          ? "" : " (\(tableNote); the weather service knows none)"
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
      if case .postalCode = resolution.request { return postalCodeFailure(typed, error) }
      return .failure(error)
    }
  }

  /// A postal code the table did not have, so that the provider was asked, and could not
  /// answer: when it could not be reached, the message says the code needs the network.
  static func postalCodeFailure(_ typed: String, _ error: WeatherError) -> Rendering {
    guard error.allowsStaleFallback else { return .failure(error) }
    return .failure(
      "the postal code \"\(typed)\" needs the network (\(tableNote)), and " + error.message,
      ExitStatus(error))
  }

  /// Which codes the offline table has.
  private static var tableNote: String {
    "the offline table has \(PostalCodeTable.countries.sorted().joined(separator: ", ")) codes only"
  }

  /// "Zürich, Zurich, CH — from your time zone Europe/Zurich" when the place is where the user
  /// is, to say why this place.
  static func locationNote(_ resolution: ResolutionFeature.State) -> String? {
    resolution.location.map { "\(TerminalText.clean($0.city.displayName)) — \($0.reason)" }
  }

  /// The request as the user typed it, near enough.
  static func describe(_ request: PlaceRequest) -> String {
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
