import Reducers
import ReducersTesting
import Testing

/// The order of actions when an effect sends a delegate action whose parent answers with
/// `.send`, then goes on: the parent's answer is reduced inside the effect's `send`, before the
/// effect's next action (TCA's order), in a `TestStore` and a live `Store` alike.
@MainActor
struct SendOrderTests {
  struct Child: ReducerProtocol {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable, Sendable { case tapped, delegate, after }
    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .tapped:
          return .run { send in
            await send(.delegate)
            await send(.after)
          }
        case .delegate, .after:
          return .none
        }
      }
    }
  }

  struct Parent: ReducerProtocol {
    struct State: Equatable {
      var child: Child.State? = Child.State()
      @PresentationState var sheet: Child.State? = Child.State()
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case child(Child.Action)
      case sheet(PresentationAction<Child.Action>)
      case answer(String)
    }
    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, action in
        switch action {
        case .child(let child):
          state.log.append("child.\(child)")
          return child == .delegate ? .send(.answer("child")) : .none
        case .sheet(.presented(let child)):
          state.log.append("sheet.\(child)")
          return child == .delegate ? .send(.answer("sheet")) : .none
        case .sheet(.dismiss):
          return .none
        case .answer(let from):
          state.log.append("answer.\(from)")
          return .none
        }
      }
      .ifLet(\.child, action: Action.child) { Child() }
      .ifLet(\.$sheet, action: Action.sheet) { Child() }
    }
  }

  static let expectedChild = ["child.tapped", "child.delegate", "answer.child", "child.after"]
  static let expectedSheet = ["sheet.tapped", "sheet.delegate", "answer.sheet", "sheet.after"]

  @Test func liveStoreAnswersBeforeTheEffectGoesOn() async {
    let store = Store(initialState: Parent.State(), reducer: Parent())
    await store.send(.child(.tapped)).finish()
    #expect(store.state.log == Self.expectedChild)
    let sheet = Store(initialState: Parent.State()) { Parent() }
    await sheet.send(.sheet(.presented(.tapped))).finish()
    #expect(sheet.state.log == Self.expectedSheet)
  }

  @Test func testStoreReceivesInTheLiveOrder() async {
    let store = TestStoreOf<Parent>(initialState: Parent.State(), reducer: Parent())
    await store.send(.child(.tapped)) { $0.log = ["child.tapped"] }
    await store.receive(.child(.delegate)) { $0.log.append("child.delegate") }
    await store.receive(.answer("child")) { $0.log.append("answer.child") }
    await store.receive(.child(.after)) { $0.log.append("child.after") }
    await store.finish()
  }

  @Test func testStoreReceivesInTheLiveOrderFromAPresentedChild() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.sheet(.presented(.tapped))) { $0.log = ["sheet.tapped"] }
    await store.receive(.sheet(.presented(.delegate))) { $0.log.append("sheet.delegate") }
    await store.receive(.answer("sheet")) { $0.log.append("answer.sheet") }
    await store.receive(.sheet(.presented(.after))) { $0.log.append("sheet.after") }
    await store.finish()
  }
}
