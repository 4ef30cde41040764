import Testing

/// Checks that `run` succeeded: exit 0, nothing on standard error, no terminal styling.
func expectSuccess(
  _ run: WeatherRun, quiet: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!run.signalled && run.status == 0, "\(run)", sourceLocation: sourceLocation)
  if quiet {
    #expect(run.stderr.isEmpty, "\(run)", sourceLocation: sourceLocation)
  }
  // Not a terminal: no colours and no spinner.
  #expect(!(run.stdout + run.stderr).contains("\u{1B}"), "\(run)", sourceLocation: sourceLocation)
}

/// Checks that `run` failed with `status` and said so on standard error as one line (or, with
/// `lines`, that many) starting `weather: `, containing every one of `parts`, with no crash
/// report and nothing on standard output.
func expectFailure(
  _ run: WeatherRun, status: Int32, _ parts: String..., lines: Int = 1,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!run.signalled && run.status == status, "\(run)", sourceLocation: sourceLocation)
  #expect(run.stderr.hasPrefix("weather: "), "\(run)", sourceLocation: sourceLocation)
  #expect(run.stderr.hasSuffix("\n"), "\(run)", sourceLocation: sourceLocation)
  #expect(
    run.stderr.split(separator: "\n").count == lines, "\(run)", sourceLocation: sourceLocation)
  for part in parts {
    #expect(run.stderr.contains(part), "\(run)", sourceLocation: sourceLocation)
  }
  expectNoCrash(run, sourceLocation: sourceLocation)
  #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
}

/// Checks that the command line was rejected: exit 64, the first line `weather: <reason>`, then
/// exactly one hint line with the command's short usage and where its help is.
func expectUsageError(
  _ run: WeatherRun, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!run.signalled && run.status == 64, "\(run)", sourceLocation: sourceLocation)
  let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines.count == 3 && lines.last == "", "\(run)", sourceLocation: sourceLocation)
  #expect(
    lines.first?.hasPrefix("weather: \(reason)") == true, "\(run)", sourceLocation: sourceLocation)
  #expect(
    lines.dropFirst().first?.hasPrefix("Usage: weather") == true
      && lines.dropFirst().first?.hasSuffix(" --help`)") == true,
    "\(run)", sourceLocation: sourceLocation)
  expectNoCrash(run, sourceLocation: sourceLocation)
  #expect(run.stdout.isEmpty, "\(run)", sourceLocation: sourceLocation)
}

/// Checks that nothing in the output looks like a crash or a stack trace.
func expectNoCrash(_ run: WeatherRun, sourceLocation: SourceLocation = #_sourceLocation) {
  for marker in ["Fatal error", "Stack dump", "stack trace", "0x0000", "Swift/", ".swift:"] {
    #expect(!run.stderr.contains(marker), "\(run)", sourceLocation: sourceLocation)
  }
}
