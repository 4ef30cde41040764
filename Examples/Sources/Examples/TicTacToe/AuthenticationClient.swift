// TCA's TicTacToe `AuthenticationClient`, as a value kept in the features' environments
// (TCA: a `@DependencyClient` reached through `@Dependency(\.authenticationClient)`).
import Foundation
import Reducers

/// What the login screen submits.
struct LoginRequest: Equatable, Sendable {
  var email: String
  var password: String
}

/// What the two-factor screen submits: the code typed and the token the login gave.
struct TwoFactorRequest: Equatable, Sendable {
  var code: String
  var token: String
}

/// The server's answer to a login or a two-factor request.
struct AuthenticationResponse: Equatable, Sendable {
  var token: String
  var twoFactorRequired: Bool
}

/// Why a request was refused; its `localizedDescription` is what the features' alerts show.
enum AuthenticationError: Equatable, LocalizedError, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  var errorDescription: String? {
    switch self {
    case .invalidUserPassword:
      "Unknown user or invalid password."
    case .invalidTwoFactor:
      "Invalid second factor (try 1234)"
    case .invalidIntermediateToken:
      "404!! What happened to your token there bud?!?!"
    }
  }
}

/// The two endpoints the login flow calls.
struct AuthenticationClient: Sendable {
  var login: @Sendable (LoginRequest) async throws -> AuthenticationResponse
  var twoFactor: @Sendable (TwoFactorRequest) async throws -> AuthenticationResponse
}

extension AuthenticationClient {
  /// Every endpoint fails the running test when called (TCA: `@DependencyClient`'s `testValue`);
  /// a test overrides the ones it expects.
  static let failing = AuthenticationClient(
    login: unimplemented("AuthenticationClient.login"),
    twoFactor: unimplemented("AuthenticationClient.twoFactor"))

  /// TCA's `liveValue`: a pretend server that takes a second to answer, on `clock`.
  /// "password" is every user's password; an email containing "2fa" asks for a second factor,
  /// whose code is "1234".
  static func live(clock: any Clock<Duration>) -> AuthenticationClient {
    AuthenticationClient(
      login: { request in
        guard request.email.contains("@"), request.password == "password" else {
          throw AuthenticationError.invalidUserPassword
        }
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(
          token: "deadbeef", twoFactorRequired: request.email.contains("2fa"))
      },
      twoFactor: { request in
        guard request.token == "deadbeef" else {
          throw AuthenticationError.invalidIntermediateToken
        }
        guard request.code == "1234" else { throw AuthenticationError.invalidTwoFactor }
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      })
  }
}
