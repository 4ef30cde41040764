import Foundation
import Reducers
import ReducersTesting
import Synchronization
import Testing

/// The explorer: what it finds, how it shrinks and reports it, and that a seed decides it all.
@MainActor
struct ExplorationTests {
  @Test func theSameSeedGivesTheSameReport() async {
    func run() async -> ExplorationReport<CombinationLock.Action> {
      await explore(
        CombinationLock(isBroken: true), from: CombinationLock.State(),
        environment: { clock in clock }, seed: 7,
        invariants: CombinationLock.invariants, reportsFailure: false
      ) { random, _ in CombinationLock.randomAction(&random) }
    }
    let first = await run()
    let second = await run()
    #expect(first.failure != nil)
    #expect(first == second)
  }

  @Test func aFailureIsReportedWithItsSeedLengthsAndSteps() async throws {
    var report: ExplorationReport<CombinationLock.Action>?
    let failures = await withCapturedFailures {
      report = await explore(
        CombinationLock(isBroken: true), from: CombinationLock.State(),
        environment: { clock in clock }, seed: 2024, invariants: CombinationLock.invariants
      ) { random, _ in CombinationLock.randomAction(&random) }
    }
    let failure = try #require(report?.failure)
    #expect(failures.count == 1)
    #expect(failures.first?.message == failure.message)
    #expect(
      failure.message.hasPrefix(
        """
        Exploring found that the invariant “the progress never passes the code's length” does \
        not hold at the last step of this sequence (seed 2024, run \(failure.run), shrunk from \
        \(failure.originalLength) steps to 6):

          await store.send(.press(.a))
          await store.send(.press(.b))
          await store.send(.press(.c))
          await store.send(.press(.d))
          await clock.advance(by: .milliseconds(500))
          await store.send(.press(.e))
        """))
  }

  @Test func aLiveStoreDisagreeingWithTheTestStoreIsFound() async throws {
    // Both stores draw from one counter, so each run's live store gets the next number.
    let tickets = Tickets()
    let report = await explore(
      TicketMachine(), from: TicketMachine.State(), environment: { _ in tickets }, seed: 1,
      invariants: [], reportsFailure: false
    ) { random, _ in random.next(upperBound: UInt64(2)) == 0 ? .draw : .noise }

    let failure = try #require(report.failure)
    #expect(failure.kind == .disagreement)
    #expect(failure.steps == [.send(.draw)])
    #expect(failure.detail.contains("ticket"))
  }

  @Test func anEffectOutlivingTheStoreIsFound() async throws {
    let report = await explore(
      Listener(), from: Listener.State(), environment: { clock in clock }, seed: 3,
      invariants: [], reportsFailure: false
    ) { random, _ in [.listen, .tick, .stop][Int(random.next(upperBound: UInt64(3)))] }

    let failure = try #require(report.failure)
    #expect(failure.kind == .effectOutlivesStore)
    #expect(failure.failsAtEnd)
    #expect(failure.steps == [.send(.listen)])
    #expect(
      failure.testSource == """
        await store.send(.listen)
        await clock.advance(by: .seconds(60))
        await store.finish()
        """)
  }

  @Test func theBudgetBoundsTheActions() async {
    let budget = ExplorationBudget(runs: 10, actionsPerRun: 7, maximumActions: 50)
    let report = await explore(
      CombinationLock(), from: CombinationLock.State(), environment: { clock in clock },
      seed: 5, budget: budget, invariants: CombinationLock.invariants
    ) { random, _ in CombinationLock.randomAction(&random) }
    #expect(report.failure == nil)
    #expect(report.actions == 50)
    #expect(report.runs == 8)
  }

  @Test func theArticleQuotesThisExample() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let example = try String(
      contentsOf: tests.appendingPathComponent("ExploringExample.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: tests.appendingPathComponent(
        "../../Sources/ReducersTesting/ReducersTesting.docc/Exploring.md"),
      encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
    #expect(blocks.count >= 2)
    for block in blocks { #expect(example.contains(block)) }
  }
}

/// Hands out numbers 1, 2, 3…: shared by every store it is given to.
final class Tickets: Sendable {
  private let last = Mutex(0)

  func next() -> Int {
    last.withLock {
      $0 += 1
      return $0
    }
  }
}

/// Draws a ticket in an effect: its state depends on who drew before.
struct TicketMachine: ReducerProtocol {
  struct State: Equatable { var ticket: Int? }
  enum Action: Equatable, Sendable { case draw, drawn(Int), noise }

  var body: some ReducerProtocol<State, Action, Tickets> {
    Reduce { state, action, tickets in
      switch action {
      case .draw: return .run { send in await send(.drawn(tickets.next())) }
      case .drawn(let ticket):
        state.ticket = ticket
        return .none
      case .noise: return .none
      }
    }
  }
}

/// Listens until stopped; ticks on the clock a second after each `tick`.
struct Listener: ReducerProtocol {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable, Sendable { case listen, stop, tick, ticked }
  struct ListenID: Hashable, Sendable {}

  var body: some ReducerProtocol<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .listen: return .run { _ in try await Task.never() }.cancellable(id: ListenID())
      case .stop: return .cancel(id: ListenID())
      case .tick:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      case .ticked:
        state.ticks += 1
        return .none
      }
    }
  }
}
