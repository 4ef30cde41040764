// TCA's TicTacToe `Login` feature: email and password fields, a login request, an alert when it
// fails, and the two-factor screen presented when the server asks for a second factor.
import Foundation
import Reducers

struct Login: ReducerProtocol {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var email = ""
    var isFormValid = false
    var isLoginRequestInFlight = false
    var password = ""
    @Presents var twoFactor: TwoFactor.State?
  }

  enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)
    case view(View)

    enum Alert: Equatable, Sendable {}

    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  struct Environment: Sendable {
    var authenticationClient: AuthenticationClient

    /// The presented two-factor screen's environment, derived from this one.
    var twoFactor: TwoFactor.Environment {
      TwoFactor.Environment(authenticationClient: authenticationClient)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: Action.view)
    Reduce { state, action, environment in
      switch action {
      case .alert:
        return .none

      case .loginResponse(.success(let response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case .loginResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isLoginRequestInFlight = false
        return .none

      case .twoFactor:
        return .none

      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [request = LoginRequest(email: state.email, password: state.password)] send in
          await send(
            .loginResponse(
              await Result { try await environment.authenticationClient.login(request) }))
        }
      }
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$twoFactor, action: Action.twoFactor, environment: \.twoFactor) {
      TwoFactor()
    }
  }
}
