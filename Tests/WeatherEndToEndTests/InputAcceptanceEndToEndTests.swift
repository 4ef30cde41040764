import Foundation
import LoopbackHTTPServer
import Testing

/// One acceptance rule for what is typed, and one vocabulary for what is read: a name of
/// nothing but spaces and control characters is a usage error on every command; `-1` is an id
/// out of range; a port out of range is a configuration error; a file or an answer that is
/// JSON with a number out of range says so, and is never called "not valid JSON".
@Suite struct InputAcceptanceEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Whether `text` holds a control character other than the line ends between its lines.
  func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0 != "\n" && ($0.properties.generalCategory == .control || $0.value == 0x202E)
    }
  }

  static let emptyNames = ["", "   ", "\n", "\t", "\u{1B}", "\u{202E}", " \n\u{7} "]

  /// Each command with the place or name argument last, and the reason it gives for none.
  static let commands: [([String], String)] = [
    (["search"], "Give a name to search for."),
    (["forecast"], "Give a place to show."),
    (["forecast", "--city"], "--city needs a name."),
    (["now"], "Give a place, or none for the default."),
    (["follow"], "Give a city id or name to follow."),
    (["unfollow"], "Give a city id or name to unfollow."),
  ]

  @Test(arguments: 0..<commands.count)
  func aNameOfOnlySpacesAndControlsIsAUsageErrorEverywhere(_ index: Int) async throws {
    let (command, reason) = Self.commands[index]
    for name in Self.emptyNames {
      let run = try await sandbox.run(command + [name])
      expectUsageError(run, reason)
      #expect(!hasControl(run.stderr), "\(command) \(name.debugDescription): \(run)")
    }
  }

  /// Control characters inside a name are spaces: the message and its hint stay on one line.
  @Test func controlsInsideANameNeverReachTheMessage() async throws {
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(["forecast", "--city", "zz\nqx\u{1B}[2J"], server: server)
    expectFailure(
      run, status: 3, "weather: no city is named \"zz qx [2J\"; try `weather search zz qx [2J`")
    #expect(!hasControl(run.stderr), "\(run)")
    #expect(server.requests.isEmpty)
  }

  @Test(arguments: [["follow", "-1"], ["unfollow", "-1"], ["follow", "-2147483648"]])
  func aNegativeIdIsAnIdOutOfRange(_ arguments: [String]) async throws {
    let run = try await sandbox.run(arguments)
    expectUsageError(run, "\(arguments[1]) is not a GeoNames id: ids run from 1 to 2147483647")
  }

  @Test(arguments: ["http://127.0.0.1:99999", "http://127.0.0.1:0"])
  func aPortOutOfRangeIsAConfigurationError(_ url: String) async throws {
    let run = try await sandbox.run(["forecast", "paris"], ["OPEN_METEO_URL": url])
    expectFailure(
      run, status: 78,
      "weather: OPEN_METEO_URL must be an http or https URL with a host, a port from 1 to 65535 if any, and no query",
      "(it is \"\(url)\")")
  }

  /// following.json damaged in each way, and what the message says.
  static let followingFiles: [(String, String)] = [
    (
      #"{"version": 1.5, "cities": []}"#,
      "valid JSON, but the number 1.5 at version is out of range or not a whole number"
    ),
    (
      #"{"version": 1, "cities": [{"id": 99999999999999999999}]}"#,
      "valid JSON, but the number 99999999999999999999 at cities[0].id is out of range or not a whole number"
    ),
    (
      #"{"version": 1, "cities": [{"admin1": null, "countryCode": "GB", "countryName": "UK", "id": 1, "latitude": 1e999, "longitude": 0, "name": "x", "population": 1, "timeZone": "UTC"}]}"#,
      "valid JSON, but the number 1e999 at cities[0].latitude is out of range or not a whole number"
    ),
    (#"{"version": 1, "cities": [,]}"#, "not valid JSON at line 1, column 27"),
    ("{\"version\": 1,\n \"cities\": [", "not valid JSON: it ends early, at line 2, column 13"),
  ]

  @Test(arguments: 0..<followingFiles.count)
  func aFollowingFileSaysWhetherItIsJSONOrANumberOutOfRange(_ index: Int) async throws {
    let (content, reason) = Self.followingFiles[index]
    try FileManager.default.createDirectory(
      at: sandbox.followingFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: sandbox.followingFile)
    let run = try await sandbox.run(["following"])
    expectFailure(run, status: 6, "weather: \(sandbox.followingFile.path): \(reason)")
    #expect(try Data(contentsOf: sandbox.followingFile) == Data(content.utf8))
  }

  /// A provider's answer with a number out of range says so.
  @Test func anAnswerWithANumberOutOfRangeSaysSo() async throws {
    let server = try LoopbackHTTPServer(routes: [
      .get("/v1/forecast", response: .json(#"{"utc_offset_seconds": 1e999}"#))
    ])
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectFailure(
      run, status: 1,
      "weather: the weather service sent an unreadable answer: the forecast could not be read: "
        + "valid JSON, but the number 1e999 at utc_offset_seconds is out of range or not a whole number"
    )
  }
}
