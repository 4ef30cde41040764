import Foundation
import Testing

/// Keeps RecordingSessions.md true: its code is `RecordingArticleExample.swift`, and the test
/// it shows as emitted is the one the record gives.
@MainActor
@Suite struct RecordingArticleTests {
  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent(
      "../../../Sources/ReducersTesting/ReducersTesting.docc/RecordingSessions.md")

  static func blocks() throws -> [String] {
    let text = try String(contentsOf: article, encoding: .utf8)
    return text.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
  }

  @Test func theArticleQuotesThisExample() throws {
    let example = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("RecordingArticleExample.swift"),
      encoding: .utf8)
    let blocks = try Self.blocks()
    #expect(blocks.count >= 4)
    for block in blocks where !block.hasPrefix("// In the app") {
      #expect(example.contains(block), "not in RecordingArticleExample.swift:\n\(block)")
    }
  }

  @Test func theArticleShowsTheEmittedTest() async throws {
    let emitted = try await testOfARecordedSession()
    #expect(try Self.blocks().contains(emitted))
  }
}
