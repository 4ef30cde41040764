import Reducers
import ReducersTesting
import Testing

/// Actions that carry `Result<_, any Error>`, as TCA's examples send them (`TaskResult` before
/// TCA 1.4): not `Equatable`, received by case, or whole, the error compared by its dump (its
/// type and its fields), and a different error shown in the failure's diff.
@MainActor
struct ErrorResultTests {
  enum LoginError: Error, Equatable {
    case invalidPassword
    case locked(minutes: Int)
  }

  struct Login: ReducerProtocol {
    struct State: Equatable {
      var alert: String?
      var token: String?
    }
    enum Action: Sendable {
      case submitTapped(password: String)
      case loginResponse(Result<String, any Error>)
    }
    struct Environment: Sendable {
      var login: @Sendable (String) async throws -> String
    }

    var body: some ReducerProtocol<State, Action, Environment> {
      Reduce { state, action, environment in
        switch action {
        case .submitTapped(let password):
          return .run { send in
            await send(.loginResponse(Result { try await environment.login(password) }))
          }
        case .loginResponse(.success(let token)):
          state.token = token
          return .none
        case .loginResponse(.failure(let error)):
          state.alert = "\(error)"
          return .none
        }
      }
    }
  }

  func makeStore() -> TestStoreOf<Login> {
    TestStore(
      initialState: Login.State(), reducer: Login(),
      environment: Login.Environment(login: { password in
        guard password == "open sesame" else { throw LoginError.locked(minutes: 5) }
        return "token"
      }))
  }

  @Test func theErrorIsReceivedWholeAndComparedByItsDump() async {
    let store = makeStore()
    await store.send(.submitTapped(password: "guess"))
    await store.receive(.loginResponse(.failure(LoginError.locked(minutes: 5)))) {
      $0.alert = "locked(minutes: 5)"
    }
  }

  @Test func theFailureIsReceivedByCase() async {
    let store = makeStore()
    await store.send(.submitTapped(password: "guess"))
    await store.receive(Login.Action.loginResponse, Result.failure) {
      $0.alert = "locked(minutes: 5)"
    }
    await store.send(.submitTapped(password: "open sesame"))
    await store.receive(Login.Action.loginResponse, Result.success) { $0.token = "token" }
  }

  /// Another error than the one received fails, and the diff names both.
  @Test func anotherErrorIsShownInTheDiff() async {
    let failures = await withCapturedFailures {
      let store = makeStore()
      await store.send(.submitTapped(password: "guess"))
      await store.receive(.loginResponse(.failure(LoginError.locked(minutes: 10)))) {
        $0.alert = "locked(minutes: 5)"
      }
    }
    #expect(failures.count == 1)
    let message = failures.first?.message ?? ""
    let lines = message.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "  - ErrorResultTests.Login.Action.loginResponse(.failure(.locked(minutes: 10)))"),
      "\(message)")
    #expect(
      lines.contains(
        "  + ErrorResultTests.Login.Action.loginResponse(.failure(.locked(minutes: 5)))"),
      "\(message)")
  }
}
