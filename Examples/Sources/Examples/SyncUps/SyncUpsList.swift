import Reducers

/// The first screen: every sync-up, and a sheet to add one. The list is shared with every
/// screen and kept in a file.
struct SyncUpsList: ReducerProtocol {
  typealias Environment = SyncUpsEnvironment
  struct State: Equatable {
    @PresentationState var addSyncUp: SyncUpForm.State?
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []
  }

  enum Action: Equatable, Sendable {
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case discardButtonTapped
    case onDelete(atOffsets: [Int])
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .addSyncUp:
        return .none
      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(
          syncUp: SyncUp(id: environment.uuid(), attendees: [Attendee(id: environment.uuid())]))
        return .none
      case .confirmAddButtonTapped:
        guard var syncUp = state.addSyncUp?.syncUp else { return .none }
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty { syncUp.attendees.append(Attendee(id: environment.uuid())) }
        state.syncUps.append(syncUp)
        state.addSyncUp = nil
        return .none
      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none
      case .onDelete(let offsets):
        state.syncUps.remove(atOffsets: offsets)
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: Action.addSyncUp) { SyncUpForm() }
  }
}
