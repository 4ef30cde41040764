/// Everything that can go wrong while talking to the world, in words a user can act on.
///
/// Features keep these in state (they are `Equatable`), and the command line prints ``message``.
public enum WeatherError: Error, Hashable, Sendable {
  /// No connection could be made (no network, connection refused, DNS failure).
  case offline(String)
  /// The provider did not answer in time.
  case timedOut
  /// The provider refuses more requests for now (HTTP 429).
  case rateLimited(String)
  /// The provider rejected the API key (HTTP 401).
  case unauthorized(String)
  /// A request to a provider that needs a key was about to be made and no key is set.
  case missingAPIKey(provider: String, variable: String)
  /// The provider answered with an error of its own.
  case provider(String)
  /// The provider's answer could not be read.
  case invalidResponse(String)
  /// No city has this GeoNames id.
  case unknownCity(City.ID)
  /// The followed-cities file could not be read or written; it has been left as it was.
  case storage(path: String, reason: String)
  /// A change to the file at `path` could not be written, so nothing was changed: the previous
  /// file, if any, is as it was. `created` tells whether the temporary file the change is
  /// written to could be made at all (when not, exit 73, EX_CANTCREAT; else 74, EX_IOERR).
  case notSaved(path: String, reason: String, created: Bool)
  /// A city is followed already.
  case alreadyFollowing(City)
  /// The program cannot run as set up: one of its settings (an environment variable) is
  /// unusable, or something it needs from the system (libcurl, for requests on Linux) is
  /// missing. The text names what and says what it must be or what to install.
  case configuration(String)
  /// The OpenWeatherMap key file (`openweathermap_key_file`) at `path` cannot be used, and why.
  case keyFile(path: String, problem: FileProblem)

  /// One line for people.
  public var message: String {
    switch self {
    case .offline(let detail): "cannot reach the weather service: \(detail)"
    case .timedOut: "the weather service did not answer in time"
    case .rateLimited(let detail):
      "rate limited, try again in a minute" + (detail.isEmpty ? "" : " (\(detail))")
    case .unauthorized(let detail): "the API key was rejected: \(detail)"
    case .missingAPIKey(let provider, let variable):
      "\(provider) needs an API key: set \(variable), or choose --provider open-meteo"
    case .provider(let detail): "the weather service reported an error: \(detail)"
    case .invalidResponse(let detail): "the weather service sent an unreadable answer: \(detail)"
    case .unknownCity(let id): "no city has the id \(id)"
    case .storage(let path, let reason): "\(path): \(reason)"
    case .notSaved(let path, let reason, _): "\(path): not saved, nothing was changed: \(reason)"
    case .alreadyFollowing(let city): "\(city.displayName) is followed already"
    case .configuration(let detail): detail
    case .keyFile(let path, let problem):
      "the OpenWeatherMap key file \(path): \(problem.english)"
    }
  }

  /// Whether a forecast fetched earlier may stand in, marked stale, when a request fails this
  /// way: yes when the service could not be reached or had trouble of its own, no when the fault
  /// is the user's to fix (a key, an unknown city), since an old forecast would hide it.
  public var allowsStaleFallback: Bool {
    switch self {
    case .offline, .timedOut, .rateLimited, .provider, .invalidResponse: true
    case .unauthorized, .missingAPIKey, .unknownCity, .storage, .notSaved, .alreadyFollowing,
      .configuration, .keyFile:
      false
    }
  }

  /// Wraps any error as a `WeatherError`, keeping its description.
  public init(_ error: any Error) {
    self = (error as? WeatherError) ?? .provider(String(describing: error))
  }
}
