import Foundation
import Reducers
import ReducersDebugging

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
      guard let data = try? StoreRecorder.encoder.encode(entry) else { return nil }
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

  /// The steps, with the clock advanced where the session's waits came due.
  ///
  /// Test time follows recorded time only while the feature waits on its clock: time that
  /// passed with no sleep pending (a person thinking, a server answering) is not replayed. A
  /// sleep starts at the test time of the step or wake-up that started it; before each line
  /// the clock moves to the latest deadline of the sleeps that came due by then (a cancelled
  /// sleep, `wake`, never comes due); and a step that starts a sleep while others are pending
  /// is taken at its recorded distance from them, so that they come due in the same order.
  private func steps() -> [String] {
    var lines: [String] = []
    var clock = ReplayedClock()
    for (index, entry) in entries.enumerated() {
      // A record from outside may say anything: no time before its start.
      let at = max(entry.at ?? 0, 0)
      switch entry.kind {
      case .send, .receive:
        // What the step's own work does before the next step: sleeps it starts, and sleeps it
        // cancels (a restarted debounce), which then need not keep their distance from it.
        let work = entries[(index + 1)...].prefix { $0.kind != .send && $0.kind != .receive }
        let startsSleep = work.contains { $0.kind == .sleep }
        let cancels = Set(work.filter { $0.kind == .wake }.compactMap(\.sleep))
        if let advance = clock.step(at: at, startsSleep: startsSleep, cancelling: cancels) {
          lines.append("  await clock.advance(by: \(swiftSource(Duration.nanoseconds(advance))))")
        }
        lines.append(step(entry))
      case .sleep:
        if let advance = clock.fireDue(at: at) {
          lines.append("  await clock.advance(by: \(swiftSource(Duration.nanoseconds(advance))))")
        }
        clock.sleep(entry.sleep ?? -index, at: at, for: max(entry.duration ?? 0, 0))
      case .wake:
        clock.cancel(entry.sleep ?? 0)
      case .answer:
        if let advance = clock.fireDue(at: at) {
          lines.append("  await clock.advance(by: \(swiftSource(Duration.nanoseconds(advance))))")
        }
      case .truncated:
        lines.append("  // The record stops here: it reached its size bound.")
      case .start:
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

  /// The longest run of `#` after a quote or a backslash: a raw string with one `#` more is
  /// neither closed (`"#`) nor escaped or interpolated (`\#(`) by any of `lines`.
  private func longestHashRun(in lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      var afterQuote = false
      for character in line {
        if character == "\"" || character == "\\" {
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

/// The test's clock as the emitted steps move it, against the recorder's: which sleeps are
/// pending, when each comes due on either, and which recorded time the test's time stands for.
struct ReplayedClock {
  private struct Sleep {
    let id: Int
    let recordedDeadline: Int64
    let testDeadline: Int64
  }

  /// The test clock's time, nanoseconds from its start.
  private(set) var testNow: Int64 = 0
  /// The recorded time `testNow` stands for.
  private var recordedNow: Int64 = 0
  private var pending: [Sleep] = []

  /// Starts sleep `id`, recorded at `at`, at the test's current time.
  mutating func sleep(_ id: Int, at: Int64, for duration: Int64) {
    pending.append(
      Sleep(
        id: id, recordedDeadline: at.saturatingAdding(duration),
        testDeadline: testNow.saturatingAdding(duration)))
  }

  /// Sleep `id` was cancelled: it never comes due.
  mutating func cancel(_ id: Int) {
    pending.removeAll { $0.id == id }
  }

  /// Moves the test's time to the latest deadline of the sleeps due by the recorded time `at`;
  /// returns how far, if at all.
  mutating func fireDue(at: Int64) -> Int64? {
    let due = pending.filter { $0.recordedDeadline <= at }
    guard let last = due.max(by: { $0.testDeadline < $1.testDeadline }) else { return nil }
    pending.removeAll { $0.recordedDeadline <= at }
    return move(to: last.testDeadline, standingFor: last.recordedDeadline)
  }

  /// Before a step at the recorded time `at`: fires what came due, then, when the step starts a
  /// sleep while others it does not cancel are pending, moves to `at` itself. Returns how far
  /// the clock moved.
  mutating func step(at: Int64, startsSleep: Bool, cancelling: Set<Int>) -> Int64? {
    var moved = fireDue(at: at) ?? 0
    if pending.allSatisfy({ cancelling.contains($0.id) }) {
      // Nothing waits: the time until this step is not replayed.
      recordedNow = at
    } else if startsSleep, at > recordedNow {
      // Both are at least 0 (`steps()` and `sleep` keep them so): the difference cannot overflow.
      let target = testNow.saturatingAdding(at - recordedNow)
      moved = moved.saturatingAdding(move(to: target, standingFor: at) ?? 0)
    }
    return moved > 0 ? moved : nil
  }

  private mutating func move(to test: Int64, standingFor recorded: Int64) -> Int64? {
    let distance = test - testNow
    recordedNow = max(recordedNow, recorded)
    guard distance > 0 else { return nil }
    testNow = test
    return distance
  }
}

extension Int64 {
  /// `self + other`, held at `.max` or `.min` rather than trapping: a record's times are input.
  fileprivate func saturatingAdding(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
