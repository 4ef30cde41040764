// A `Scope` whose child reducer has another state type than the key path leads to: the first
// error is at the child, naming both states (before `Scope(case:action:)` had its own label, it
// was a data-race error about the key path made into an enum case's constructor).
// expect: 'Child.State' and 'Other.State'
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child = Child.State() }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Scope(state: \.child, action: Action.child) { Other() }
  }
}
