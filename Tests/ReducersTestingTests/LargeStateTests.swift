import Reducers
import ReducersTesting
import Testing

struct Row: Equatable, Identifiable, Sendable {
  var id: Int
  var hits = 0
}

struct Table: Equatable {
  var rows: IdentifiedArrayOf<Row>
}

enum TableAction: Equatable, Sendable {
  /// Starts an effect that answers `.hit(id)`.
  case tap(Int)
  case hit(Int)
}

let tableReducer = Reducer<Table, TableAction, Void> { state, action, _ in
  switch action {
  case .tap(let id):
    return .run { send in await send(.hit(id)) }
  case .hit(let id):
    state.rows.modify(id: id) { $0.hits += 1 }
    return .none
  }
}

/// Exhaustive send/receive over a large state: 10,000 steps over 1,000 rows.
@MainActor
struct LargeStateTests {
  static let rowCount = 1_000
  static let stepCount = 10_000
  let store: TestStore<Table, TableAction, Void>

  init() {
    let rows = IdentifiedArrayOf<Row>((0..<Self.rowCount).map { Row(id: $0) })
    store = TestStore(initialState: Table(rows: rows), reducer: tableReducer, environment: ())
  }

  @Test func tenThousandStepsOverAThousandRows() async {
    let failures = await withCapturedFailures {
      for step in 0..<Self.stepCount {
        let id = (step * 7) % Self.rowCount
        await store.send(.tap(id))
        await store.receive(.hit(id)) { $0.rows.modify(id: id) { $0.hits += 1 } }
      }
      await store.finish()
    }
    #expect(failures == [])
    #expect(store.state.rows.count == Self.rowCount)
    #expect(store.state.rows.allSatisfy { $0.hits == Self.stepCount / Self.rowCount })
  }
}
