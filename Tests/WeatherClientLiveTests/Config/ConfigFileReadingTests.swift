import Foundation
import Testing
import WeatherClientLive

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the config file from disk: where it is, and what is refused.
@Suite struct ConfigFileReadingTests {
  let directory: TemporaryDirectory
  var path: String { directory.url.appendingPathComponent("config").path }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func theFileIsUnderXDGConfigHomeElseHome() {
    #expect(
      ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/ada"])
        == "/x/conf/weather/config")
    #expect(
      ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"])
        == "/home/ada/.config/weather/config")
    #expect(ConfigFile.defaultPath(environment: [:]) == nil)
  }

  @Test func aMissingFileIsEmpty() throws {
    let file = try ConfigFile.read(path: path)
    #expect(file == .missing(at: path))
    let nowhere = try ConfigFile.load(environment: [:])
    #expect(nowhere == .missing(at: nil))
  }

  @Test func aRegularFileIsRead() throws {
    try Data("days = 4\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try ConfigFile.read(path: path).entries[.days]?.value == "4")
    let loaded = try ConfigFile.load(
      environment: ["XDG_CONFIG_HOME": directory.url.path, "HOME": "/nonexistent"])
    #expect(loaded.path == directory.url.appendingPathComponent("weather/config").path)
  }

  @Test func aSymbolicLinkToARegularFileIsFollowed() throws {
    let target = directory.url.appendingPathComponent("dotfiles-config").path
    try Data("units = imperial\n".utf8).write(to: URL(fileURLWithPath: target))
    #expect(symlink(target, path) == 0)
    #expect(try ConfigFile.read(path: path).entries[.units]?.value == "imperial")
  }

  @Test func aDirectoryIsRefused() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    #expect(throws: ConfigError("\(path): not a regular file (it is a directory); not read")) {
      try ConfigFile.read(path: path)
    }
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: ConfigError("\(path): not a regular file (it is a named pipe); not read")) {
      try ConfigFile.read(path: path)
    }
  }

  @Test func aLargeFileIsRefused() throws {
    let line = "# " + String(repeating: "x", count: 1000) + "\n"
    try Data(String(repeating: line, count: 70).utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ConfigError("\(path): larger than 64 KiB; not read")) {
      try ConfigFile.read(path: path)
    }
  }

  @Test func invalidUTF8IsRefused() throws {
    try Data([0x75, 0x3D, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    #expect(throws: ConfigError("\(path): not UTF-8 text")) { try ConfigFile.read(path: path) }
  }

  @Test func aFileThatCannotBeOpenedIsAnErrorNamingIt() throws {
    // A loop of links: open fails with ELOOP, whoever runs the test (root reads any mode).
    let other = directory.url.appendingPathComponent("other").path
    #expect(symlink(other, path) == 0)
    #expect(symlink(path, other) == 0)
    #expect(
      throws: ConfigError(
        "\(path): cannot open for reading: Too many levels of symbolic links (errno 40)")
    ) {
      try ConfigFile.read(path: path)
    }
  }
}
