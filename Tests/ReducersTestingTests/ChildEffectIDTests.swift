import Reducers
import ReducersTesting
import Testing

/// A child's effect left running is reported with the cancel ids its feature gave it, not the
/// id the library files a child's effects under (a docs-only check met
/// `cancel id ElementEffectsID(site: CompositionSite(…), element: #0)` for an effect with none).
@MainActor
struct ChildEffectIDTests {
  struct Row: ReducerProtocol {
    typealias Environment = Void
    struct State: Equatable, Identifiable { let id: Int }
    enum Action: Equatable, Sendable { case start, startTagged }
    enum CancelID { case work }

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          return .run { _ in try await Task.never() }
        case .startTagged:
          return .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
        }
      }
    }
  }

  struct List: ReducerProtocol {
    typealias Environment = Void
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 7)]
      @PresentationState var detail: Row.State?
    }
    enum Action: Equatable, Sendable {
      case rows(IdentifiedActionOf<Row>)
      case detail(PresentationAction<Row.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: Action.rows) { Row() }
        .ifLet(\.$detail, action: Action.detail) { Row() }
    }
  }

  @Test func childEffectsShowOnlyTheirFeaturesIDs() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: List.State(detail: Row.State(id: 1))) { List() }
      await store.send(.rows(.element(id: 7, action: .start)))
      await store.send(.rows(.element(id: 7, action: .startTagged)))
      await store.send(.detail(.presented(.start)))
      await store.finish(timeout: .zero)
    }
    let report = failures.first?.message ?? ""
    #expect(
      report.contains(
        """
        3 effects are still running:
          started by ChildEffectIDTests.List.Action.rows(.element(id: 7, action: .start)), no \
        cancel id
          started by ChildEffectIDTests.List.Action.rows(.element(id: 7, action: .startTagged)), \
        cancel id ChildEffectIDTests.Row.CancelID.work
          started by ChildEffectIDTests.List.Action.detail(.presented(.start)), no cancel id
        """), "\(report)")
  }
}
