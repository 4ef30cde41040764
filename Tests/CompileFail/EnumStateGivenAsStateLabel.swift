// A case of enum state given to `Scope`'s `state:`, a key path's label (TCA spells both
// `state:`; here a case is `case:`): the first error names the argument and the key path expected.
// expect: '@Sendable (Child.State) -> Parent.State'
// expect: WritableKeyPath<Parent.State, Child.State>
import Reducers
struct Parent: ReducerProtocol {
  enum State: Equatable { case child(Child.State), other }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Scope(state: State.child, action: Action.child) { Child() }
  }
}
