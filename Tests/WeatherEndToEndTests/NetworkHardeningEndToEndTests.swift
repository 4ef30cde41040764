import Foundation
import LoopbackHTTPServer
import Testing

/// The real binary against a hostile server (too large, a gzip bomb, a slow drip, a redirect
/// loop), bad provider overrides and a key a provider echoes back: each says what happened in
/// words, exits with its class's documented code and leaves the follow list as it was.
@Suite struct NetworkHardeningEndToEndTests {
  let sandbox: Sandbox
  /// `following.json` as it was before the run under test.
  let followList: Data

  init() async throws {
    sandbox = try Sandbox()
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    expectSuccess(try await sandbox.run(["follow", "2988507"]))
    followList = try Data(contentsOf: sandbox.followingFile)
  }

  func expectFollowListUnchanged(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      try Data(contentsOf: sandbox.followingFile) == followList, sourceLocation: sourceLocation)
  }

  /// A server answering every request with `behaviour`.
  func hostileServer(_ behaviour: HostileBehaviour) throws -> LoopbackHTTPServer {
    let hostile = CannedResponse.hostile(behaviour)
    return try LoopbackHTTPServer(routes: [
      Route("GET", "/v1/forecast", response: hostile),
      Route("GET", "/v1/search", response: hostile),
      Route("GET", "/v1/get", response: hostile),
    ])
  }

  /// Every command that asks the provider, so that one fault is shown to give one exit code.
  static let networkCommands: [[String]] = [
    ["forecast", "--city", "paris"], ["forecast", "--lat", "1", "--lon", "2", "--json"],
    ["search", "paris", "--online"], ["following", "--weather"], ["forecast"],
    // An id missing from the embedded table is looked up with the provider.
    ["follow", "12345678"],
  ]

  func expectEveryCommand(
    fails server: LoopbackHTTPServer, status: Int32, _ message: String,
    _ overrides: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for command in Self.networkCommands {
      let run = try await sandbox.run(command, server: server, overrides)
      #expect(
        !run.signalled && run.status == status, "\(command): \(run)", sourceLocation: sourceLocation
      )
      #expect(run.stderr.hasPrefix("weather: "), "\(run)", sourceLocation: sourceLocation)
      #expect(run.stderr.contains(message), "\(command): \(run)", sourceLocation: sourceLocation)
      #expect(
        run.stderr.split(separator: "\n").count == 1, "\(run)", sourceLocation: sourceLocation)
      expectNoCrash(run, sourceLocation: sourceLocation)
    }
    try expectFollowListUnchanged(sourceLocation: sourceLocation)
  }

  @Test(arguments: [true, false])
  func anOversizedAnswerIsTooLarge(_ declared: Bool) async throws {
    let server = try hostileServer(.oversized(bytes: 16 << 20, declared: declared))
    try await expectEveryCommand(
      fails: server, status: 1,
      "the weather service sent an unreadable answer: response too large (more than 4 MiB from 127.0.0.1:\(server.port))"
    )
  }

  /// A few hundred kilobytes that inflate to 32 MiB: stopped at 4 MiB, after decoding.
  @Test func aGzipBombIsTooLarge() async throws {
    let server = try hostileServer(.gzipBomb(decodedBytes: 32 << 20))
    try await expectEveryCommand(
      fails: server, status: 1,
      "response too large (more than 4 MiB from 127.0.0.1:\(server.port))")
  }

  /// One byte every 20 ms for 100 s: no read ever waits long, the exchange still ends at the
  /// timeout (1 s here, from WEATHER_TIMEOUT).
  @Test func aSlowDripTimesOut() async throws {
    let server = try hostileServer(.slowDrip(interval: .milliseconds(20), bytes: 5000))
    try await expectEveryCommand(
      fails: server, status: 4, "the weather service did not answer in time",
      ["WEATHER_TIMEOUT": "1"])
  }

  @Test func aRedirectLoopIsTooManyRedirects() async throws {
    let server = try hostileServer(.redirectLoop)
    try await expectEveryCommand(
      fails: server, status: 4,
      "cannot reach the weather service: too many redirects from 127.0.0.1:\(server.port)")
  }

  @Test func aRedirectNowhereIsABadURL() async throws {
    let elsewhere = CannedResponse(status: 302, headers: ["Location": "weird://127.0.0.1/"])
    let server = try LoopbackHTTPServer(routes: [
      Route("GET", "/v1/forecast", response: elsewhere),
      Route("GET", "/v1/search", response: elsewhere),
      Route("GET", "/v1/get", response: elsewhere),
    ])
    try await expectEveryCommand(
      fails: server, status: 4,
      "cannot reach the weather service: bad URL for 127.0.0.1:\(server.port)")
  }

  /// A provider override without a scheme is an error naming the variable (exit 78) as soon as
  /// a request is about to be made, never a silent switch to the public service; commands that
  /// make no request (search in the table, the followed list) never read the network settings.
  @Test(arguments: ["OPEN_METEO_URL", "OPEN_METEO_GEOCODING_URL", "OPENWEATHER_URL"])
  func aBadOverrideNamesTheVariable(_ name: String) async throws {
    let provider = name == "OPENWEATHER_URL" ? ["--provider", "openweathermap"] : []
    let key = ["OPENWEATHER_API_KEY": "k"]
    let requests = [["forecast", "--city", "paris"], ["search", "london", "--online"]]
    for command in requests {
      let run = try await sandbox.run(
        command + provider, key.merging([name: "127.0.0.1:18080"]) { $1 })
      expectFailure(
        run, status: 78,
        "weather: \(name) must be an http or https URL with a host, a port from 1 to 65535 if any, and no query, e.g. http://127.0.0.1:8080 (it is \"127.0.0.1:18080\")"
      )
    }
    for command in [["search", "london"], ["following"]] {
      let run = try await sandbox.run(
        command + provider, key.merging([name: "127.0.0.1:18080"]) { $1 })
      #expect(run.status == 0, "\(run)")
    }
    let timeout = try await sandbox.run(["forecast"], ["WEATHER_TIMEOUT": "soon"])
    expectFailure(timeout, status: 78, "weather: WEATHER_TIMEOUT must be a number of seconds")
    expectSuccess(try await sandbox.run(["following"], ["WEATHER_TIMEOUT": "soon"]))
    try expectFollowListUnchanged()
  }

  /// A key with characters a URL encodes, echoed back by the provider percent-encoded (as it
  /// went out), lower-case-encoded, form-encoded and raw: none of it reaches the output.
  @Test func theKeyIsRedactedInEveryFormItIsEchoedIn() async throws {
    let key = "k/ey+1 %ü&=?#"
    let strict = try #require(key.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let lower = strict.replacing(/%[0-9A-F]{2}/) { $0.output.lowercased() }
    let form = try #require(key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
      .replacingOccurrences(of: "%20", with: "+")
    for (status, echoed) in [(401, strict), (401, lower), (401, form), (400, key), (500, strict)] {
      let message = "Invalid API key \(echoed). Please see https://openweathermap.org/faq#error401."
      let body = try JSONSerialization.data(withJSONObject: ["cod": status, "message": message])
      let server = try LoopbackHTTPServer(routes: [
        Route("GET", "/data/2.5/forecast", response: .json(body, status: status))
      ])
      let run = try await sandbox.run(
        ["forecast", "--city", "paris"], server: server, ["OPENWEATHER_API_KEY": key])
      #expect(run.status == (status == 401 ? 7 : 1), "\(run)")
      #expect(run.stderr.contains("Invalid API key REDACTED."), "\(run)")
      for form in [key, strict, lower, form, "ey+1", "ey%2B1", "ey%2b1"] {
        #expect(!(run.stdout + run.stderr).contains(form), "\(form) in \(run)")
      }
    }
    try expectFollowListUnchanged()
  }
}
