import Reducers

/// The sheet that creates or edits a sync-up: a title, a length, attendees added and removed.
struct SyncUpForm: ReducerProtocol {
  struct State: Equatable, Sendable {
    var syncUp: SyncUp
  }

  enum Action: Equatable, Sendable {
    case addAttendeeButtonTapped
    case attendeeNameChanged(id: Attendee.ID, name: String)
    case deleteAttendees(atOffsets: [Int])
    case minutesChanged(Int)
    case titleChanged(String)
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment)
    -> Effect<Action>
  {
    switch action {
    case .addAttendeeButtonTapped:
      state.syncUp.attendees.append(Attendee(id: environment.uuid()))
    case .attendeeNameChanged(let id, let name):
      state.syncUp.attendees[id: id]?.name = name
    case .deleteAttendees(let offsets):
      state.syncUp.attendees.remove(atOffsets: offsets)
      // A sync-up always has someone to speak.
      if state.syncUp.attendees.isEmpty {
        state.syncUp.attendees.append(Attendee(id: environment.uuid()))
      }
    case .minutesChanged(let minutes):
      state.syncUp.minutes = max(1, minutes)
    case .titleChanged(let title):
      state.syncUp.title = title
    }
    return .none
  }
}
