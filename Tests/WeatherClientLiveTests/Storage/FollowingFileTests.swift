import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

/// Following, unfollowing and moving cities through the file, and what the file looks like.
struct FollowingFileTests {
  let temporary: TemporaryDirectory
  let file: FollowingFile

  init() throws {
    temporary = try TemporaryDirectory()
    // A directory that does not exist yet: the first write must create it.
    file = FollowingFile(directory: temporary.url.appendingPathComponent("data/weather"))
  }

  @Test func missingFileIsAnEmptyListAndLoadingCreatesNothing() throws {
    #expect(try file.load() == [])
    #expect(!FileManager.default.fileExists(atPath: file.directory.path))
  }

  @Test func followUnfollowAndMoveRoundTrip() throws {
    try file.apply(.follow(StorageFixtures.london))
    try file.apply(.follow(StorageFixtures.paris))
    #expect(
      try file.apply(.follow(StorageFixtures.saoPaulo)).map(\.name) == [
        "London", "Paris", "São Paulo",
      ])
    #expect(
      try file.apply(.move(StorageFixtures.saoPaulo.id, toOffset: 0)).map(\.name) == [
        "São Paulo", "London", "Paris",
      ])
    #expect(
      try file.apply(.unfollow(StorageFixtures.london.id)).map(\.name) == ["São Paulo", "Paris"])
    // A second FollowingFile (as another run of the program would) reads the same list back.
    let reopened = FollowingFile(directory: file.directory)
    #expect(try reopened.load() == [StorageFixtures.saoPaulo, StorageFixtures.paris])
  }

  @Test func aCityRepeatedInAHandEditedFileIsShownOnceAndUnfollowedForGood() throws {
    try file.apply(.follow(StorageFixtures.london))
    try file.apply(.follow(StorageFixtures.paris))
    // Repeat London by hand, as someone editing the file might.
    let path = file.directory.appendingPathComponent(FollowingFile.fileName)
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
    var cities = try #require(json["cities"] as? [Any])
    cities.append(cities[0])
    json["cities"] = cities
    try JSONSerialization.data(withJSONObject: json).write(to: path)

    #expect(try file.load() == [StorageFixtures.london, StorageFixtures.paris])
    #expect(try file.apply(.unfollow(StorageFixtures.london.id)) == [StorageFixtures.paris])
    #expect(try file.load() == [StorageFixtures.paris])
  }

  @Test func fileIsVersionedPrettyPrintedJSONWithSortedKeys() throws {
    try file.apply(.follow(StorageFixtures.london))
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"cities\" : [\n    {\n      \"admin1\" : \"England\","))
    #expect(text.hasSuffix("  ],\n  \"version\" : 1\n}\n"))
    #expect(text.contains("\"timeZone\" : \"Europe/London\""))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    #expect((object["cities"] as? [Any])?.count == 1)
  }

  @Test func directoryIsPrivateAndWritesLeaveNoTemporaryFile() throws {
    try file.apply(.follow(StorageFixtures.london))
    let attributes = try FileManager.default.attributesOfItem(atPath: file.directory.path)
    #expect(attributes[.posixPermissions] as? Int == 0o700)
    let names = try FileManager.default.contentsOfDirectory(atPath: file.directory.path).sorted()
    #expect(names == ["following.json", "following.json.lock"])
  }

  @Test func rejectedChangeWritesNothing() throws {
    try file.apply(.follow(StorageFixtures.london))
    let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
    #expect(throws: WeatherError.alreadyFollowing(StorageFixtures.london)) {
      try file.apply(.follow(StorageFixtures.london))
    }
    #expect(throws: WeatherError.unknownCity(StorageFixtures.paris.id)) {
      try file.apply(.unfollow(StorageFixtures.paris.id))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
  }

  @Test func followingStorageUsesTheFile() async throws {
    let storage = FollowingStorage.file(file)
    #expect(try await storage.load() == [])
    #expect(try await storage.apply(.follow(StorageFixtures.paris)) == [StorageFixtures.paris])
    #expect(try await storage.load() == [StorageFixtures.paris])
    #expect(try file.load() == [StorageFixtures.paris])
  }

  @Test func xdgDataHomeLocatesTheFile() throws {
    let directories = XDGDirectories(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
    #expect(try FollowingFile(directories: directories).path == "/data/weather/following.json")
    #expect(throws: WeatherError.self) {
      try FollowingFile(directories: XDGDirectories(environment: [:]))
    }
  }
}
