import WeatherFeatures

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
      let hint =
        suggestions.isEmpty
        ? (QuotedInput.isCut(whole) ? "" : "; try `weather search \(typed)`")
        : "; did you mean "
          + suggestions.map { "\($0.displayName) (\($0.id))" }.joined(separator: ", ") + "?"
      return .failure("no city is named \"\(typed)\"\(hint)", .unknownCity)
    case .ambiguous(let candidates):
      let list = candidates.map { "  \($0.id)  \($0.displayName)" }.joined(separator: "\n")
      let example = candidates.first.map { " e.g. `weather \(command) \($0.id)`" } ?? ""
      return .failure(
        "\"\(typed)\" matches \(candidates.count) cities; give an id,\(example):\n\(list)",
        .usage)
    case .noneFollowed:
      return .failure(
        "no place given and no city followed; try `weather forecast paris`", .usage)
    case .failed(let error):
      return .failure(error)
    }
  }

  /// The request as the user typed it, near enough.
  static func describe(_ request: PlaceRequest) -> String {
    switch request {
    case .id(let id): "\(id)"
    case .name(let name, let countryCode): name + (countryCode.map { ", \($0)" } ?? "")
    case .coordinates(let latitude, let longitude): "\(latitude), \(longitude)"
    case .followed: "every followed city"
    }
  }
}
