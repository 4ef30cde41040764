// A child whose environment is neither the parent's nor `Void`, without `environment:`.
// expect: 'Parent.Environment'
// expect: 'Client.Environment'
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child = Client.State() }
  enum Action: Equatable, Sendable { case child(Client.Action) }
  struct Environment: Sendable { var name = "app" }
  var body: some ReducerProtocol<State, Action, Environment> {
    Scope(state: \.child, action: Action.child) { Client() }
  }
}
