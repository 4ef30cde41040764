import WeatherText

/// A failure outside the features (the settings, writing the output) to report as one line on
/// standard error, with its exit code; ``Weather/main()`` reports it.
struct CommandFailure: Error {
  var message: String
  var status: ExitStatus

  init(_ message: String, status: ExitStatus) {
    self.message = message
    self.status = status
  }
}
