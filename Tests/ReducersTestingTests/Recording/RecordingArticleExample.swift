// The example of RecordingSessions.md, verbatim: each `swift` block of the article appears in
// this file (checked by `RecordingArticleTests.theArticleQuotesThisExample`), and the emitted
// test the article shows is what `StoreRecord.testSource` gives for the recorded session
// (`RecordingArticleTests.theArticleShowsTheEmittedTest`).

import Foundation
import Reducers
import ReducersTesting
import Synchronization
import Testing

/// A counter that asks, after a short pause, for a fact about its count.
struct Facts: ReducerProtocol {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }
  enum Action: Equatable, Sendable {
    case increment, decrement, factButtonTapped, factResponse(String), factFailed(String)
  }
  struct Environment: Sendable {
    var fact: @Sendable (Int) async throws -> String
    var clock: any Clock<Duration>
  }
  struct FactRequest: Hashable, Sendable {}

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .increment, .decrement:
        state.count += action == .increment ? 1 : -1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          try await environment.clock.sleep(for: .milliseconds(250))
          do {
            await send(.factResponse(try await environment.fact(count)))
          } catch {
            await send(.factFailed("\(error)"))
          }
        }
        .cancellable(id: FactRequest(), cancelInFlight: true)
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        return .none
      case .factFailed:
        state.isLoading = false
        return .none
      }
    }
  }
}

extension Facts.Environment {
  /// This environment with its answers on `tape`: recorded in the app, replayed in tests.
  func taped(_ tape: some AnswerTape) -> Self {
    var environment = self
    environment.fact = tape.endpoint("fact", fact)
    environment.clock = tape.clock(clock)
    return environment
  }
}

/// Runs a session on a live store that records it, and returns the test the record gives.
@MainActor func testOfARecordedSession() async throws -> String {
  let lines = Mutex<[String]>([])
  let clock = TestClock()
  let recorder = StoreRecorder(clock: clock) { line in lines.withLock { $0.append(line) } }
  let live = Facts.Environment(fact: { "\($0) is a good number" }, clock: clock)
  let store = StoreOf<Facts>(
    initialState: Facts.State(), reducer: Facts(), environment: live.taped(recorder),
    recorder: recorder)

  store.send(.increment)
  store.send(.increment)
  store.send(.factButtonTapped)
  await clock.advance(by: .milliseconds(250))
  await store.finishEffects()

  let record = try StoreRecord(jsonLines: lines.withLock { $0.joined() })
  return record.testSource(
    named: "twoIncrementsAndAFact", reducer: "Facts()",
    environment: "Facts.Environment(fact: unimplemented(\"fact\"), clock: clock).taped(replay)",
    initialState: "Facts.State()")
}

@Test @MainActor func recordingASessionGivesItsTest() async throws {
  let source = try await testOfARecordedSession()
  #expect(source.contains("await clock.advance(by: .milliseconds(250))"))
  #expect(source.contains("await store.receive(.factResponse(\"2 is a good number\")) {"))
}

@MainActor
@Test func twoIncrementsAndAFact() async throws {
  let clock = TestClock()
  let replay = try Replay(
    #"""
    {"at":250000000,"endpoint":"fact","input":"2","kind":"answer","value":"\"2 is a good number\""}
    """#
  )
  let store = TestStore(
    initialState: Facts.State(),
    reducer: Facts(),
    environment: Facts.Environment(fact: unimplemented("fact"), clock: clock).taped(replay)
  )
  await store.send(.increment) {
    $0.count = 1
  }
  await store.send(.increment) {
    $0.count = 2
  }
  await store.send(.factButtonTapped) {
    $0.isLoading = true
  }
  await clock.advance(by: .milliseconds(250))
  await store.receive(.factResponse("2 is a good number")) {
    $0.fact = "2 is a good number"
    $0.isLoading = false
  }
  await store.finish()
}
