// TCA's TicTacToe `TwoFactor` feature: a code field, submitted with the login's token.
import Foundation
import Reducers

struct TwoFactor: ReducerProtocol {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var code = ""
    var isFormValid = false
    var isTwoFactorRequestInFlight = false
    let token: String

    init(token: String) {
      self.token = token
    }
  }

  enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)
    case view(View)

    enum Alert: Equatable, Sendable {}

    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  struct Environment: Sendable {
    var authenticationClient: AuthenticationClient
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: Action.view)
    Reduce { state, action, environment in
      switch action {
      case .alert:
        return .none

      case .twoFactorResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isTwoFactorRequestInFlight = false
        return .none

      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        return .none

      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [request = TwoFactorRequest(code: state.code, token: state.token)] send in
          await send(
            .twoFactorResponse(
              await Result { try await environment.authenticationClient.twoFactor(request) }))
        }
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}
