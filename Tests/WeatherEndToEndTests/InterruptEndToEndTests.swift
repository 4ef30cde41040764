import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C while a forecast is in flight cancels it and exits with 130 at once.
@Suite struct InterruptEndToEndTests {
  /// How long the server sits on the forecast: far longer than a cancelled run may take.
  static let answerDelay: Duration = .seconds(20)

  @Test func interruptDuringASlowForecastExits130() async throws {
    let sandbox = try Sandbox()
    let server = try LoopbackHTTPServer(routes: [
      .get(
        "/v1/forecast",
        response: try Fixture.json("open-meteo-forecast-paris", delay: Self.answerDelay))
    ])
    // No process slot: this one process is idle most of the time, and should start at once.
    let process = try sandbox.start(["forecast", "--city", "paris"], Sandbox.providers(at: server))
    // Interrupt once the request is in flight (and at least half a second after the start),
    // so that the command's own SIGINT handling is in place.
    let clock = ContinuousClock()
    let started = clock.now
    try await Task.sleep(for: .milliseconds(500))
    while server.requests.isEmpty, clock.now - started < .seconds(60) {
      try await Task.sleep(for: .milliseconds(20))
    }
    let interrupted = clock.now
    process.send(SIGINT)
    let run = try await process.finish(timeout: .seconds(60))
    let afterInterrupt = clock.now - interrupted
    #expect(server.requests.count == 1, "the forecast was never requested")
    #expect(!run.signalled && run.status == 130, "\(run)")
    // Typically a tenth of a second; the bound is loose for a loaded CI machine, and still far
    // from the answer's delay, so a run that waited for the answer fails.
    #expect(afterInterrupt < .seconds(10), "took \(afterInterrupt) to stop: \(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(!run.stderr.contains("weather: "), "\(run)")
    expectNoCrash(run)
    // Nothing half-fetched was cached.
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path))?
        .isEmpty ?? true)
  }
}
