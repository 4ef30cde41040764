import Foundation
import Reducers

/// One row of the todo list: its text and check box, edited through bindings.
struct Todo: ReducerProtocol {
  struct State: Equatable, Identifiable, Sendable {
    var description = ""
    let id: UUID
    var isComplete = false
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerProtocol<State, Action, Void> {
    BindingReducer()
  }
}
