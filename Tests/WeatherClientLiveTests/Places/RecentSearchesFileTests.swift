import Foundation
import Testing
import WeatherFeatures

@testable import WeatherClientLive

/// recent-searches.json: the rules every data file follows.
struct RecentSearchesFileTests {
  let temporary: TemporaryDirectory
  let file: RecentSearchesFile

  init() throws {
    temporary = try TemporaryDirectory()
    file = RecentSearchesFile(directory: temporary.url.appendingPathComponent("data/weather"))
  }

  var url: URL { URL(fileURLWithPath: file.path) }

  @Test func missingIsEmptyAndChangesRoundTripNewestFirst() throws {
    #expect(try file.load() == [])
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try file.apply(.remember("london"))
    try file.apply(.remember("Paris"))
    #expect(try file.apply(.remember("LONDON")) == ["LONDON", "Paris"])
    #expect(try RecentSearchesFile(directory: file.file.directory).load() == ["LONDON", "Paris"])
    #expect(try file.apply(.remove("paris")) == ["LONDON"])
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text == "{\n  \"searches\" : [\n    \"LONDON\"\n  ],\n  \"version\" : 1\n}\n")
  }

  /// A change that changes nothing (the newest search searched again) writes nothing: the same
  /// file (inode), its bytes and time untouched, no fsync paid by `weather search` run again.
  @Test func rememberingTheNewestAgainLeavesTheFileAlone() throws {
    try file.apply(.remember("paris"))
    try file.apply(.remember("london"))
    let before = try FileManager.default.attributesOfItem(atPath: file.path)
    let bytes = try Data(contentsOf: url)
    #expect(try file.apply(.remember("london")) == ["london", "paris"])
    #expect(try file.apply(.remove("rome")) == ["london", "paris"])
    let after = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(try Data(contentsOf: url) == bytes)
    // A real change is written: a new file renamed into place.
    #expect(try file.apply(.remember("paris")) == ["paris", "london"])
    let changed = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(changed[.systemFileNumber] as? Int != before[.systemFileNumber] as? Int)
  }

  @Test func unknownMembersAreKept() throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version":1,"searches":["rome"],"pinned":["oslo"]}"#.utf8).write(to: url)
    try file.apply(.remember("milan"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    #expect(json["pinned"] as? [String] == ["oslo"])
    #expect(json["searches"] as? [String] == ["milan", "rome"])
  }

  @Test(arguments: [
    ("not json", "not valid JSON"),
    (#"{"version":1,"searches":"rome"}"#, "not a list of recent searches"),
    (#"{"version":2,"searches":[]}"#, "written by a newer version (2)"),
    ("", "the file is empty"),
  ])
  func aDamagedFileIsReportedAndLeftUntouched(_ content: String, _ reason: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: url)
    for attempt in [{ _ = try file.load() }, { try file.apply(.remember("x")) }] {
      let error = #expect(throws: WeatherError.self) { try attempt() }
      guard case .storage(let path, let message) = error else {
        Issue.record("not a storage error")
        continue
      }
      #expect(path == file.path)
      #expect(message.contains(reason), "\(message)")
    }
    #expect(try Data(contentsOf: url) == Data(content.utf8))
  }

  @Test func aSymbolicLinkIsWrittenThroughAndTheModeKept() throws {
    let target = temporary.url.appendingPathComponent("dotfiles/recent.json")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version":1,"searches":[]}"#.utf8).write(to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    try file.apply(.remember("lima"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path)
    #expect(try RecentSearchesFile(directory: file.file.directory).load() == ["lima"])
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test func aHandEditedListIsReadByTheOneRule() throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let many = (1...15).map { "city \($0)" } + ["CITY 1", "  spaced   out "]
    let json = try JSONSerialization.data(withJSONObject: ["version": 1, "searches": many])
    try json.write(to: url)
    let loaded = try file.load()
    #expect(loaded.count == 10)
    #expect(loaded.first == "city 1")
    #expect(!loaded.contains("CITY 1"))
  }

  @Test func withoutADataDirectorySearchesAreKeptForTheRunOnly() async throws {
    let storage = RecentSearchesStorage.file(nil)
    #expect(try await storage.apply(.remember("oslo")) == ["oslo"])
    #expect(try await storage.load() == ["oslo"])
  }
}
