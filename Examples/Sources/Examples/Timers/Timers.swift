import Reducers

/// TCA's Timers case study: a button starts a timer that ticks every second on the
/// environment's clock, and stops it; leaving the screen stops it too.
struct Timers: ReducerProtocol {
  struct State: Equatable {
    var isTimerActive = false
    var secondsElapsed = 0
  }

  enum Action: Equatable, Sendable {
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
  }

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .onDisappear:
        state.isTimerActive = false
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        // Starting again cancels the timer in flight, so two taps never make two timers.
        return .run { [isTimerActive = state.isTimerActive] send in
          guard isTimerActive else { return }
          for await _ in environment.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
