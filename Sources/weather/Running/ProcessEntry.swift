import Foundation

/// Where the process starts: the standard descriptors are secured while nothing else has opened
/// a file yet, and only then does the concurrency runtime start and the command run.
///
/// An `async` `main` would be too late: the runtime and Dispatch take the lowest free
/// descriptors before its first line, so with standard output closed (`weather search london
/// >&-`) one of theirs became descriptor 1, and the output went into it ("Invalid argument").
@main
enum ProcessEntry {
  static func main() {
    StandardStreams.secure()
    guard runsApp(CommandLine.arguments.dropFirst()) else {
      Task { @MainActor in await Weather.main() }
      // `Weather.main()` ends the process with the command's status.
      dispatchMain()
    }
    // The app: the main actor runs on this thread, whose run loop drains the main queue, and
    // everything else on the app's own thread, so that no libdispatch worker thread (and its
    // pool monitor, a timer waking the process every second) ever starts. `dispatchMain` would
    // end this thread and have workers drain the main queue instead.
    let executor = AppExecutor.start()
    let command: @MainActor @Sendable () async -> Void = { await Weather.main() }
    Task(executorPreference: executor, operation: command)
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  /// Whether `arguments` run the full-screen app: `weather app …`, or `weather` alone (which
  /// shows the help instead when the terminal cannot take the app).
  static func runsApp(_ arguments: ArraySlice<String>) -> Bool {
    arguments.first.map { $0 == "app" } ?? true
  }
}
