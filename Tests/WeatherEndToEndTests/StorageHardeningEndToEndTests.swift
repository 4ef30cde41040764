import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary against what people and other programs do to `following.json` and the cache:
/// a lock held by another process, symbolic links, modes and keys of their own, repeated ids,
/// named pipes and devices, a cached forecast from the future.
@Suite struct StorageHardeningEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try FileManager.default.createDirectory(
      at: sandbox.followingFile.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  var path: String { sandbox.followingFile.path }

  /// London's entry in `following.json`, without its braces.
  static let london =
    #""id": 2643743, "name": "London", "admin1": "England", "countryCode": "GB", "countryName": "United Kingdom", "latitude": 51.50853, "longitude": -0.12574, "population": 8961989, "timeZone": "Europe/London""#

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  func followLondon() async throws -> Data {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    return try bytes(path)
  }

  /// While another process holds the lock, a change gives up after a few seconds naming the file
  /// (exit 6, the list untouched) and reading the list needs no lock at all.
  @Test func aHeldLockIsReportedAndReadingGoesOn() async throws {
    let before = try await followLondon()
    let holder = open(path + ".lock", O_RDONLY | O_CLOEXEC)
    try #require(holder >= 0)
    defer { close(holder) }
    try #require(flock(holder, LOCK_EX) == 0)

    for command in [["follow", "2988507"], ["unfollow", "2643743"]] {
      let run = try await sandbox.run(command)
      expectFailure(
        run, status: 6,
        "weather: \(path): locked by another process (through \(path).lock) for over 3 s")
    }
    let list = try await sandbox.run(["following"])
    expectSuccess(list)
    #expect(list.stdout.contains("London"))
    #expect(try bytes(path) == before)
  }

  /// A hand-edited position no place can have is a damaged file (exit 6, named, kept), for
  /// every command that reads the list: `weather forecast` crashed on a latitude of 1e308.
  @Test func anImpossiblePositionIsADamagedFileNotACrash() async throws {
    let edited = Self.london.replacingOccurrences(of: "51.50853", with: "1e308")
    try Data(#"{"version": 1, "cities": [{\#(edited)}]}"#.utf8).write(to: sandbox.followingFile)
    let before = try bytes(path)
    for command in [["forecast"], ["following", "--weather"], ["now"], ["follow", "2988507"]] {
      expectFailure(
        try await sandbox.run(command), status: 6,
        "weather: \(path): not a list of followed cities: at cities[0], latitude 1e+308 is not -90 to 90"
      )
    }
    #expect(try bytes(path) == before)
  }

  /// Reading creates nothing, so it also works in a directory the user cannot write.
  @Test func readingCreatesNoLockFile() async throws {
    try Data(#"{"version": 1, "cities": [{\#(Self.london)}]}"#.utf8).write(
      to: sandbox.followingFile)
    let before = try bytes(path)
    let run = try await sandbox.run(["following"])
    #expect(run.status == 0, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
    #expect(try bytes(path) == before)
  }

  /// A symbolic link (as dotfiles managers make) stays a link; the change goes to its target.
  @Test func aSymbolicLinkIsWrittenThrough() async throws {
    _ = try await followLondon()
    let dotfiles = sandbox.root.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    let target = dotfiles.appendingPathComponent("weather.json").path
    try FileManager.default.moveItem(atPath: path, toPath: target)
    try #require(symlink(target, path) == 0)

    expectSuccess(try await sandbox.run(["follow", "2988507"]))

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    let text = String(decoding: try bytes(target), as: UTF8.self)
    #expect(text.contains("\"id\" : 2643743") && text.contains("\"id\" : 2988507"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["weather.json"])
  }

  /// A link planted at the temporary file's path is never written through.
  @Test func aLinkAtTheTemporaryPathIsNotFollowed() async throws {
    let victim = sandbox.root.appendingPathComponent("victim").path
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
    try #require(symlink(victim, path + ".tmp") == 0)
    _ = try await followLondon()
    #expect(try bytes(victim) == Data("precious\n".utf8))
  }

  /// Keys of the user's own and the file's mode survive a change.
  @Test func unknownKeysAndTheModeAreKept() async throws {
    let text = #"""
      {"version": 1, "syncedBy": "chezmoi", "cities": [{\#(Self.london), "nickname": "home"}]}
      """#
    try Data(text.utf8).write(to: sandbox.followingFile)
    try #require(chmod(path, 0o644) == 0)

    expectSuccess(try await sandbox.run(["follow", "2988507"]))

    let object = try #require(
      try JSONSerialization.jsonObject(with: bytes(path)) as? [String: Any])
    #expect(object["syncedBy"] as? String == "chezmoi")
    let cities = try #require(object["cities"] as? [[String: Any]])
    #expect(cities.map { $0["id"] as? Int } == [2_643_743, 2_988_507])
    #expect(cities.first?["nickname"] as? String == "home")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
  }

  /// A city listed twice is shown once and reported once, on standard error.
  @Test func repeatedIDsAreReportedOnce() async throws {
    let london = "{\(Self.london)}"
    try Data(#"{"version": 1, "cities": [\#(london), \#(london), \#(london)]}"#.utf8)
      .write(to: sandbox.followingFile)
    let before = try bytes(path)
    let run = try await sandbox.run(["following"])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr
        == "weather: warning: \(path) lists the id 2643743 more than once; each city is kept once\n"
    )
    #expect(run.stdout.components(separatedBy: "London").count == 2, "\(run)")
    #expect(try bytes(path) == before)
  }

  /// A named pipe or a device in place of the list is refused at once (exit 6), never read
  /// until memory runs out and never waited on.
  @Test(arguments: ["fifo", "/dev/zero"])
  func whatIsNotARegularFileIsRefused(_ kind: String) async throws {
    if kind == "fifo" {
      try #require(mkfifo(path, 0o600) == 0)
    } else {
      try #require(symlink(kind, path) == 0)
    }
    let what = kind == "fifo" ? "a named pipe" : "a character device"
    for command in [["following"], ["follow", "2643743"], ["forecast"]] {
      let run = try await sandbox.run(command, timeout: .seconds(20))
      expectFailure(
        run, status: 6, "weather: \(path): not a regular file (it is \(what)); not read")
    }
  }

  /// A named pipe in place of a cache file is a miss: the forecast is fetched, nothing hangs,
  /// and the pipe is neither written to nor replaced, which a warning says.
  @Test func aNamedPipeInTheCacheIsAMiss() async throws {
    let server = try Fixture.openMeteoServer()
    try FileManager.default.createDirectory(
      at: sandbox.cacheDirectory, withIntermediateDirectories: true)
    let cacheFile = sandbox.cacheDirectory
      .appendingPathComponent("open-meteo-2988507@48.8534,2.3488.json").path
    try #require(mkfifo(cacheFile, 0o600) == 0)
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectSuccess(run, quiet: false)
    #expect(
      run.stderr
        == "weather: warning: the forecast was not cached: \(cacheFile): not a regular file "
        + "(it is a named pipe); not replaced\n")
    #expect(server.requests.count == 1)
  }

  /// A cached forecast whose `fetchedAt` is in the future is shown as stale, never as current.
  @Test func aCachedForecastFromTheFutureIsStale() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    let cacheFile = sandbox.cacheDirectory
      .appendingPathComponent("open-meteo-2988507@48.8534,2.3488.json")
    let text = try String(contentsOf: cacheFile, encoding: .utf8)
    let pattern = /"fetchedAt":(-?[0-9.eE+]+)/
    let match = try #require(text.firstMatch(of: pattern))
    let fetchedAt = try #require(Double(match.output.1))
    try Data(
      text.replacing(pattern, maxReplacements: 1) { _ in "\"fetchedAt\":\(fetchedAt + 86_400)" }
        .utf8
    ).write(to: cacheFile)

    // Not fresh, so it is asked for again; with the network down, the cached one is shown stale.
    let run = try await sandbox.run(["forecast", "--city", "paris"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("stale: this forecast was fetched an unknown time ago"), "\(run)")
    #expect(server.requests.count == 1)
  }
}
