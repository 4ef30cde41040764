import Foundation
public import Reducers
import ReducersDebugging
import Synchronization

/// Serves a record's answers back to the endpoints a feature wrapped with `AnswerTape`: the
/// environment of a test generated from a record (``StoreRecord/testSource(named:reducer:environment:initialState:)``).
///
/// Each endpoint gets its recorded answers in the order it gave them. A call with another input
/// than the recorded one, or one more call than were recorded, is a test failure naming the
/// endpoint: the feature asked something the session did not.
public final class Replay: AnswerTape, Sendable {
  private struct Answer {
    let input: String
    let value: String?
    let error: StoreRecordEntry.Failure?
    let cancelled: Bool
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
    // Its failures are the running test's, as a test store's are.
    TestFailureReporting.install()
    var answers: [String: [Answer]] = [:]
    for entry in try StoreRecord(jsonLines: record, requiresStart: false).entries
    where entry.kind == .answer {
      answers[entry.endpoint ?? "", default: []].append(
        Answer(
          input: entry.input ?? "", value: entry.value, error: entry.error,
          cancelled: entry.cancelled == true))
    }
    self.answers = Mutex(answers)
    self.errorTypes = errorTypes
    self.location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How many recorded answers no call has asked for yet, by endpoint.
  public var unansweredCalls: [String: Int] {
    answers.withLock { $0.filter { !$0.value.isEmpty }.mapValues(\.count) }
  }

  /// The next recorded answer of `endpoint`, decoded; `call` is not called. A call that was
  /// cancelled in the session waits here until its effect is cancelled, as it did then.
  public func answer<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () async throws -> Output
  ) async throws -> Output {
    guard let answer = take(endpoint, input: input) else {
      throw ReplayedError(description: "no recorded answer for \(endpoint)")
    }
    if answer.cancelled {
      await waitUntilCancelled()
      throw CancellationError()
    }
    return try decode(answer, of: endpoint)
  }

  /// The next recorded answer of `endpoint`; when there is none, a failure and `call`'s answer.
  public func answerNow<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () -> Output
  ) -> Output {
    guard let answer = take(endpoint, input: input), !answer.cancelled else { return call() }
    return (try? decode(answer, of: endpoint)) ?? call()
  }

  /// `base` itself: a test advances its own clock.
  public func clock(_ base: any Clock<Duration>) -> any Clock<Duration> {
    base
  }

  /// The next recorded answer of `endpoint`, checked against `input`; `nil` (and a failure)
  /// when the record has none left.
  private func take(_ endpoint: String, input: String) -> Answer? {
    let answer = answers.withLock { answers -> Answer? in
      guard var queue = answers[endpoint], !queue.isEmpty else { return nil }
      let first = queue.removeFirst()
      answers[endpoint] = queue
      return first
    }
    guard let answer else {
      fail("\(endpoint)(\(input)) was called, but the record has no more answers for it")
      return nil
    }
    if answer.input != input {
      fail(
        "\(endpoint) was called with \(input.isEmpty ? "nothing" : input), but the record "
          + "answered a call with \(answer.input.isEmpty ? "nothing" : answer.input)")
    }
    return answer
  }

  private func decode<Output: Decodable>(_ answer: Answer, of endpoint: String) throws -> Output {
    if let failure = answer.error { throw error(from: failure) }
    guard let json = answer.value,
      let value = try? JSONDecoder().decode(Output.self, from: Data(json.utf8))
    else {
      fail("the recorded answer of \(endpoint) is not a \(Output.self): \(answer.value ?? "")")
      throw ReplayedError(description: "unreadable recorded answer for \(endpoint)")
    }
    return value
  }

  /// Returns once the calling task is cancelled: a stream that never yields ends then.
  private func waitUntilCancelled() async {
    var continuation: AsyncStream<Never>.Continuation?
    let stream = AsyncStream<Never> { continuation = $0 }
    for await _ in stream {}
    withExtendedLifetime(continuation) {}
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
