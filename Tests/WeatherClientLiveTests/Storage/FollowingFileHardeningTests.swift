import Foundation
import Synchronization
import Testing
import WeatherClientLive
import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a user set up around `following.json` survives a save, and what is not a list is refused
/// without hanging: locks held by others, symbolic links, modes, unknown keys, repeated ids,
/// named pipes and devices.
struct FollowingFileHardeningTests {
  let temporary: TemporaryDirectory
  let file: FollowingFile

  init() throws {
    temporary = try TemporaryDirectory()
    file = FollowingFile(
      directory: temporary.url.appendingPathComponent("weather"), lockTimeout: .milliseconds(200))
    try FileManager.default.createDirectory(at: file.directory, withIntermediateDirectories: true)
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// Another process holding the lock (here: this one, through its own open file description)
  /// stops a change after the timeout with the file named; reading goes on without the lock.
  @Test func heldLockIsWaitedForABoundedTimeAndNamed() throws {
    try file.apply(.follow(StorageFixtures.london))
    let before = try bytes(file.path)
    let holder = open(file.path + ".lock", O_RDONLY | O_CLOEXEC)
    try #require(holder >= 0)
    defer { close(holder) }
    try #require(flock(holder, LOCK_EX) == 0)

    let error = try #require(throws: WeatherError.self) {
      try file.apply(.follow(StorageFixtures.paris))
    }
    guard case .storage(let path, let reason) = error else {
      Issue.record("expected a storage error, got \(error)")
      return
    }
    #expect(path == file.path)
    #expect(reason.hasPrefix("locked by another process (through \(file.path).lock) for over 0 s"))
    #expect(try bytes(file.path) == before)
    #expect(try file.load() == [StorageFixtures.london])
  }

  /// Reading never creates the lock file, so it works where nothing can be created.
  @Test func readingTakesNoLock() throws {
    try write(#"{"version": 1, "cities": []}"#, to: file.path)
    #expect(try file.load() == [])
    #expect(!FileManager.default.fileExists(atPath: file.path + ".lock"))
  }

  /// A dotfiles manager's link stays a link; the save goes to its target, with the temporary file
  /// beside the target.
  @Test func symbolicLinkIsWrittenThrough() throws {
    let dotfiles = temporary.url.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    let target = dotfiles.appendingPathComponent("following.json").path
    try file.apply(.follow(StorageFixtures.london))
    try FileManager.default.moveItem(atPath: file.path, toPath: target)
    // A relative link, as `ln -s ../dotfiles/following.json` makes.
    try #require(symlink("../dotfiles/following.json", file.path) == 0)

    try file.apply(.follow(StorageFixtures.paris))

    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
        == "../dotfiles/following.json")
    #expect(try file.load() == [StorageFixtures.london, StorageFixtures.paris])
    let saved = try FollowingFile(directory: dotfiles).load()
    #expect(saved == [StorageFixtures.london, StorageFixtures.paris])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["following.json"])
  }

  /// A link planted where the temporary file goes is removed, never written through.
  @Test func linkPlantedAtTheTemporaryPathIsNotFollowed() throws {
    let victim = temporary.url.appendingPathComponent("victim").path
    try write("precious\n", to: victim)
    try #require(symlink(victim, file.path + ".tmp") == 0)

    try file.apply(.follow(StorageFixtures.london))

    #expect(try bytes(victim) == Data("precious\n".utf8))
    #expect(try file.load() == [StorageFixtures.london])
    #expect(!FileManager.default.fileExists(atPath: file.path + ".tmp"))
  }

  /// Keys this program does not know, at the top and in a city, and the file's mode survive a
  /// save.
  @Test func unknownKeysAndModeAreKept() throws {
    try file.apply(.follow(StorageFixtures.london))
    var object = try #require(
      try JSONSerialization.jsonObject(with: bytes(file.path)) as? [String: Any])
    object["note"] = "synced by my dotfiles"
    var cities = try #require(object["cities"] as? [[String: Any]])
    cities[0]["nickname"] = "home"
    object["cities"] = cities
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: file.path))
    try #require(chmod(file.path, 0o644) == 0)

    try file.apply(.follow(StorageFixtures.paris))

    let saved = try #require(
      try JSONSerialization.jsonObject(with: bytes(file.path)) as? [String: Any])
    #expect(saved["note"] as? String == "synced by my dotfiles")
    let savedCities = try #require(saved["cities"] as? [[String: Any]])
    #expect(
      savedCities.map { $0["id"] as? Int } == [StorageFixtures.london.id, StorageFixtures.paris.id])
    #expect(savedCities[0]["nickname"] as? String == "home")
    #expect(savedCities[1]["nickname"] == nil)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(attributes[.posixPermissions] as? Int == 0o644)
  }

  /// A city listed twice is read once and reported once, however often the list is read.
  @Test func repeatedIDsAreReportedOnce() async throws {
    try file.apply(.follow(StorageFixtures.london))
    let text = try String(decoding: bytes(file.path), as: UTF8.self)
    let entry = try #require(text.range(of: #"\{[^{}]*\}"#, options: .regularExpression))
    let doubled = text.replacingCharacters(in: entry, with: "\(text[entry]), \(text[entry])")
    try write(doubled, to: file.path)
    let warnings = Mutex<[LiveWarning]>([])
    let storage = FollowingStorage.file(file) { warning in warnings.withLock { $0.append(warning) }
    }

    #expect(try await storage.load() == [StorageFixtures.london])
    #expect(try await storage.load() == [StorageFixtures.london])

    #expect(
      warnings.withLock { $0 } == [.repeatedIDs(path: file.path, ids: [2_643_743])])
  }

  /// A named pipe in place of the list is refused at once, neither read nor replaced.
  @Test func namedPipeIsRefused() throws {
    try #require(mkfifo(file.path, 0o600) == 0)
    #expect(
      throws: WeatherError.storage(
        path: file.path, reason: "not a regular file (it is a named pipe); not read")
    ) { try file.load() }
    #expect(throws: WeatherError.self) { try file.apply(.follow(StorageFixtures.london)) }
    var status = stat()
    #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  /// `/dev/zero` (through a link) is refused rather than read until memory runs out.
  @Test func deviceIsRefused() throws {
    try #require(symlink("/dev/zero", file.path) == 0)
    #expect(
      throws: WeatherError.storage(
        path: file.path, reason: "not a regular file (it is a character device); not read")
    ) { try file.load() }
  }

  /// A regular file too large to be a list is refused without reading it all.
  @Test func oversizedFileIsRefused() throws {
    let fd = open(file.path, O_WRONLY | O_CREAT, 0o600)
    try #require(fd >= 0)
    try #require(ftruncate(fd, 9 << 20) == 0)
    close(fd)
    #expect(
      throws: WeatherError.storage(path: file.path, reason: "larger than 8 MiB; not read")
    ) { try file.load() }
  }
}
