import Foundation

/// The version of the newest release in CHANGELOG.md: the one place a release's number is
/// written by hand besides the binary's own constant, which the version tests hold to it.
enum ChangelogVersion {
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The repository's CHANGELOG.md, found from this file (Tests/WeatherEndToEndTests/Support).
  static var changelog: URL {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root.deleteLastPathComponent() }
    return root.appendingPathComponent("CHANGELOG.md")
  }

  /// The first `## [X.Y.Z] - YYYY-MM-DD` heading's version (an `## [Unreleased]` above it is
  /// not a release).
  static func newest(in text: String) throws -> String {
    let heading = /^## \[(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\] - \d{4}-\d{2}-\d{2}$/
    for line in text.split(separator: "\n") {
      if let match = line.wholeMatch(of: heading) { return String(match.1) }
    }
    throw Missing(description: "no `## [X.Y.Z] - YYYY-MM-DD` release heading in CHANGELOG.md")
  }

  /// The newest release in the repository's changelog.
  static func current() throws -> String {
    try newest(in: String(contentsOf: changelog, encoding: .utf8))
  }
}
