// A `Scope` whose child reducer has another state type than the key path leads to. The first
// error names the wrong reducer's state, but as if the key path were an enum case's constructor
// (`Scope(state: State.edit, …)`, the same labels).
// expect: Other.State
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child = Child.State() }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Scope(state: \.child, action: Action.child) { Other() }
  }
}
