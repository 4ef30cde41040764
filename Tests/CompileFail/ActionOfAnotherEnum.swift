// A case path of another enum in a chained `ifLet`.
// expect: 'Parent.Action'
// expect: 'Other.Action'
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child: Child.State? }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: Other.Action.child) { Child() }
  }
}
