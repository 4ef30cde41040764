package import WeatherFeatures

/// What a command prints for the state it ended in: results on standard output, messages on
/// standard error (each one line, prefixed `weather: `), and the exit status. A value, so that
/// every command's output is tested without running the binary.
package struct CommandOutput: Equatable, Sendable {
  /// The text for standard output, if any.
  package var output: String?
  /// Whether ``output`` goes out exactly as it is (JSON, whose encoder escaped every control
  /// character) rather than with control characters removed.
  package var isExact = false
  /// One-line messages for standard error, without the `weather: ` prefix.
  package var messages: [String] = []
  /// The exit status.
  package var status: ExitStatus = .success

  /// An output from its parts.
  package init(
    output: String? = nil, isExact: Bool = false, messages: [String] = [],
    status: ExitStatus = .success
  ) {
    self.output = output
    self.isExact = isExact
    self.messages = messages
    self.status = status
  }

  /// A failure: one message and its status, nothing on standard output.
  package static func failure(_ message: String, _ status: ExitStatus) -> CommandOutput {
    CommandOutput(output: nil, messages: [message], status: status)
  }

  /// A failure the features reported.
  package static func failure(_ error: WeatherError) -> CommandOutput {
    .failure(error.message, ExitStatus(error))
  }
}

extension CommandOutput {
  /// A failure the features reported, worded in the run's language with what to do next
  /// (``Wording/advised(_:)``); the exit status is the error's, whatever the language.
  package static func failure(_ error: WeatherError, in options: OutputOptions) -> CommandOutput {
    .failure(Wording(options.language).advised(error), ExitStatus(error))
  }
}
