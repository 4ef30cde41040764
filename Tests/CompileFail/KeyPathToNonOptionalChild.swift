// `ifLet` given a key path to a child that is not optional.
// expect: WritableKeyPath<Parent.State, Child.State>
// expect: WritableKeyPath<Parent.State, Child.State?>
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child = Child.State() }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: Action.child) { Child() }
  }
}
