import Foundation
import LoopbackHTTPServer
import Testing

/// A forecast cache whose values all parse but say what no provider could: a time of fetching
/// no clock gives, a day that is no date, no day at all. Offline, such a file is a miss, and the
/// command says the service cannot be reached, in one line, with exit 4; it never traps.
@Suite struct DamagedCacheEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Each damage: a name for failure messages and what it does to the cached JSON object.
  static let damages: [(String, @Sendable (inout [String: Any]) -> Void)] = [
    ("fetchedAt 1e300", { $0["fetchedAt"] = 1e300 }),
    ("fetchedAt -1e300", { $0["fetchedAt"] = -1e300 }),
    ("fetchedAt -9.3e18", { $0["fetchedAt"] = -9.3e18 }),
    (
      "daily[0].date too long",
      { object in
        var daily = object["daily"] as? [[String: Any]] ?? []
        if !daily.isEmpty { daily[0]["date"] = "9000000000000000000-01-01" }
        object["daily"] = daily
      }
    ),
    ("no days", { $0["daily"] = [Any]() }),
  ]

  /// Rewrites every cached forecast with `damage`.
  func damageCache(_ damage: (inout [String: Any]) -> Void) throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: sandbox.cacheDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }
    try #require(!files.isEmpty, "nothing cached in \(sandbox.cacheDirectory.path)")
    for file in files {
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      damage(&object)
      try JSONSerialization.data(withJSONObject: object).write(to: file)
    }
  }

  @Test(arguments: 0..<damages.count)
  func forecastAndNowSayTheServiceCannotBeReached(_ index: Int) async throws {
    let (name, damage) = Self.damages[index]
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    expectSuccess(try await sandbox.run(["now", "paris"], server: server))
    try damageCache(damage)
    let port = try #require(sandbox.refusedURL.port)
    for command in [["forecast", "--city", "paris"], ["now", "paris"]] {
      let run = try await sandbox.run(command)
      expectFailure(
        run, status: 4,
        "weather: cannot reach the weather service: could not connect to 127.0.0.1:\(port)")
      #expect(!run.signalled, "\(name): \(command)")
    }
    // With --json the failure is in the document too.
    let json = try await sandbox.run(["forecast", "paris", "--json"])
    #expect(!json.signalled && json.status == 4, "\(name): \(json)")
    #expect(json.stdout.contains("cannot reach the weather service"), "\(name): \(json)")
  }

  /// `weather app` following Paris, offline, with each damage: it stays up showing the city as
  /// unavailable (it trapped 1 to 5 s after start), and Ctrl-C leaves it with exit 0.
  @Test(arguments: [0, 3])
  func theAppFollowingTheCityStaysUp(_ index: Int) async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["follow", "2988507"]))
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    try damageCache(Self.damages[index].1)

    let terminal = try TmuxTerminal(
      in: sandbox.root, width: 100, height: 30, environment: sandbox.environment())
    try await terminal.waitForScreen("the shell's prompt") { $0.contains("$") }
    try terminal.type("\(try WeatherBinary.require().path) app; echo \"EXIT-$?\"")
    try terminal.press("Enter")
    try await terminal.waitForScreen("Paris unavailable") {
      $0.contains("Following (1)") && $0.contains("unavailable")
    }
    // What the forecast pane shows once its request and the cache have both failed.
    try await terminal.waitForScreen("the forecast pane's error") {
      $0.contains("cannot reach the weather service")
    }
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell again") { $0.contains("EXIT-0") }
  }
}
