import Foundation
public import Reducers

/// A store's record (written by `StoreRecorder`), read back: the source of the exhaustive
/// `TestStore` test that replays it is ``testSource(named:reducer:environment:initialState:)``.
public struct StoreRecord: Sendable {
  /// The record's lines, in order.
  public var entries: [StoreRecordEntry]

  /// Reads a record from its JSON Lines; blank lines are skipped.
  ///
  /// - Throws: ``StoreRecordError`` naming the first line that is not an entry, a record that
  ///   does not begin with a `start` line, or one written by a later version.
  public init(jsonLines text: String) throws {
    try self.init(jsonLines: text, requiresStart: true)
  }

  init(jsonLines text: String, requiresStart: Bool) throws {
    let decoder = JSONDecoder()
    var entries: [StoreRecordEntry] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy(\.isWhitespace) {
      do {
        entries.append(try decoder.decode(StoreRecordEntry.self, from: Data(line.utf8)))
      } catch {
        throw StoreRecordError(line: offset + 1, reason: "not a record entry")
      }
    }
    if requiresStart {
      guard let start = entries.first, start.kind == .start else {
        throw StoreRecordError(line: 1, reason: "a record begins with a \"start\" line")
      }
      let version = start.version ?? 0
      guard version <= StoreRecordEntry.currentVersion else {
        throw StoreRecordError(
          line: 1,
          reason:
            "written by version \(version); this reads up to \(StoreRecordEntry.currentVersion)")
      }
    }
    self.entries = entries
  }
}

/// A record that could not be read.
public struct StoreRecordError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The line, counting from 1.
  public var line: Int
  /// What is wrong with it.
  public var reason: String

  /// "line N: REASON".
  public var description: String { "line \(line): \(reason)" }
}
