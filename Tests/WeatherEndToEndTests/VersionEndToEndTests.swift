import Foundation
import Testing

/// One version everywhere: `weather --version`, `weather about`, the `version` of `--json`
/// outputs and the newest release in CHANGELOG.md agree, so bumping one and not the others
/// fails here (and `Scripts/release` refuses to tag).
@Suite struct VersionEndToEndTests {
  let sandbox: Sandbox
  let version: String

  init() throws {
    sandbox = try Sandbox()
    version = try ChangelogVersion.current()
  }

  @Test func versionFlagIsTheChangelogsNewestRelease() async throws {
    let run = try await sandbox.run(["--version"])
    expectSuccess(run)
    #expect(run.stdout == "\(version)\n")
  }

  @Test func aboutStartsWithTheChangelogsNewestRelease() async throws {
    let run = try await sandbox.run(["about"])
    expectSuccess(run)
    #expect(run.stdoutLines.first == "weather \(version)")
  }

  /// Both ways JSON is written: a store command's rendering (`search`) and `config`'s.
  @Test(arguments: [["search", "london", "--limit", "1", "--json"], ["config", "--json"]])
  func jsonOutputsCarryTheChangelogsNewestRelease(arguments: [String]) async throws {
    struct Versioned: Decodable { var version: String }
    let run = try await sandbox.run(arguments)
    expectSuccess(run)
    #expect(try run.json(Versioned.self).version == version)
  }

  @Test func newestReleaseSkipsUnreleasedAndReadsPrereleases() throws {
    let text = """
      # Changelog

      ## [Unreleased]

      ## [2.1.0-beta.1] - 2026-12-01

      ## [2.0.0] - 2026-11-25
      """
    #expect(try ChangelogVersion.newest(in: text) == "2.1.0-beta.1")
    #expect(throws: ChangelogVersion.Missing.self) {
      try ChangelogVersion.newest(in: "# Changelog\n\n## [Unreleased]\n")
    }
  }
}
