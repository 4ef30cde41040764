import Reducers
@testable import ReducersTesting

/// A store's record (`weather app --record`, any `StoreRecorder`'s file) read back and turned
/// into a test: what is refused names a line of the input; what is read emits a test whose
/// raw-string replay block holds exactly the record's answers, with no delimiter that would
/// close, escape or interpolate it early.
enum StoreRecordTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let record: StoreRecord
    do {
      record = try StoreRecord(jsonLines: text)
    } catch let error as StoreRecordError {
      require(error.line >= 1 && error.line <= max(lines, 1), "\(error) of \(lines) lines")
      require(isOneLine(error.description), "a reason over lines: \(error)")
      return
    } catch {
      violated("not a StoreRecordError: \(error)")
    }
    let source = record.testSource(
      named: "replayed", reducer: "Feature()", environment: "Feature.Environment(replay)")
    let answers = record.entries.filter { $0.kind == .answer }
    guard !answers.isEmpty else {
      require(source.contains("let replay = try Replay(\"\")"), "no empty replay:\n\(source)")
      return
    }
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let call = sourceLines.firstIndex(of: "  let replay = try Replay("),
      call + 1 < sourceLines.count
    else { violated("no replay in:\n\(source)") }
    let opening = sourceLines[call + 1].drop { $0 == " " }
    require(opening.hasSuffix("\"\"\""), "no raw string opens: \(opening)")
    let hashes = String(opening.dropLast(3))
    require(!hashes.isEmpty && hashes.allSatisfy { $0 == "#" }, "delimiter \(opening)")
    let closing = "    \"\"\"" + hashes
    guard
      let end = sourceLines[(call + 2)...].firstIndex(where: {
        $0 == closing || $0 == closing + ","
      })
    else { violated("the raw string is not closed:\n\(source)") }
    let content = sourceLines[(call + 2)..<end].map { String($0.dropFirst(4)) }
    for line in content {
      require(
        !line.contains("\"" + hashes) && !line.contains("\\" + hashes),
        "\(hashes) ends or escapes early in \(line)")
    }
    do {
      let replayed = try StoreRecord(
        jsonLines: content.joined(separator: "\n"), requiresStart: false)
      require(replayed.entries == answers, "the replay reads other answers:\n\(content)")
    } catch {
      violated("the replay does not read: \(error)\n\(content)")
    }
  }
}
