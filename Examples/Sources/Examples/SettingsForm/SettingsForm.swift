import Reducers

/// A form edited field by field through bindings (TCA's BindingForm case study), grown into a
/// settings screen: one field limits another, a user name is checked as it is typed (debounced,
/// only the newest check counts), and saving can fail and be retried.
struct SettingsForm: ReducerProtocol {
  struct State: Equatable {
    var displayName = ""
    var digestPerWeek = 10
    var sendNotifications = false
    var volume = 5.0
    var userName = ""
    var userNameStatus = UserNameStatus.unknown
    var isSaving = false
    var saveError: String?
  }

  enum UserNameStatus: Equatable, Sendable {
    case unknown, checking, available, taken
  }

  /// What the server stores; the form's other state is the screen's own.
  struct Settings: Equatable, Sendable {
    var displayName: String
    var digestPerWeek: Int
    var sendNotifications: Bool
    var volume: Double
    var userName: String
  }

  struct SaveFailure: Error, Equatable {
    var message: String
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case resetButtonTapped
    case saveButtonTapped
    case saveResponse(Result<Settings, SaveFailure>)
    case userNameChecked(String, available: Bool)
  }

  struct Environment: Sendable {
    var isUserNameAvailable: @Sendable (String) async -> Bool
    var save: @Sendable (Settings) async throws(SaveFailure) -> Settings
    var clock: any Clock<Duration>
  }

  enum CancelID { case userNameCheck, save }

  /// The pause in typing after which a user name is checked.
  static let checkDelay = Duration.milliseconds(500)

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action, environment in
      switch action {
      case .binding(\.digestPerWeek):
        // The volume slider cannot go past the number of digests (BindingForm's rule).
        state.volume = min(state.volume, Double(state.digestPerWeek))
        return .none

      case .binding(\.userName):
        let userName = state.userName
        guard !userName.isEmpty else {
          state.userNameStatus = .unknown
          return .cancel(id: CancelID.userNameCheck)
        }
        state.userNameStatus = .checking
        return .run { send in
          let available = await environment.isUserNameAvailable(userName)
          await send(.userNameChecked(userName, available: available))
        }
        .debounce(id: CancelID.userNameCheck, for: Self.checkDelay, clock: environment.clock)

      case .binding:
        return .none

      case .resetButtonTapped:
        state = State()
        return .merge(.cancel(id: CancelID.userNameCheck), .cancel(id: CancelID.save))

      case .saveButtonTapped:
        guard !state.isSaving, state.userNameStatus != .taken else { return .none }
        state.isSaving = true
        state.saveError = nil
        let settings = Settings(
          displayName: state.displayName, digestPerWeek: state.digestPerWeek,
          sendNotifications: state.sendNotifications, volume: state.volume,
          userName: state.userName)
        return .run { send in
          do throws(SaveFailure) {
            await send(.saveResponse(.success(try await environment.save(settings))))
          } catch {
            await send(.saveResponse(.failure(error)))
          }
        }
        .cancellable(id: CancelID.save)

      case .saveResponse(.success(let saved)):
        state.isSaving = false
        state.displayName = saved.displayName
        return .none

      case .saveResponse(.failure(let failure)):
        state.isSaving = false
        state.saveError = failure.message
        return .none

      case .userNameChecked(let userName, let available):
        guard userName == state.userName else { return .none }
        state.userNameStatus = available ? .available : .taken
        return .none
      }
    }
  }
}
