// The example of ReducersTesting.docc/Exploring.md, which quotes this file's code verbatim
// (checked by `ExplorationTests.theArticleQuotesThisExample`).

import Reducers
import ReducersTesting
import Testing

/// A lock that opens after the keys a, b, c, d and e, in order. A slow verifier checks the first
/// four keys before the fifth counts, and two seconds without progress start over.
struct CombinationLock: ReducerProtocol {
  enum Key: CaseIterable, Equatable, Sendable { case a, b, c, d, e, x, y }
  struct State: Equatable {
    var progress = 0
    var isVerified = false
    var isOpen = false
  }
  enum Action: Equatable, Sendable { case press(Key), clear, verified, idle }
  struct IdleID: Hashable, Sendable {}
  struct VerifyID: Hashable, Sendable {}

  static let code: [Key] = [.a, .b, .c, .d, .e]
  /// The bug to find: the last key counts twice.
  var isBroken = false

  var body: some ReducerProtocol<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .press(let key):
        guard !state.isOpen, state.progress < Self.code.count, key == Self.code[state.progress]
        else { return .none }
        if state.progress == Self.code.count - 1 {
          guard state.isVerified else { return .none }
          state.progress += isBroken ? 2 : 1
          state.isOpen = true
          return .cancel(id: IdleID())
        }
        state.progress += 1
        let idle = Effect<Action>.run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.idle)
        }
        .cancellable(id: IdleID(), cancelInFlight: true)
        guard state.progress == Self.code.count - 1 else { return idle }
        let verify = Effect<Action>.run { send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.verified)
        }
        return .merge(idle, verify.cancellable(id: VerifyID()))
      case .verified:
        state.isVerified = true
        return .none
      case .clear, .idle:
        state = State()
        return .merge(.cancel(id: IdleID()), .cancel(id: VerifyID()))
      }
    }
  }

  static let invariants = [
    Invariant<State>("the progress never passes the code's length") {
      $0.progress <= code.count
    },
    Invariant<State>("the lock is open only once the whole code is entered") {
      !$0.isOpen || $0.progress == code.count
    },
  ]

  /// Any key, or clearing the keypad.
  static func randomAction(_ random: inout SeededRandomNumberGenerator) -> Action {
    let actions = [Action.clear] + Key.allCases.map(Action.press)
    return actions[Int(random.next(upperBound: UInt64(actions.count)))]
  }
}

@Test @MainActor func exploringFindsTheBrokenLocksCombination() async throws {
  let report = await explore(
    CombinationLock(isBroken: true), from: CombinationLock.State(),
    environment: { clock in clock }, seed: 2024,
    invariants: CombinationLock.invariants, reportsFailure: false
  ) { random, _ in CombinationLock.randomAction(&random) }

  let failure = try #require(report.failure)
  #expect(failure.kind == .invariant("the progress never passes the code's length"))
  #expect(
    failure.steps == [
      .send(.press(.a)), .send(.press(.b)), .send(.press(.c)), .send(.press(.d)),
      .advance(.milliseconds(500)), .send(.press(.e)),
    ])
}

@Test @MainActor func exploringPassesTheFixedLock() async {
  let report = await explore(
    CombinationLock(), from: CombinationLock.State(),
    environment: { clock in clock }, seed: 2024,
    invariants: CombinationLock.invariants
  ) { random, _ in CombinationLock.randomAction(&random) }

  #expect(report.failure == nil)
  #expect(report.actions == 3_000)
}
