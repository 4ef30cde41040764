import Reducers
import ReducersTesting
import Testing

// TCA's TicTacToe LoginCoreTests, with the login without a second factor and the failed login
// added.
@testable import Examples

@MainActor
struct LoginTests {
  let store = TestStoreOf<Login>(
    initialState: Login.State(), reducer: Login(),
    environment: Login.Environment(authenticationClient: .failing))

  /// Types an address and a password: the form becomes valid once both are there.
  func fillInTheForm(email: String) async {
    await store.send(.view(.binding(.set(\.email, email)))) {
      $0.email = email
    }
    await store.send(.view(.binding(.set(\.password, "password")))) {
      $0.password = "password"
      $0.isFormValid = true
    }
  }

  @Test
  func loginWithoutTwoFactor() async {
    store.environment.authenticationClient.login = { request in
      #expect(request == LoginRequest(email: "blob@pointfree.co", password: "password"))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }

    await fillInTheForm(email: "blob@pointfree.co")
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(
      .loginResponse(
        .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)))
    ) {
      $0.isLoginRequestInFlight = false
    }
    await store.finish()
  }

  @Test
  func loginFailureShowsTheErrorAndIsDismissed() async {
    store.environment.authenticationClient.login = { _ in
      throw AuthenticationError.invalidUserPassword
    }

    await fillInTheForm(email: "blob@pointfree.co")
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(.loginResponse(.failure(AuthenticationError.invalidUserPassword))) {
      $0.alert = AlertState { TextState("Unknown user or invalid password.") }
      $0.isLoginRequestInFlight = false
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.finish()
  }

  @Test
  func twoFactorSuccess() async {
    store.environment.authenticationClient.login = { _ in
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
    }
    store.environment.authenticationClient.twoFactor = { request in
      #expect(request == TwoFactorRequest(code: "1234", token: "deadbeefdeadbeef"))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }

    await fillInTheForm(email: "2fa@pointfree.co")
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(
      .loginResponse(
        .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)))
    ) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(.twoFactor(.presented(.view(.binding(.set(\.code, "1234")))))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.view(.submitButtonTapped)))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      .twoFactor(
        .presented(
          .twoFactorResponse(
            .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false))
          )))
    ) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.finish()
  }

  @Test
  func twoFactorFailureShowsTheErrorInTheTwoFactorScreen() async {
    store.environment.authenticationClient.login = { _ in
      AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
    }
    store.environment.authenticationClient.twoFactor = { _ in
      throw AuthenticationError.invalidTwoFactor
    }

    await fillInTheForm(email: "2fa@pointfree.co")
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(
      .loginResponse(.success(AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)))
    ) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeef")
    }
    await store.send(.twoFactor(.presented(.view(.binding(.set(\.code, "0000")))))) {
      $0.twoFactor?.code = "0000"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.view(.submitButtonTapped)))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(
      .twoFactor(.presented(.twoFactorResponse(.failure(AuthenticationError.invalidTwoFactor))))
    ) {
      $0.twoFactor?.alert = AlertState { TextState("Invalid second factor (try 1234)") }
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.send(.twoFactor(.presented(.alert(.dismiss)))) {
      $0.twoFactor?.alert = nil
    }
    await store.finish()
  }

  @Test
  func twoFactorDismissInFlight() async {
    let clock = TestClock()
    store.environment.authenticationClient.login = { _ in
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
    }
    store.environment.authenticationClient.twoFactor = { _ in
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }

    await fillInTheForm(email: "2fa@pointfree.co")
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(
      .loginResponse(
        .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)))
    ) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(.twoFactor(.presented(.view(.binding(.set(\.code, "1234")))))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.view(.submitButtonTapped)))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    // Dismissing the screen cancels its request, asleep on the clock: no response arrives.
    await store.send(.twoFactor(.dismiss)) {
      $0.twoFactor = nil
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
