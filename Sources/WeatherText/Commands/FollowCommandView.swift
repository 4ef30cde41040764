package import WeatherFeatures

/// What `weather follow` and `weather unfollow` print: the city followed or no longer
/// followed and the count, or why not.
package enum FollowCommandView {
  /// The output of `weather follow` for the state it ended in.
  package static func follow(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    if let failure = ResolutionReport.output(
      state.resolution, command: "follow", postalCodes: options.postalCodes)
    {
      return failure
    }
    let following = state.following
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .followed(let city):
      return options.json
        ? options.json(JSONOutput.Follow(followed: city, alreadyFollowing: false, following: list))
        : CommandOutput(
          output: "Following \(options.style.bold(city.displayName)) (\(city.id)). "
            + CityCount.followed(list.count))
    case .alreadyFollowing(let city):
      return options.json
        ? options.json(JSONOutput.Follow(followed: city, alreadyFollowing: true, following: list))
        : CommandOutput(output: "Already following \(city.displayName) (\(city.id)).")
    case .notACity:
      // A postal code of a town the city table does not have names a place, not a city.
      if case .postalCode(let code) = state.resolution.request,
        case .resolved(let places) = state.resolution.outcome, let place = places.first
      {
        return .failure(
          "\(QuotedInput.shown(code.code)) is \(TerminalText.clean(place.city.displayName)), not a city "
            + "of the embedded table (15,000+ people), so it cannot be followed; follow a city "
            + "nearby by name, or use `weather forecast \(QuotedInput.shown(code.code))`", .usage)
      }
      return .failure(
        "a position cannot be followed; follow a city by id or name", .usage)
    case .failed(let error):
      return .failure(error)
    case .unfollowed, .notFollowing, nil:
      return .failure(following.error ?? .provider("the city could not be followed"))
    }
  }

  /// The output of `weather unfollow` for the state it ended in.
  package static func unfollow(_ state: AppFeature.State, options: OutputOptions)
    -> CommandOutput
  {
    let following = state.following
    if state.resolution.request == nil, let error = following.error {
      // The followed list could not be read, so nothing was resolved.
      return .failure(error)
    }
    if let failure = ResolutionReport.output(
      state.resolution, command: "unfollow", amongFollowed: true,
      postalCodes: options.postalCodes)
    {
      return failure
    }
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .unfollowed(let city):
      return options.json
        ? options.json(JSONOutput.Unfollow(unfollowed: city, following: list))
        : CommandOutput(
          output: "Stopped following \(city.displayName) (\(city.id)). "
            + CityCount.followed(list.count))
    case .notFollowing:
      let typed = QuotedInput.shown(state.resolution.request.map(ResolutionReport.describe) ?? "")
      return .failure("you do not follow \"\(typed)\"; see `weather following`", .unknownCity)
    case .failed(let error):
      return .failure(error)
    case .followed, .alreadyFollowing, .notACity, nil:
      return .failure(following.error ?? .provider("the city could not be unfollowed"))
    }
  }
}
