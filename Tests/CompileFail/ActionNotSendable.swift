// A feature whose `Action` is not `Sendable`.
// expect: 'Parent.Action' does not conform to the 'Sendable' protocol
import Reducers
final class Box { var value = 0 }
struct Parent: ReducerProtocol {
  struct State: Equatable { var child = Child.State() }
  enum Action { case child(Child.Action), box(Box) }
  var body: some ReducerProtocol<State, Action, Void> {
    Scope(state: \.child, action: Action.child) { Child() }
  }
}
