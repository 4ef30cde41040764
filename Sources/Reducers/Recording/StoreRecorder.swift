package import Foundation
import ReducersDebugging
import Synchronization

/// Records a store as it runs — the actions sent to it, every action its effects sent back with
/// the state change each made, and the answers of the endpoints its environment wrapped with
/// ``AnswerTape`` — as JSON Lines (``StoreRecordEntry``), one line written per event, so that a
/// crash loses at most the line being written.
///
/// ReducersTesting turns a record into the source of an exhaustive `TestStore` test
/// (`StoreRecord.testSource`). Recording is opt-in: a store made without a recorder runs exactly
/// as before, at no cost.
///
/// <!-- fragment -->
/// ```swift
/// let recorder = try StoreRecorder(path: "session.jsonl")
/// let store = Store(
///   initialState: Facts.State(), reducer: Facts(),
///   environment: Facts.Environment.live.taped(recorder), recorder: recorder)
/// ```
///
/// The record is bounded by `maximumBytes`: past it, a `truncated` line ends it and the store
/// runs on unrecorded.
public final class StoreRecorder: AnswerTape, Sendable {
  private struct Log {
    var bytes = 0
    var isTruncated = false
    var userActionPending = false
    var lastSleep = 0
  }

  private let write: @Sendable (String) -> Void
  private let elapsed: @Sendable () -> Duration
  private let maximumBytes: Int
  private let log = Mutex(Log())

  /// A recorder handing each line (JSON and a newline) to `write`, timing events on `clock`
  /// (the clock the feature's effects sleep on, so that their sleeps and the events line up).
  public init(
    clock: some Clock<Duration> = ContinuousClock(), maximumBytes: Int = 64 << 20,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.write = write
    self.maximumBytes = maximumBytes
    self.elapsed = Self.stopwatch(clock)
  }

  /// A recorder writing to a new file at `path`: it refuses a file that exists (a record is
  /// never written over something else) and a symbolic link, and makes the file readable by
  /// its owner only, since a record holds what the user typed.
  public convenience init(
    path: String, clock: some Clock<Duration> = ContinuousClock(), maximumBytes: Int = 64 << 20
  ) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      throw StoreRecorderError(path: path, reason: String(cString: strerror(code)))
    }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    self.init(clock: clock, maximumBytes: maximumBytes) { line in
      try? file.write(contentsOf: Data(line.utf8))
    }
  }

  /// Whether the record reached its size bound and stopped.
  public var isTruncated: Bool { log.withLock { $0.isTruncated } }

  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  // MARK: - The store's side

  /// Writes the `start` line.
  package func begin(state: Any) {
    var entry = StoreRecordEntry(kind: .start, at: 0)
    entry.version = StoreRecordEntry.currentVersion
    entry.state = swiftSource(state, width: 88)
    append(entry)
  }

  /// The next action reduced is one sent from outside, not by an effect.
  package func userWillSend() {
    log.withLock { $0.userActionPending = true }
  }

  /// Records an action the store reduced and the change it made.
  package func reduced(_ action: Any, from before: Any, to after: Any) {
    let isUser = log.withLock { log in
      defer { log.userActionPending = false }
      return log.userActionPending
    }
    var entry = StoreRecordEntry(kind: isUser ? .send : .receive, at: now())
    entry.action = swiftSource(action, width: 94)
    entry.changes = sourceChanges(from: before, to: after).map {
      StoreRecordEntry.Change(path: $0.path, value: $0.value)
    }
    append(entry)
  }

  /// Records a sleep of `duration` started on a wrapped clock (or, for an explorer replaying
  /// its steps, a wait of the test's own).
  @discardableResult
  package func recordSleep(_ duration: Duration) -> Int {
    var entry = StoreRecordEntry(kind: .sleep, at: now())
    entry.duration = nanoseconds(duration)
    let sleep = log.withLock { log in
      log.lastSleep += 1
      return log.lastSleep
    }
    entry.sleep = sleep
    append(entry)
    return sleep
  }

  /// Records that `sleep` was cancelled before it came due.
  func recordWake(_ sleep: Int) {
    var entry = StoreRecordEntry(kind: .wake, at: now())
    entry.sleep = sleep
    append(entry)
  }

  // MARK: - AnswerTape

  /// Calls `call` and records what it answered.
  public func answer<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () async throws -> Output
  ) async throws -> Output {
    do {
      let value = try await call()
      record(endpoint: endpoint, input: input, value: value)
      return value
    } catch is CancellationError {
      // A cancelled call answered nothing: the replay waits until its effect is cancelled.
      var entry = StoreRecordEntry(kind: .answer, at: now())
      entry.endpoint = endpoint
      entry.input = input
      entry.cancelled = true
      append(entry)
      throw CancellationError()
    } catch {
      var entry = StoreRecordEntry(kind: .answer, at: now())
      entry.endpoint = endpoint
      entry.input = input
      entry.error = Self.failure(error)
      append(entry)
      throw error
    }
  }

  /// Calls `call` and records what it answered.
  public func answerNow<Output: Codable & Sendable>(
    endpoint: String, input: String, _ call: () -> Output
  ) -> Output {
    let value = call()
    record(endpoint: endpoint, input: input, value: value)
    return value
  }

  /// `base`, with each sleep on it recorded.
  public func clock(_ base: any Clock<Duration>) -> any Clock<Duration> {
    func wrap<C: Clock<Duration>>(_ clock: C) -> any Clock<Duration> {
      RecordingClock(base: clock, recorder: self)
    }
    return wrap(base)
  }

  private func record(endpoint: String, input: String, value: some Encodable) {
    var entry = StoreRecordEntry(kind: .answer, at: now())
    entry.endpoint = endpoint
    entry.input = input
    entry.value = (try? Self.encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    if entry.value == nil {
      entry.error = StoreRecordEntry.Failure(
        type: "", json: nil, description: "the answer could not be encoded as JSON")
    }
    append(entry)
  }

  static func failure(_ error: any Error) -> StoreRecordEntry.Failure {
    let json = (error as? any Encodable).flatMap { try? encoder.encode($0) }
    return StoreRecordEntry.Failure(
      type: String(reflecting: type(of: error)),
      json: json.map { String(decoding: $0, as: UTF8.self) },
      description: String(describing: error))
  }

  // MARK: - Writing

  private func now() -> Int64 { nanoseconds(elapsed()) }

  private func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : scaled &+ attoseconds / 1_000_000_000
  }

  /// Writes one line under the lock, so that lines from answers arriving on other threads never
  /// interleave; past the bound, one `truncated` line and then nothing.
  private func append(_ entry: StoreRecordEntry) {
    log.withLock { log in
      guard !log.isTruncated, let data = try? Self.encoder.encode(entry) else { return }
      let line = String(decoding: data, as: UTF8.self) + "\n"
      guard log.bytes + line.utf8.count <= maximumBytes else {
        log.isTruncated = true
        if let end = try? Self.encoder.encode(StoreRecordEntry(kind: .truncated, at: entry.at)) {
          write(String(decoding: end, as: UTF8.self) + "\n")
        }
        return
      }
      log.bytes += line.utf8.count
      write(line)
    }
  }

  /// Sorted keys: the same session writes the same bytes (and an emitted test's replay lines
  /// are the record's own).
  package static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}

/// A record file that could not be created.
public struct StoreRecorderError: Error, CustomStringConvertible, Sendable {
  /// The file asked for.
  public var path: String
  /// Why it could not be created.
  public var reason: String

  /// "cannot record to PATH: REASON".
  public var description: String { "cannot record to \(path): \(reason)" }
}
