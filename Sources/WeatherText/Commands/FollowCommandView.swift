package import WeatherFeatures

/// What `weather follow` and `weather unfollow` print: the city followed or no longer
/// followed and the count, or why not.
package enum FollowCommandView {
  /// The output of `weather follow` for the state it ended in.
  package static func follow(_ state: AppFeature.State, options: OutputOptions) -> CommandOutput {
    if let failure = ResolutionReport.output(
      state.resolution, command: "follow", postalCodes: options.postalCodes,
      language: options.language)
    {
      return failure
    }
    let words = Wording(options.language)
    let following = state.following
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .followed(let city):
      return options.json
        ? options.json(JSONOutput.Follow(followed: city, alreadyFollowing: false, following: list))
        : CommandOutput(
          output: words.sentences(
            words.commandPhrase(
              .nowFollowing, options.style.bold(city.displayName), "\(city.id)"),
            CityCount.followed(list.count, language: options.language)))
    case .alreadyFollowing(let city):
      return options.json
        ? options.json(JSONOutput.Follow(followed: city, alreadyFollowing: true, following: list))
        : CommandOutput(
          output: words.commandPhrase(.alreadyFollowingCity, city.displayName, "\(city.id)"))
    case .notACity:
      // A postal code of a town the city table does not have names a place, not a city.
      if case .postalCode(let code) = state.resolution.request,
        case .resolved(let places) = state.resolution.outcome, let place = places.first
      {
        return .failure(
          words.commandPhrase(
            .notACity, QuotedInput.shown(code.code), TerminalText.clean(place.city.displayName)),
          .usage)
      }
      return .failure(words.commandPhrase(.positionNotFollowable), .usage)
    case .failed(let error):
      return .failure(error, in: options)
    case .unfollowed, .notFollowing, nil:
      return .failure(
        following.error ?? .provider(words.commandPhrase(.couldNotFollow)), in: options)
    }
  }

  /// The output of `weather unfollow` for the state it ended in.
  package static func unfollow(_ state: AppFeature.State, options: OutputOptions)
    -> CommandOutput
  {
    let following = state.following
    if state.resolution.request == nil, let error = following.error {
      // The followed list could not be read, so nothing was resolved.
      return .failure(error, in: options)
    }
    if let failure = ResolutionReport.output(
      state.resolution, command: "unfollow", amongFollowed: true,
      postalCodes: options.postalCodes, language: options.language)
    {
      return failure
    }
    let words = Wording(options.language)
    let list = following.cities.map(\.city)
    switch following.outcome {
    case .unfollowed(let city):
      return options.json
        ? options.json(JSONOutput.Unfollow(unfollowed: city, following: list))
        : CommandOutput(
          output: words.sentences(
            words.commandPhrase(.stoppedFollowing, city.displayName, "\(city.id)"),
            CityCount.followed(list.count, language: options.language)))
    case .notFollowing:
      let typed = QuotedInput.shown(state.resolution.request.map(ResolutionReport.describe) ?? "")
      return .failure(words.commandPhrase(.notFollowed, typed), .unknownCity)
    case .failed(let error):
      return .failure(error, in: options)
    case .followed, .alreadyFollowing, .notACity, nil:
      return .failure(
        following.error ?? .provider(words.commandPhrase(.couldNotUnfollow)), in: options)
    }
  }
}
