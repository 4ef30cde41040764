import Reducers
import ReducersTesting
import Testing

/// Cancellation ids are namespaced per `forEach` element and per `ifLet` child: the same feature
/// used in two rows never cancels the other row's effects.
@MainActor
struct ScopedCancellationTests {
  struct SearchID: Hashable, Sendable {}

  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var results: [String] = []
    var detail: Int?
  }

  enum RowAction: Equatable, Sendable {
    case search(String)
    case found(String)
    case detail(DetailAction)
    case closeDetail
  }

  enum DetailAction: Equatable, Sendable {
    case load
    case loaded
  }

  enum Action: Equatable, Sendable { case row(Int, RowAction) }

  let clock = TestClock()
  let reducer: any ReducerProtocol<IdentifiedArrayOf<Row>, Action, TestClock>

  init() {
    let detail = Reducer<Int, DetailAction, TestClock> { count, action, clock in
      switch action {
      case .load:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.loaded)
        }
        .cancellable(id: SearchID())
      case .loaded:
        count += 1
        return .none
      }
    }
    let row = Reducer<Row, RowAction, TestClock> { row, action, clock in
      switch action {
      case .search(let query):
        // The shape of search-as-you-type: a newer search in *this* row replaces the older one.
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.found(query))
        }
        .cancellable(id: SearchID(), cancelInFlight: true)
      case .found(let result):
        row.results.append(result)
        return .none
      case .closeDetail:
        row.detail = nil
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(
      state: \.detail,
      action: CasePath(embed: RowAction.detail) {
        guard case .detail(let action) = $0 else { return nil }
        return action
      },
      environment: { $0 }, then: detail)
    reducer = Reducer<IdentifiedArrayOf<Row>, Action, TestClock>.empty.forEach(
      state: \.self,
      action: CasePath(embed: Action.row) {
        guard case .row(let id, let action) = $0 else { return nil }
        return (id, action)
      },
      environment: { $0 }, element: row)
  }

  @Test func theSameIDInTwoRowsCancelsOnlyWithinItsRow() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: [Row(id: 1), Row(id: 2)], reducer: reducer, environment: clock)
      await store.send(.row(1, .search("lon")))
      await store.send(.row(2, .search("par")))
      await store.send(.row(1, .search("london")))  // replaces row 1's search only
      await clock.advance(by: .seconds(1))
      await store.receive(.row(2, .found("par"))) { $0[id: 2]?.results = ["par"] }
      await store.receive(.row(1, .found("london"))) { $0[id: 1]?.results = ["london"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func closingOneRowsChildLeavesTheOtherRowsChildRunning() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: [Row(id: 1, detail: 0), Row(id: 2, detail: 0)], reducer: reducer,
        environment: clock)
      await store.send(.row(1, .detail(.load)))
      await store.send(.row(2, .detail(.load)))
      await store.send(.row(1, .closeDetail)) { $0[id: 1]?.detail = nil }
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .seconds(1))
      await store.receive(.row(2, .detail(.loaded))) { $0[id: 2]?.detail = 1 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}
