import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How one run of `weather` ended, and what it printed.
struct WeatherRun: Sendable, CustomStringConvertible {
  var arguments: [String]
  /// The exit code, or the signal number when `signalled`.
  var status: Int32
  var signalled: Bool
  var stdout: String
  var stderr: String
  var elapsed: Duration

  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The `--json` output, decoded.
  func json<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: Data(stdout.utf8))
  }

  /// The `--json` output as a JSONSerialization object.
  func jsonObject() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(stdout)")
  }

  var description: String {
    "weather \(arguments.joined(separator: " ")) → \(signalled ? "signal" : "exit") \(status)"
      + " in \(elapsed)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
  }
}

/// One `weather` process, its output going to files (so no pipe can fill up and block it).
final class WeatherProcess: @unchecked Sendable {
  /// Long enough for a debug build on a busy 2-core machine; short enough that a hang fails.
  static let defaultTimeout: Duration = .seconds(90)

  let arguments: [String]
  private let process = Process()
  private let stdoutURL: URL
  private let stderrURL: URL
  private let exits: AsyncStream<Void>
  private let started = ContinuousClock.now

  /// Starts the process; with `standardOutput` (a path such as `/dev/full`), its output goes
  /// there instead of to a file the run reads back; with `closingStandardOutput`, it starts
  /// with descriptor 1 closed (through `sh -c 'exec … >&-'`, which `Process` cannot do).
  init(
    arguments: [String], environment: [String: String], directory: URL, outputs: URL,
    standardOutput: String? = nil, closingStandardOutput: Bool = false
  ) throws {
    self.arguments = arguments
    let name = UUID().uuidString
    stdoutURL = outputs.appendingPathComponent("\(name).out")
    stderrURL = outputs.appendingPathComponent("\(name).err")
    for url in [stdoutURL, stderrURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    let binary = try WeatherBinary.require()
    if closingStandardOutput {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", #"exec "$0" "$@" >&-"#, binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    process.environment = environment
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    if let standardOutput {
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput))
    } else {
      process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
    }
    process.standardError = try FileHandle(forWritingTo: stderrURL)
    let (exits, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .unbounded)
    // Set before `run`, and buffered by the stream, so no exit can be missed.
    process.terminationHandler = { _ in
      continuation.yield()
      continuation.finish()
    }
    self.exits = exits
    try process.run()
  }

  /// Sends `signal` to the process (SIGINT is Ctrl-C).
  func send(_ signal: Int32) {
    _ = kill(process.processIdentifier, signal)
  }

  /// Waits for the process to end; past `timeout` it is killed and the test fails.
  func finish(timeout: Duration = WeatherProcess.defaultTimeout) async throws -> WeatherRun {
    let exits = self.exits
    let exited = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in exits {}
        return !Task.isCancelled
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !exited {
      send(SIGKILL)
      process.waitUntilExit()
    }
    let run = WeatherRun(
      arguments: arguments, status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal,
      stdout: String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self),
      stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self),
      elapsed: ContinuousClock.now - started)
    if !exited { throw TimedOut(run: run, timeout: timeout) }
    return run
  }

  /// The process did not end in time.
  struct TimedOut: Error, CustomStringConvertible {
    var run: WeatherRun
    var timeout: Duration
    var description: String { "timed out after \(timeout), killed: \(run)" }
  }
}
