// An `ifLet` whose child reducer has another state and action type than the key path and the
// case lead to. The first error names the wrong reducer's action type, but reads as if a
// presented child were meant (the presented `ifLet` is tried first: IfLetForEach+Builder.swift).
// expect: Other.Action
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child: Child.State? }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: Action.child) { Other() }
  }
}
