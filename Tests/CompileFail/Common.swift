// The features every compile-fail case uses (Scripts/compile-fail): a child without an
// environment, a feature of another state and action type, and one with an environment.
import Reducers

struct Child: ReducerProtocol {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case tap }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

struct Other: ReducerProtocol {
  struct State: Equatable, Sendable { var name = "" }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { _, _ in .none }
  }
}

struct Client: ReducerProtocol {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case tap }
  struct Environment: Sendable { var fetch: @Sendable () async -> Int }
  var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { _, _, _ in .none }
  }
}
