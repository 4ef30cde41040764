import Foundation
import Reducers
import ReducersDebugging
import ReducersTesting
import Synchronization
import Testing
import WeatherFeatures

/// Replays a session log written by `weather app --record` through a `TestStore`: the user's
/// actions are sent at their recorded times on a `TestClock`, the environment answers each call
/// with the recorded answer at the moment it was recorded, and every action effects send back
/// must arrive in the recorded order and change the state exactly as recorded.
///
/// A bug seen in the app becomes a regression test: record the session, commit the log, replay
/// it here; once fixed, the changed steps are re-recorded (see docs/session-logs.md).
@MainActor
func replaySession(
  _ url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async throws {
  let entries = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
    try JSONDecoder().decode(SessionLogEntry.self, from: Data($0.utf8))
  }
  let header = try #require(entries.first, "an empty log", sourceLocation: sourceLocation)
  guard header.kind == .start, header.version == SessionLogEntry.currentVersion else {
    Issue.record(
      "not a version \(SessionLogEntry.currentVersion) session log", sourceLocation: sourceLocation)
    return
  }

  let clock = TestClock()
  let answers = RecordedAnswers()
  let recordedDates = entries.filter { $0.kind == .now }.compactMap(\.date)
  let environment = AppFeature.Environment(
    cities: CityDirectory(
      search: { try await answers.answer(SessionRecorder.key($0)) },
      city: { try await answers.answer("city \($0)") }),
    weatherClient: WeatherClient(
      searchCities: { _ in
        throw WeatherError.provider("not recorded: the app searches its directory")
      },
      city: { _ in
        throw WeatherError.provider("not recorded: the app looks ids up in its directory")
      },
      forecast: { try await answers.answer("forecast \($0.id) \($1) \($2.rawValue)") },
      currentConditions: { try await answers.answer("currentConditions \($0.id) \($1.rawValue)") }),
    forecastHistory: ForecastHistory { city, days, units in
      let kept: [Forecast]? = try? await answers.answer(
        "history \(city.id) \(days) \(units.rawValue)")
      return kept?.first
    },
    followingStorage: FollowingStorage(
      load: { try await answers.answer("load") },
      apply: { try await answers.answer(SessionRecorder.key($0)) }),
    clock: clock, now: recordedNow(recordedDates))
  let initial = AppFeature.State(
    units: header.units ?? .metric, forecastDays: header.days ?? 7,
    interface: InterfaceFeature.ScreenState(
      confirmationWords: header.confirmationWords ?? InterfaceFeature.ConfirmationWords()))
  let store = TestStoreOf<AppFeature>(
    initialState: initial, reducer: AppFeature(), environment: environment)
  // Waits for effects that answer at once in the replay but took real time in the session.
  store.timeout = .seconds(5)
  let start = clock.now

  // The expected state of each step: the reducer run on the state before (its effects
  // dropped), with its own copy of the recorded dates. The TestStore checks that the state the
  // effects really produced is this one; the recorded change checks that it is what the app did.
  let shadow = Shadow(
    initial,
    environment: AppFeature.Environment(
      cities: .failing, weatherClient: .failing, forecastHistory: .failing,
      followingStorage: .failing, clock: clock,
      now: recordedNow(recordedDates)))

  // With WEATHER_UPDATE_SESSIONS=1, each step's change is rewritten as the features now make it
  // (after a deliberate change of behaviour or of the state's shape; read the diff).
  let updating = ProcessInfo.processInfo.environment["WEATHER_UPDATE_SESSIONS"] == "1"
  var changes: [Int: String] = [:]
  func expectChange(
    _ entry: SessionLogEntry, from before: AppFeature.State, to after: AppFeature.State,
    _ step: String, _ sourceLocation: Testing.SourceLocation, index: Int
  ) {
    if updating {
      changes[index] = diff(before, after) ?? ""
    } else {
      WeatherFeaturesTests.expectChange(entry, from: before, to: after, step, sourceLocation)
    }
  }

  for (index, entry) in entries.enumerated().dropFirst() {
    let step = "step \(index + 1) (\(entry.kind.rawValue))"
    if let at = entry.at, entry.kind != .now {
      await clock.advance(to: start.advanced(by: .microseconds(at)))
    }
    switch entry.kind {
    case .start, .now:
      continue
    case .response:
      let call = try #require(entry.call, "\(step): no call", sourceLocation: sourceLocation)
      let result = try #require(entry.result, "\(step): no result", sourceLocation: sourceLocation)
      answers.deliver(call, result)
    case .user:
      let action = try #require(entry.action, "\(step): no action", sourceLocation: sourceLocation)
      let before = shadow.state
      shadow.run(.interface(action))
      let after = shadow.state
      await store.send(.interface(action), assert: before == after ? nil : { $0 = after })
      expectChange(entry, from: before, to: after, step, sourceLocation, index: index)
    case .effect:
      let text = try #require(
        entry.effectAction, "\(step): no action", sourceLocation: sourceLocation)
      let before = shadow.state
      let matched = Recorder<AppFeature.Action>()
      let named = CasePath<AppFeature.Action, AppFeature.Action>(
        embed: { $0 },
        extract: { action in
          guard customDump(action) == text else { return nil }
          matched.record(action)
          return action
        })
      // The expected state is known once the action is: the closure runs after the match.
      let update: (inout AppFeature.State) -> Void = { state in
        guard let action = matched.values.last else { return }
        shadow.run(action)
        state = shadow.state
      }
      let asserts = updating || !(entry.change ?? "").isEmpty
      await store.receive(named, assert: asserts ? update : nil)
      if !asserts, let action = matched.values.last { shadow.run(action) }
      expectChange(entry, from: before, to: shadow.state, step, sourceLocation, index: index)
    }
  }
  // The app was quit here: what was still running (a pending search, an undo offer, a call
  // still waiting for its answer) was cancelled with it.
  if clock.sleeperCount > 0 || answers.waitingCount > 0 {
    await store.skipInFlightEffects()
  }
  await store.finish()
  if updating { try rewriteChanges(url, changes) }
}

/// Writes `changes` (by line index) into the log at `url` as each line's `change`.
private func rewriteChanges(_ url: URL, _ changes: [Int: String]) throws {
  let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
  let rewritten = try lines.enumerated().map { index, line -> String in
    guard let change = changes[index],
      var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return String(line) }
    object["change"] = change
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }
  try (rewritten.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
}

/// The state a replay expects, stepped by the reducer alone.
@MainActor
private final class Shadow {
  private(set) var state: AppFeature.State
  let environment: AppFeature.Environment

  init(_ state: AppFeature.State, environment: AppFeature.Environment) {
    self.state = state
    self.environment = environment
  }

  func run(_ action: AppFeature.Action) {
    _ = AppFeature.reducer.reduce(into: &state, action: action, environment: environment)
  }
}

/// A `now` that returns the recorded dates in order.
private func recordedNow(_ dates: [Double]) -> @Sendable () -> Date {
  let queue = Mutex(dates)
  return {
    let next = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    guard let next else {
      Issue.record("The replay asked for the date more often than the session did")
      return Date(timeIntervalSince1970: 0)
    }
    return Date(timeIntervalSince1970: next)
  }
}

/// Checks that a step changed the state exactly as recorded.
func expectChange(
  _ entry: SessionLogEntry, from before: AppFeature.State, to after: AppFeature.State,
  _ step: String,
  _ sourceLocation: Testing.SourceLocation
) {
  let change = diff(before, after) ?? ""
  guard change != (entry.change ?? "") else { return }
  // Brief where the test replays a tampered log on purpose (`SessionReplayTests`).
  let details = "\n--- recorded\n\(entry.change ?? "")\n--- now\n\(change)"
  Issue.record(
    "\(step) changed the state differently\(TestFailureReporting.isBrief ? "" : ":" + details)",
    sourceLocation: sourceLocation)
}

/// The recorded answers, handed to calls of the same name in order; a call made before its
/// answer's place in the log waits for it (or for its cancellation).
final class RecordedAnswers: Sendable {
  private struct Waiting {
    var answers: [String: [SessionLogResult]] = [:]
    var calls: [String: [(id: Int, continuation: CheckedContinuation<SessionLogResult?, Never>)]] =
      [:]
    var nextID = 0
  }

  private let state = Mutex(Waiting())

  /// How many calls wait for an answer.
  var waitingCount: Int { state.withLock { $0.calls.values.reduce(0) { $0 + $1.count } } }

  /// Hands `result` to the first call named `call` waiting, or keeps it for the next one.
  func deliver(_ call: String, _ result: SessionLogResult) {
    let waiter = state.withLock { state -> CheckedContinuation<SessionLogResult?, Never>? in
      if var calls = state.calls[call], !calls.isEmpty {
        let first = calls.removeFirst()
        state.calls[call] = calls
        return first.continuation
      }
      state.answers[call, default: []].append(result)
      return nil
    }
    waiter?.resume(returning: result)
  }

  /// The recorded answer of `call`, once the replay reaches it; cancelling the calling task
  /// ends the wait with `CancellationError`.
  func answer<Value: Decodable>(_ call: String) async throws -> Value {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> SessionLogResult?? in
          if var answers = state.answers[call], !answers.isEmpty {
            let first = answers.removeFirst()
            state.answers[call] = answers
            return .some(first)
          }
          state.calls[call, default: []].append((id, continuation))
          return .none
        }
        if case .some(let ready) = ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> CheckedContinuation<SessionLogResult?, Never>? in
        guard let index = state.calls[call]?.firstIndex(where: { $0.id == id }) else { return nil }
        return state.calls[call]?.remove(at: index).continuation
      }
      cancelled?.resume(returning: nil)
    }
    guard let result else { throw CancellationError() }
    if let failure = result.failure { throw failure }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return try decoder.decode(Value.self, from: Data((result.success ?? "null").utf8))
  }
}
