import Reducers
import ReducersTesting
import Testing

// TCA's TicTacToe TwoFactorCoreTests.
@testable import Examples

@MainActor
struct TwoFactorTests {
  @Test
  func happyPath() async {
    let store = TestStoreOf<TwoFactor>(
      initialState: TwoFactor.State(token: "deadbeefdeadbeef"), reducer: TwoFactor(),
      environment: TwoFactor.Environment(authenticationClient: .failing))
    store.environment.authenticationClient.twoFactor = { request in
      #expect(request == TwoFactorRequest(code: "1234", token: "deadbeefdeadbeef"))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }

    await store.send(.view(.binding(.set(\.code, "1")))) {
      $0.code = "1"
    }
    await store.send(.view(.binding(.set(\.code, "12")))) {
      $0.code = "12"
    }
    await store.send(.view(.binding(.set(\.code, "123")))) {
      $0.code = "123"
    }
    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      .twoFactorResponse(
        .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)))
    ) {
      $0.isTwoFactorRequestInFlight = false
    }
    await store.finish()
  }

  @Test
  func unhappyPath() async {
    let store = TestStoreOf<TwoFactor>(
      initialState: TwoFactor.State(token: "deadbeefdeadbeef"), reducer: TwoFactor(),
      environment: TwoFactor.Environment(authenticationClient: .failing))
    store.environment.authenticationClient.twoFactor = { _ in
      throw AuthenticationError.invalidTwoFactor
    }

    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(.twoFactorResponse(.failure(AuthenticationError.invalidTwoFactor))) {
      $0.alert = AlertState { TextState("Invalid second factor (try 1234)") }
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.finish()
  }
}
