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
  /// The server sits on the forecast past the command's request timeout: a run that waited for
  /// it would end with that timeout (exit 4) or be killed by the test, never exit 130.
  static let answerDelay: Duration = .farPastAnyTimeout

  @Test func interruptDuringASlowForecastExits130() async throws {
    let sandbox = try Sandbox()
    let server = try LoopbackHTTPServer(routes: [
      .get(
        "/v1/forecast",
        response: try Fixture.json("open-meteo-forecast-paris", delay: Self.answerDelay))
    ])
    // No process slot: this one process is idle most of the time, and should start at once.
    // The request timeout at 40 s (the server sits 45 s): under a loaded machine the default
    // one could fire between the request arriving and the interrupt being handled (seen once
    // in a full run: exit 4, "did not answer in time").
    var environment = Sandbox.providers(at: server)
    environment["WEATHER_TIMEOUT"] = "40"
    let process = try sandbox.start(["forecast", "--city", "paris"], environment)
    // Interrupt once the request is in flight. The command installs its SIGINT handler before
    // its store starts any work (both on the main actor), so a request seen means it is ready.
    #expect(await server.waitForRequest())
    process.send(SIGINT)
    let run = try await process.finish(timeout: .seconds(60))
    #expect(server.requests.count == 1, "the forecast was never requested")
    // No answer came in time, so 130 can only be the interrupt's doing.
    #expect(!run.signalled && run.status == 130, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(!run.stderr.contains("weather: "), "\(run)")
    expectNoCrash(run)
    // Nothing half-fetched was cached.
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path))?
        .isEmpty ?? true)
  }
}
