package import WeatherFeatures

/// The documented exit codes of `weather`.
package enum ExitStatus: Int32, Sendable {
  case success = 0
  case failure = 1
  case unknownCity = 3
  case network = 4
  case rateLimited = 5
  case storage = 6
  case unauthorized = 7
  case usage = 64
  /// A file to save could not be created (sysexits' EX_CANTCREAT): nothing was changed.
  case cannotCreate = 73
  /// The output, or a file being saved, could not be written (sysexits' EX_IOERR), e.g. to a
  /// full disk; a file being saved is left as it was.
  case output = 74
  /// A bad config file line, `WEATHER_*` variable or provider URL override (sysexits' EX_CONFIG).
  case configuration = 78
  case interrupted = 130

  /// The exit code for a failure the features reported.
  package init(_ error: WeatherError) {
    switch error {
    case .offline, .timedOut: self = .network
    case .rateLimited: self = .rateLimited
    case .unauthorized, .missingAPIKey: self = .unauthorized
    case .unknownCity: self = .unknownCity
    case .storage: self = .storage
    case .notSaved(_, _, let created): self = created ? .output : .cannotCreate
    case .configuration, .keyFile: self = .configuration
    case .provider, .invalidResponse, .alreadyFollowing: self = .failure
    }
  }
}
