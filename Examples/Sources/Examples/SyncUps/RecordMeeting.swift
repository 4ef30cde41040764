import Foundation
import Reducers

/// The meeting in progress: a timer gives each attendee their share, and the meeting is saved
/// to the sync-up when it ends (or discarded), and the screen closes itself.
struct RecordMeeting: ReducerProtocol {
  struct State: Equatable {
    var secondsElapsed = 0
    var speakerIndex = 0
    @Shared var syncUp: SyncUp

    var durationRemaining: Int { syncUp.minutes * 60 - secondsElapsed }
  }

  enum Action: Equatable, Sendable {
    case endMeeting(save: Bool)
    case nextButtonTapped
    case onTask
    case timerTick
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment)
    -> Effect<Action>
  {
    switch action {
    case .endMeeting(let save):
      if save { saveMeeting(&state, environment) }
      return .run { _ in await environment.dismiss() }
    case .nextButtonTapped:
      guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
        return .send(.endMeeting(save: true))
      }
      state.speakerIndex += 1
      state.secondsElapsed = state.speakerIndex * state.syncUp.secondsPerAttendee
      return .none
    case .onTask:
      return .run { send in
        while true {
          try await environment.clock.sleep(for: .seconds(1))
          await send(.timerTick)
        }
      }
    case .timerTick:
      state.secondsElapsed += 1
      if state.secondsElapsed.isMultiple(of: state.syncUp.secondsPerAttendee) {
        if state.durationRemaining <= 0 {
          saveMeeting(&state, environment)
          return .run { _ in await environment.dismiss() }
        }
        state.speakerIndex += 1
      }
      return .none
    }
  }

  private func saveMeeting(_ state: inout State, _ environment: SyncUpsEnvironment) {
    state.syncUp.meetings.insert(Meeting(id: environment.uuid(), date: environment.date()), at: 0)
  }
}
