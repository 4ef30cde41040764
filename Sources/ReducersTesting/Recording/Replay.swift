import Foundation
public import Reducers
import ReducersDebugging
import Synchronization

/// Serves a record's answers back to the endpoints a feature wrapped with `AnswerTape`: the
/// environment of a test generated from a record (``StoreRecord/testSource(named:reducer:environment:)``).
///
/// Each endpoint gets its recorded answers in the order it gave them. A call with another input
/// than the recorded one, or one more call than were recorded, is a test failure naming the
/// endpoint: the feature asked something the session did not.
public final class Replay: AnswerTape, Sendable {
  private struct Answer {
    let input: String
    let value: String?
    let error: StoreRecordEntry.Failure?
  }

  private let answers: Mutex<[String: [Answer]]>
  private let errorTypes: [any (Error & Decodable).Type]
  private let location: IssueLocation

  /// A replay of the `answer` lines of `record` (JSON Lines; other lines are ignored).
  ///
  /// An error is thrown again as its own type when that type is among `errorTypes` and was
  /// recorded as JSON; otherwise as a ``ReplayedError`` carrying its description.
  public init(
    _ record: String, errorTypes: [any (Error & Decodable).Type] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    var answers: [String: [Answer]] = [:]
    for entry in try StoreRecord(jsonLines: record, requiresStart: false).entries
    where entry.kind == .answer {
      answers[entry.endpoint ?? "", default: []].append(
        Answer(input: entry.input ?? "", value: entry.value, error: entry.error))
    }
    self.answers = Mutex(answers)
    self.errorTypes = errorTypes
    self.location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How many recorded answers no call has asked for yet, by endpoint.
  public var unansweredCalls: [String: Int] {
    answers.withLock { $0.filter { !$0.value.isEmpty }.mapValues(\.count) }
  }

  /// The next recorded answer of `endpoint`, decoded; `call` is not called.
  public func answer<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () async throws -> Output
  ) async throws -> Output {
    try next(endpoint, input: input)
  }

  /// The next recorded answer of `endpoint`; when there is none, a failure and `call`'s answer.
  public func answerNow<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () -> Output
  ) -> Output {
    (try? next(endpoint, input: input)) ?? call()
  }

  /// `base` itself: a test advances its own clock.
  public func clock(_ base: any Clock<Duration>) -> any Clock<Duration> {
    base
  }

  private func next<Output: Decodable>(_ endpoint: String, input: String) throws -> Output {
    let answer = answers.withLock { answers -> Answer? in
      guard var queue = answers[endpoint], !queue.isEmpty else { return nil }
      let first = queue.removeFirst()
      answers[endpoint] = queue
      return first
    }
    guard let answer else {
      fail("\(endpoint)(\(input)) was called, but the record has no more answers for it")
      throw ReplayedError(description: "no recorded answer for \(endpoint)")
    }
    if answer.input != input {
      fail(
        "\(endpoint) was called with \(input.isEmpty ? "nothing" : input), but the record "
          + "answered a call with \(answer.input.isEmpty ? "nothing" : answer.input)")
    }
    if let failure = answer.error { throw error(from: failure) }
    guard let json = answer.value,
      let value = try? JSONDecoder().decode(Output.self, from: Data(json.utf8))
    else {
      fail("the recorded answer of \(endpoint) is not a \(Output.self): \(answer.value ?? "")")
      throw ReplayedError(description: "unreadable recorded answer for \(endpoint)")
    }
    return value
  }

  private func error(from failure: StoreRecordEntry.Failure) -> any Error {
    if let json = failure.json,
      let type = errorTypes.first(where: { String(reflecting: $0) == failure.type }),
      let error = try? JSONDecoder().decode(type, from: Data(json.utf8))
    {
      return error
    }
    return ReplayedError(description: failure.description)
  }

  private func fail(_ message: String) {
    IssueReporter.report("Replay: " + message, at: location)
  }
}

/// An error a replay throws in place of a recorded one it cannot rebuild: its type was not
/// given to ``Replay/init(_:errorTypes:fileID:filePath:line:column:)``.
public struct ReplayedError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What the recorded error said.
  public var description: String
}
