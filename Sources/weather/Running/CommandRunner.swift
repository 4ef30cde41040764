import ArgumentParser
import Dispatch
import Foundation
import WeatherClientLive
import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
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
      do {
        try await work.value
        if work.isCancelled { throw CancellationError() }
      } catch {
        // What was printed before the failure still goes out, before the message; a write
        // failure matters less than the failure itself.
        try? StandardOutput.finish()
        throw error
      }
      try StandardOutput.finish()
    } catch let failure as CommandFailure {
      StandardError.line("weather: \(redacted(failure.message))")
      throw ExitCode(failure.status.rawValue)
    } catch let error as WeatherError {
      StandardError.line("weather: \(redacted(error.message))")
      throw ExitCode(ExitStatus(error).rawValue)
    } catch is CancellationError {
      StandardError.line("")
      throw ExitCode(ExitStatus.interrupted.rawValue)
    }
  }

  /// `message` without the OpenWeatherMap key in any encoding: the providers redact it already,
  /// this is the last line of defence for whatever quotes a URL or a provider's words.
  private static func redacted(_ message: String) -> String {
    guard let key = ProviderChoice.apiKey(in: ProcessInfo.processInfo.environment) else {
      return message
    }
    return SecretRedaction.redacting(key, in: message)
  }
}
