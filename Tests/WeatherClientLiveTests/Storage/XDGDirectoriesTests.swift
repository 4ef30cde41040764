import Foundation
import Testing
import WeatherClientLive

/// Where data and cache files go, per the XDG Base Directory specification.
struct XDGDirectoriesTests {
  @Test func defaultsAreUnderHome() {
    let directories = XDGDirectories(environment: ["HOME": "/home/ann"])
    #expect(directories.dataHome?.path == "/home/ann/.local/share")
    #expect(directories.cacheHome?.path == "/home/ann/.cache")
  }

  @Test func absoluteXDGVariablesWin() {
    let directories = XDGDirectories(environment: [
      "HOME": "/home/ann", "XDG_DATA_HOME": "/srv/data", "XDG_CACHE_HOME": "/var/cache/ann",
    ])
    #expect(directories.dataHome?.path == "/srv/data")
    #expect(directories.cacheHome?.path == "/var/cache/ann")
  }

  @Test func relativeOrEmptyXDGVariablesAreIgnored() {
    let directories = XDGDirectories(environment: [
      "HOME": "/home/ann", "XDG_DATA_HOME": "data", "XDG_CACHE_HOME": "",
    ])
    #expect(directories.dataHome?.path == "/home/ann/.local/share")
    #expect(directories.cacheHome?.path == "/home/ann/.cache")
  }

  @Test func withoutAnAbsoluteHomeThereIsNoDefault() {
    let directories = XDGDirectories(environment: ["HOME": "relative", "XDG_CACHE_HOME": "/c"])
    #expect(directories.dataHome == nil)
    #expect(directories.cacheHome?.path == "/c")
  }
}
