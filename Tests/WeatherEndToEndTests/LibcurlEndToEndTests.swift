#if os(Linux)
  import Foundation
  import LoopbackHTTPServer
  import Testing

  /// On Linux the binary loads libcurl on its first request, not at start: a command that makes
  /// no request never loads it, and a missing libcurl is one line naming it and the package to
  /// install, with the configuration exit code, never a crash at start.
  @Suite struct LibcurlEndToEndTests {
    let sandbox: Sandbox
    static let missing = "libcurl-not-installed.so.4"
    static let apiKey = "libcurl-e2e-secret-51c0de"

    init() throws {
      sandbox = try Sandbox()
    }

    static let requestCommands: [[String]] = [
      ["forecast", "--city", "paris"], ["now", "paris"], ["search", "paris", "--online"],
      ["forecast", "--city", "paris", "--provider", "openweathermap"],
    ]

    @Test(arguments: requestCommands)
    func aMissingLibcurlIsOneLineNamingItAndThePackage(_ command: [String]) async throws {
      let server = try Fixture.openMeteoServer()
      let run = try await sandbox.run(
        command, server: server,
        ["WEATHER_LIBCURL": Self.missing, "OPENWEATHER_API_KEY": Self.apiKey])
      expectFailure(
        run, status: 78,
        "weather: network requests need libcurl 7.32 or later, and \(Self.missing) could not be "
          + "loaded: install libcurl4 (Debian, Ubuntu)")
      #expect(!(run.stdout + run.stderr).contains(Self.apiKey), "\(run)")
      #expect(server.requests.isEmpty)
    }

    /// Search in the embedded table and the follow list never need the library.
    @Test func commandsWithoutARequestWorkWithoutLibcurl() async throws {
      let missing: [String: String?] = ["WEATHER_LIBCURL": Self.missing]
      expectSuccess(try await sandbox.run(["search", "london"], missing))
      expectSuccess(try await sandbox.run(["follow", "2643743"], missing))
      expectSuccess(try await sandbox.run(["following"], missing))
      expectSuccess(try await sandbox.run(["about"], missing))
    }

    /// The dynamic linker's own account (glibc's `LD_DEBUG=libs`): no libcurl is loaded for a
    /// search; it is for a forecast, which then succeeds.
    @Test func libcurlIsLoadedOnlyWhenARequestIsMade() async throws {
      let search = try await sandbox.run(["search", "london"], ["LD_DEBUG": "libs"])
      #expect(search.status == 0 && search.stdout.contains("London"), "\(search)")
      #expect(search.stderr.contains("calling init"), "LD_DEBUG said nothing: \(search)")
      #expect(!search.stderr.contains("libcurl"), "\(search.stderr)")

      let server = try Fixture.openMeteoServer()
      let forecast = try await sandbox.run(
        ["forecast", "--city", "paris"], server: server, ["LD_DEBUG": "libs"])
      #expect(forecast.status == 0 && forecast.stdout.contains("Paris"), "\(forecast)")
      #expect(forecast.stderr.contains("libcurl"), "\(forecast.stderr)")
      #expect(server.requests(to: "/v1/forecast").count == 1)
    }
  }
#endif
