import WeatherFeatures

/// What a command prints for the state it ended in: results on standard output, messages on
/// standard error (each one line, prefixed `weather: `), and the exit status.
struct Rendering: Equatable {
  /// The text for standard output, if any.
  var output: String?
  /// Whether ``output`` goes out exactly as it is (JSON, whose encoder escaped every control
  /// character) rather than with control characters removed.
  var isExact = false
  /// One-line messages for standard error, without the `weather: ` prefix.
  var messages: [String] = []
  /// The exit status.
  var status: ExitStatus = .success

  /// A failure: one message and its status, nothing on standard output.
  static func failure(_ message: String, _ status: ExitStatus) -> Rendering {
    Rendering(output: nil, messages: [message], status: status)
  }

  /// A failure the features reported.
  static func failure(_ error: WeatherError) -> Rendering {
    .failure(error.message, ExitStatus(error))
  }
}
