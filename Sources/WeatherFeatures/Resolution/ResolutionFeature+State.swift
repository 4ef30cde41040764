extension ResolutionFeature {
  /// A request being turned into places, and how that ended.
  public struct State: Equatable, Sendable {
    /// What is being resolved.
    public var request: PlaceRequest?
    /// The cities the request is kept to (the followed ones, for `unfollow`), or `nil` for any.
    public var scope: [City]?
    /// Whether an answer from the directory is awaited.
    public var isResolving = false
    /// How the last request ended; `nil` while it is being resolved.
    public var outcome: Outcome?
    /// Where the user is and how that was told, when the request was ``PlaceRequest/here``.
    public var location: Location?

    /// Nothing resolved yet.
    public init() {}
  }

  /// How resolving a request ended.
  public enum Outcome: Equatable, Sendable {
    /// The places meant, in order.
    case resolved([ResolvedPlace])
    /// No city is called that (or has that id); close matches to suggest, best first.
    case notFound(suggestions: [City])
    /// Several cities are called that and none stands out; they are listed, most populous
    /// first, for the user to pick one by id.
    case ambiguous(candidates: [City])
    /// Every followed city was asked for, and none is followed.
    case noneFollowed
    /// The directory could not answer.
    case failed(WeatherError)
  }
}
