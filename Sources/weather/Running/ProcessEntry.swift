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
    Task { @MainActor in await Weather.main() }
    // `Weather.main()` ends the process with the command's status.
    dispatchMain()
  }
}
