import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the StorageProbe executable (see Tests/Support/StorageProbe/main.swift).
final class StorageProbeProcess {
  /// How a run ended.
  struct Exit: Equatable {
    var reason: Process.TerminationReason
    /// The exit code, or the signal that ended the process.
    var status: Int32
  }

  private let process: Process
  private let output = Pipe()
  private let errors = Pipe()
  private let exits: AsyncStream<Exit>

  /// Starts StorageProbe with `arguments`.
  init(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = try Self.executableURL()
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    let (exits, continuation) = AsyncStream<Exit>.makeStream(bufferingPolicy: .unbounded)
    // Set before `run`, and buffered by the stream, so no exit can be missed.
    process.terminationHandler = { process in
      continuation.yield(Exit(reason: process.terminationReason, status: process.terminationStatus))
      continuation.finish()
    }
    self.process = process
    self.exits = exits
    try process.run()
  }

  /// Sends SIGKILL: the probe gets no chance to finish what it is doing.
  func kill() {
    _ = sendSignal(process.processIdentifier, SIGKILL)
  }

  /// The first `count` bytes the probe writes to standard output (fewer if it exits first).
  func output(count: Int) async -> String {
    let handle = output.fileHandleForReading
    return await withCheckedContinuation { continuation in
      // A blocking read, kept off the cooperative threads.
      DispatchQueue.global().async {
        continuation.resume(
          returning: String(decoding: handle.readData(ofLength: count), as: UTF8.self))
      }
    }
  }

  /// Waits for the probe to end.
  func exit() async -> Exit {
    for await exit in exits { return exit }
    return Exit(reason: process.terminationReason, status: process.terminationStatus)
  }

  /// What the probe wrote to standard error; call after it has exited.
  func errorOutput() -> String {
    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The StorageProbe binary, built next to the test binary by `swift test`, whatever the
  /// scratch path; failing that, the newest one under a `.build*` directory of the package.
  static func executableURL(filePath: String = #filePath) throws -> URL {
    let fileManager = FileManager.default
    var directories: [URL] = []
    if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    // On macOS the tests run from `<scratch>/debug/<package>PackageTests.xctest`.
    for bundle in Bundle.allBundles + [Bundle.main] where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for directory in directories {
      let candidate = directory.appendingPathComponent("StorageProbe")
      if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    // Walk up from this file to the package root and look in every scratch directory.
    var root = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while root.path != "/",
      !fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root.deleteLastPathComponent()
    }
    let scratch = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
    let candidates = scratch.filter { $0.hasPrefix(".build") }
      .map { root.appendingPathComponent($0).appendingPathComponent("debug/StorageProbe") }
      .filter { fileManager.isExecutableFile(atPath: $0.path) }
    func modified(_ url: URL) -> Date {
      (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        ?? .distantPast
    }
    guard let newest = candidates.max(by: { modified($0) < modified($1) }) else {
      throw ProbeNotFound(searched: directories.map(\.path) + [root.path + "/.build*/debug"])
    }
    return newest
  }

  /// StorageProbe was not built where the tests look for it.
  struct ProbeNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "StorageProbe not found in: \(searched.joined(separator: ", "))" }
  }
}

/// libc's `kill`, named apart from ``StorageProbeProcess/kill()``.
private func sendSignal(_ process: Int32, _ signal: Int32) -> Int32 {
  kill(process, signal)
}
