import Foundation
import LoopbackHTTPServer
import Testing

/// What the real binary prints: outside text without control characters (JSON exact), a failed
/// write is an error, ids no city can have are refused locally, usage errors are short.
@Suite struct OutputHardeningEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// ESC and BEL in every shape tried: colour, a window title (OSC … BEL), a hyperlink (OSC 8),
  /// a cursor move, C1 CSI, and a right-to-left override.
  static let hostile =
    "Ev\u{1B}[31mil\u{1B}]0;owned\u{07}Ci\u{1B}]8;;http://x\u{1B}\\ty\u{1B}[2J\u{9B}1A\u{202E}"
  /// What is left of it on a terminal.
  static let shown = "Ev[31mil]0;ownedCi]8;;http://x\\ty[2J1A"

  /// Nothing in `text` a terminal would act on.
  func expectNoControls(
    _ text: String, _ run: WeatherRun, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let controls = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
    #expect(controls.isEmpty, "\(controls.map(\.value)) in \(run)", sourceLocation: sourceLocation)
  }

  @Test func aQueryIsEchoedWithoutControlCharacters() async throws {
    let run = try await sandbox.run(["search", Self.hostile])
    #expect(run.status == 3, "no match: \(run)")
    #expect(run.stderr == "weather: no city matches \"\(Self.shown)\"\n", "\(run)")
    expectNoControls(run.stdout + run.stderr, run)
    // JSON is exact: the encoder escapes the characters, nothing is lost.
    let json = try await sandbox.run(["search", Self.hostile, "--json"])
    #expect(try json.jsonObject()["query"] as? String == Self.hostile)
    #expect(!json.stdout.contains("\u{1B}") && !json.stdout.contains("\u{07}"), "\(json)")
  }

  @Test func aProvidersMessageIsShownWithoutControlCharacters() async throws {
    let body = try JSONSerialization.data(withJSONObject: ["error": true, "reason": Self.hostile])
    let server = try LoopbackHTTPServer(routes: [
      Route("GET", "/v1/forecast", response: .json(body, status: 400))
    ])
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectFailure(run, status: 1, "weather: the weather service reported an error: \(Self.shown)")
    expectNoControls(run.stderr, run)
  }

  /// A city name from the network, in a table, on a terminal with colours forced on: this
  /// program's own colours stay, the name's escapes go.
  @Test func aCityNameFromTheNetworkIsShownWithoutControlCharacters() async throws {
    let name = try JSONSerialization.data(withJSONObject: Self.hostile, options: .fragmentsAllowed)
    let body = try Fixture.data("open-meteo-search-paris")
    let text = String(decoding: body, as: UTF8.self)
      .replacingOccurrences(
        of: #""name":"Paris""#, with: #""name":\#(String(decoding: name, as: UTF8.self))"#)
    let server = try LoopbackHTTPServer(routes: [
      .get("/v1/search", response: .json(Data(text.utf8)))
    ])
    let plain = try await sandbox.run(
      ["search", "paris", "--online"], server: server, ["COLUMNS": "200"])
    expectSuccess(plain)
    #expect(plain.stdout.contains("2988507  \(Self.shown)"), "\(plain)")
    expectNoControls(plain.stdout, plain)

    let styled = try await sandbox.run(
      ["search", "paris", "--online"], server: server, ["WEATHER_COLOR": "always"])
    #expect(styled.status == 0, "\(styled)")
    #expect(styled.stdout.hasPrefix("\u{1B}[1m"), "\(styled)")
    #expect(!styled.stdout.contains("\u{1B}]") && !styled.stdout.contains("\u{07}"), "\(styled)")
    #expect(!styled.stdout.contains("\u{1B}[31m") && !styled.stdout.contains("\u{1B}[2J"))

    let json = try await sandbox.run(["search", "paris", "--online", "--json"], server: server)
    let results = try #require(try json.jsonObject()["results"] as? [[String: Any]])
    #expect(results.first?["name"] as? String == Self.hostile)
  }

  @Test func aCityNameFromTheFollowListIsShownWithoutControlCharacters() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let saved = try String(contentsOf: sandbox.followingFile, encoding: .utf8)
    let name = try JSONSerialization.data(withJSONObject: Self.hostile, options: .fragmentsAllowed)
    try Data(
      saved.replacingOccurrences(
        of: #""name" : "London""#, with: #""name" : \#(String(decoding: name, as: UTF8.self))"#
      ).utf8
    ).write(to: sandbox.followingFile)
    let before = try Data(contentsOf: sandbox.followingFile)

    for overrides in [[:], ["WEATHER_COLOR": "always"]] as [[String: String?]] {
      let run = try await sandbox.run(["following"], overrides.merging(["COLUMNS": "200"]) { $1 })
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.contains(Self.shown), "\(run)")
      #expect(!run.stdout.contains("\u{1B}]") && !run.stdout.contains("\u{07}"), "\(run)")
      #expect(!run.stdout.contains("\u{1B}[31m") && !run.stdout.contains("\u{1B}[2J"), "\(run)")
    }
    let json = try await sandbox.run(["following", "--json"])
    let following = try #require(try json.jsonObject()["following"] as? [[String: Any]])
    #expect((following.first?["city"] as? [String: Any])?["name"] as? String == Self.hostile)
    #expect(try Data(contentsOf: sandbox.followingFile) == before)
  }

  /// Output to a full device is an error (exit 74), never a silent success; so is help.
  @Test(arguments: [
    ["search", "london"], ["search", "london", "--json"], ["about"], ["--help"], ["following"],
  ])
  func aFailedWriteIsAnError(_ arguments: [String]) async throws {
    let run = try await sandbox.run(arguments, standardOutput: "/dev/full")
    expectFailure(
      run, status: 74, "weather: cannot write to standard output: No space left on device")
  }

  /// Standard output closed (`>&-`): exit 74 and one line saying so, not the "Invalid argument"
  /// of writing into a descriptor the runtime had taken over number 1. Which of its threads
  /// opened its files first decided that (about one run in two), hence three runs each.
  @Test(arguments: [["search", "london"], ["search", "london", "--json"], ["about"], ["--help"]])
  func aClosedStandardOutputIsAnError(_ arguments: [String]) async throws {
    for _ in 1...3 {
      let run = try await sandbox.runWithStandardOutputClosed(arguments)
      expectFailure(
        run, status: 74, "weather: cannot write to standard output: Bad file descriptor")
    }
  }

  /// With standard output closed, what the command did still holds: only its report failed.
  @Test func aFollowWithStandardOutputClosedIsSavedAndReportedAsUnwritten() async throws {
    let run = try await sandbox.runWithStandardOutputClosed(["follow", "2643743"])
    expectFailure(run, status: 74, "weather: cannot write to standard output: Bad file descriptor")
    let list = try String(contentsOf: sandbox.followingFile, encoding: .utf8)
    #expect(list.contains("2643743"))
  }

  /// Ids no GeoNames city can have are refused before any request, with the valid range; the
  /// follow list is untouched.
  @Test(arguments: [
    ["follow", "0"], ["follow", "2147483648"], ["follow", "99999999999999999999999"],
    ["unfollow", "0"], ["forecast", "--id", "0"], ["forecast", "--id=-3"],
  ])
  func idsNoCityCanHaveAreRefusedLocally(_ arguments: [String]) async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let before = try Data(contentsOf: sandbox.followingFile)
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(arguments, server: server)
    let id = arguments.last.map { $0.replacingOccurrences(of: "--id=", with: "") } ?? ""
    expectUsageError(run, "\(id) is not a GeoNames id: ids run from 1 to 2147483647")
    #expect(server.requests.isEmpty)
    #expect(try Data(contentsOf: sandbox.followingFile) == before)
  }

  /// A usage error is the error, then one short hint: never the whole usage and help.
  @Test func aUsageErrorIsTheErrorAndAShortHint() async throws {
    let run = try await sandbox.run(["follow"])
    expectUsageError(run, "Missing expected argument '<city> ...'")
    #expect(
      run.stderr
        == "weather: Missing expected argument '<city> ...'\nUsage: weather follow <city> ... [options] (see `weather follow --help`)\n"
    )
  }
}
