import Foundation
import Reducers

extension StoreRecord {
  /// The Swift source of a Swift Testing test that replays the record through a `TestStore`,
  /// exhaustively: a `send` for each action sent to the store, a `receive` for each action its
  /// effects sent back, each with the smallest assignments that state its change
  /// (`$0.search.query = "lon"`), `clock.advance(by:)` where a recorded sleep came due before
  /// the next step, and `finish()` at the end.
  ///
  /// The test declares `clock` (a `TestClock`) and `replay` (a ``Replay`` of the record's
  /// answers) before the store, for `environment` to use (each only when something uses it):
  ///
  /// <!-- fragment -->
  /// ```swift
  /// let source = try StoreRecord(jsonLines: text).testSource(
  ///   named: "searchAndFollow", reducer: "Facts()",
  ///   environment: "Facts.Environment.test(clock: clock).taped(replay)")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - reducer: An expression for the feature's reducer, as the test writes it.
  ///   - environment: An expression for its environment, using `clock` and `replay`.
  ///   - initialState: An expression for the initial state, when the recorded one (written
  ///     through the state's memberwise initialiser) is not how the test should build it, for
  ///     instance a public `State` with an `init()` of its own.
  public func testSource(
    named name: String, reducer: String, environment: String, initialState: String? = nil
  ) -> String {
    let steps = steps()
    var lines = ["@MainActor", "@Test func \(name)() async throws {"]
    // Declared when something uses them: an unused one is a warning in the user's build.
    if environment.contains("clock") || steps.contains(where: { $0.hasPrefix("  await clock.") }) {
      lines.append("  let clock = TestClock()")
    }
    let answers = replayDeclaration()
    if environment.contains("replay") || answers.count > 1 { lines += answers }
    let state = initialState ?? entries.first { $0.kind == .start }?.state ?? "State()"
    lines += [
      "  let store = TestStore(",
      "    initialState: \(continued(state, by: "    ")),",
      "    reducer: \(continued(reducer, by: "    ")),",
      "    environment: \(continued(environment, by: "    "))",
      "  )",
    ]
    lines += steps
    lines.append("  await store.finish()")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `let replay = try Replay(#"""…"""#)` holding the answer lines, in a raw string whose
  /// delimiter no line contains.
  private func replayDeclaration() -> [String] {
    let answers = entries.filter { $0.kind == .answer }.compactMap { entry -> String? in
      guard let data = try? StoreRecorderEncoding.encoder.encode(entry) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
    guard !answers.isEmpty else { return ["  let replay = try Replay(\"\")"] }
    let hashes = String(repeating: "#", count: longestHashRun(in: answers) + 1)
    // Errors recorded as JSON are thrown again as themselves, so that a feature that catches
    // its own error type sees it; a private or local type cannot be named, and replays as
    // `ReplayedError`.
    var errorTypes: [String] = []
    for entry in entries where entry.error?.json != nil {
      if let type = entry.error?.type, !type.contains("("), !errorTypes.contains(type) {
        errorTypes.append(type)
      }
    }
    let types = errorTypes.map { $0 + ".self" }.joined(separator: ", ")
    return ["  let replay = try Replay(", "    \(hashes)\"\"\""]
      + answers.map { "    " + $0 }
      + (types.isEmpty
        ? ["    \"\"\"\(hashes)"] : ["    \"\"\"\(hashes),", "    errorTypes: [\(types)]"])
      + ["  )"]
  }

  /// The steps, with the clock advanced to each recorded sleep that came due before a step.
  ///
  /// Test time follows recorded time only where the feature waited: a sleep started at a step
  /// starts at the test's current time, one started when another woke starts when that one
  /// came due, and any line recorded after a sleep's deadline means it came due before that
  /// line; time the session spent otherwise (a person thinking, a server answering) is not
  /// replayed.
  private func steps() -> [String] {
    var lines: [String] = []
    // The test clock's time, and the sleeps started but not yet due: when each came due on the
    // recorder's clock, and when it comes due on the test's.
    var testNow: Int64 = 0
    var sleeps: [(recorded: Int64, test: Int64)] = []
    for entry in entries {
      let at = entry.at ?? 0
      let due = sleeps.filter { $0.recorded <= at }
      sleeps.removeAll { $0.recorded <= at }
      if let target = due.map(\.test).max(), target > testNow {
        lines.append("  await clock.advance(by: \(durationSource(target - testNow)))")
        testNow = target
      }
      switch entry.kind {
      case .sleep:
        let duration = max(entry.duration ?? 0, 0)
        sleeps.append(
          (
            at.addingReportingOverflow(duration).partialValue,
            testNow.addingReportingOverflow(duration).partialValue
          ))
      case .send, .receive:
        lines.append(step(entry))
      case .truncated:
        lines.append("  // The record stops here: it reached its size bound.")
      case .start, .answer:
        break
      }
    }
    return lines
  }

  private func step(_ entry: StoreRecordEntry) -> String {
    let verb = entry.kind == .send ? "send" : "receive"
    let action = entry.action ?? ""
    // An action too long for the line goes on lines of its own, as `swift format` breaks a
    // call (the recorder wraps actions to fit there).
    let inline = "  await store.\(verb)(\(action)) {"
    let call =
      action.contains("\n") || inline.count > 100
      ? "  await store.\(verb)(\n    \(continued(action, by: "    "))\n  )"
      : "  await store.\(verb)(\(action))"
    let changes = entry.changes ?? []
    guard !changes.isEmpty else { return call }
    return call + " {\n"
      + changes.map { "    $0\($0.path) = \($0.value)" }.joined(separator: "\n") + "\n  }"
  }

  /// `text` with its lines after the first indented by `indent` more.
  private func continued(_ text: String, by indent: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : indent + $0.element }
      .joined(separator: "\n")
  }

  private func durationSource(_ nanoseconds: Int64) -> String {
    if nanoseconds % 1_000_000_000 == 0 { return ".seconds(\(nanoseconds / 1_000_000_000))" }
    if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }

  private func longestHashRun(in lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      var afterQuote = false
      for character in line {
        if character == "\"" {
          afterQuote = true
          run = 0
        } else if character == "#" && afterQuote {
          run += 1
          longest = max(longest, run)
        } else {
          afterQuote = false
          run = 0
        }
      }
    }
    return longest
  }
}

/// The encoder the replay's lines are written with: sorted keys, as the recorder writes them.
enum StoreRecorderEncoding {
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
