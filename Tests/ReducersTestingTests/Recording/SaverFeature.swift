import Reducers

/// The feature of the timing tests: an autosave one second after the last edit through a save
/// that takes 200 ms and can be cancelled, and a reminder that fires a second after it is set,
/// whatever else happens — so a session has sleeps restarted, sleeps cancelled, a call
/// cancelled before it answers, and independent sleeps that come due in turn.
struct Saver: ReducerProtocol {
  struct State: Equatable {
    var text = ""
    var saved: [String] = []
    var isSaving = false
    var reminders = 0
  }

  enum Action: Equatable, Sendable {
    case edit(String), autosave, saved(String), cancel, remind, reminded
  }

  struct Environment: Sendable {
    var save: @Sendable (String) async throws -> Void
    var clock: any Clock<Duration>

    func taped(_ tape: some AnswerTape) -> Self {
      var environment = self
      environment.save = tape.endpoint("save", save)
      environment.clock = tape.clock(clock)
      return environment
    }
  }

  struct Autosave: Hashable, Sendable {}

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .edit(let text):
        state.text = text
        return .send(.autosave)
          .debounce(id: Autosave(), for: .seconds(1), clock: environment.clock)
      case .autosave:
        state.isSaving = true
        return .run { [text = state.text] send in
          try await environment.save(text)
          await send(.saved(text))
        }
        .cancellable(id: Autosave(), cancelInFlight: true)
      case .saved(let text):
        state.isSaving = false
        state.saved.append(text)
        return .none
      case .cancel:
        state.isSaving = false
        return .cancel(id: Autosave())
      case .remind:
        return .run { send in
          try await environment.clock.sleep(for: .seconds(1))
          await send(.reminded)
        }
      case .reminded:
        state.reminders += 1
        return .none
      }
    }
  }
}
