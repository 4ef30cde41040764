import Foundation
import ReducersTesting
import Testing

/// Sessions recorded with `weather app --record`, replayed through the `TestStore`.
@MainActor
struct SessionReplayTests {
  static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Sessions")

  /// Typing "lond", following London, Tab, unfollowing and undoing it, hourly, quitting:
  /// recorded against the loopback Open-Meteo.
  @Test func searchFollowUnfollowUndo() async throws {
    try await replaySession(Self.sessions.appendingPathComponent("search-follow-undo.jsonl"))
  }
}

extension SessionReplayTests {
  /// A log whose recorded change no longer matches what the features do fails the replay.
  @Test func aChangedBehaviourFailsTheReplay() async throws {
    let original = try String(
      contentsOf: Self.sessions.appendingPathComponent("search-follow-undo.jsonl"), encoding: .utf8)
    let tampered = original.replacingOccurrences(of: #"\"lond\""#, with: #"\"lund\""#)
    #expect(tampered != original)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tampered-\(UUID().uuidString).jsonl")
    try tampered.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    // One line per failure: the replay's dumps are long and the test only needs them to fail
    // (`REDUCERS_FULL_FAILURES=1` shows them).
    let brief = ProcessInfo.processInfo.environment["REDUCERS_FULL_FAILURES"] == nil
    await TestFailureReporting.$isBrief.withValue(brief) {
      await withKnownIssue {
        try await replaySession(url)
      }
    }
  }
}
