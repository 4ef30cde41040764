import Reducers
import ReducersTesting
import Testing

/// TCA 1.x's view actions: the view's actions, bindings among them, in one case of `Action`,
/// with `BindingReducer(action: Action.view)` applying the bindings.
@MainActor
struct ViewActionBindingTests {
  struct Login: ReducerProtocol {
    struct State: Equatable {
      var email = ""
      var password = ""
      var isFormValid = false
      var submitted: [String] = []
    }
    enum Action: Equatable, Sendable {
      case view(View)
      case loginResponse(Bool)
      enum View: BindableAction, Equatable, Sendable {
        case binding(BindingAction<State>)
        case submitTapped
      }
    }

    var body: some ReducerProtocol<State, Action, Void> {
      BindingReducer(action: Action.view)
      Reduce { state, action in
        switch action {
        case .view(.binding):
          // Runs after the binding was applied: it sees the new value.
          state.isFormValid = state.email.contains("@") && !state.password.isEmpty
          return .none
        case .view(.submitTapped):
          state.submitted.append(state.email)
          return .none
        case .loginResponse:
          return .none
        }
      }
    }
  }

  @Test func bindingsInTheViewCaseSetTheStateBeforeTheReducerRuns() async {
    let store = TestStore(initialState: Login.State(), reducer: Login())
    await store.send(.view(.binding(.set(\.email, "blob@pointfree.co")))) {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.view(.binding(.set(\.password, "secret")))) {
      $0.password = "secret"
      $0.isFormValid = true
    }
    await store.send(.view(.submitTapped)) { $0.submitted = ["blob@pointfree.co"] }
    // An action outside the view case passes untouched.
    await store.send(.loginResponse(true))
  }
}
