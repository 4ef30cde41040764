import ArgumentParser
import Dispatch
import Foundation
import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command's body: Ctrl-C cancels it (and the effects in flight) and exits with 130;
/// every failure becomes one line on standard error and a documented exit code.
@MainActor
enum CommandRunner {
  static func run(_ body: @escaping @MainActor () async throws -> Void) async throws {
    let work = Task { @MainActor in try await body() }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    interrupt.setEventHandler { work.cancel() }
    interrupt.resume()
    defer { interrupt.cancel() }
    do {
      try await work.value
      if work.isCancelled { throw CancellationError() }
    } catch let failure as CommandFailure {
      StandardError.line("weather: \(failure.message)")
      throw ExitCode(failure.status.rawValue)
    } catch let error as WeatherError {
      StandardError.line("weather: \(error.message)")
      throw ExitCode(ExitStatus(error).rawValue)
    } catch is CancellationError {
      StandardError.line("")
      throw ExitCode(ExitStatus.interrupted.rawValue)
    }
  }
}
