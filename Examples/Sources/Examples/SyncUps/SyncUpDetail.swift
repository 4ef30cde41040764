import Reducers

/// One sync-up: its meetings, an edit sheet, and deleting it behind a confirmation.
struct SyncUpDetail: ReducerProtocol {
  typealias Environment = SyncUpsEnvironment
  /// What the screen presents: one enum, its reducer written once.
  struct Destination: ReducerProtocol {
    typealias Environment = SyncUpsEnvironment
    enum State: Equatable, Sendable {
      case alert(AlertState<Alert>)
      case edit(SyncUpForm.State)
    }
    enum Action: Equatable, Sendable {
      case alert(Alert)
      case edit(SyncUpForm.Action)
    }
    enum Alert: Equatable, Sendable { case confirmDeletion }

    /// Deleting asks first; the destructive button sends `.confirmDeletion`.
    static let deleteSyncUp = AlertState<Alert> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }

    var body: some ReducerOf<Self> {
      Scope(case: State.edit, action: Action.edit) { SyncUpForm() }
    }
  }

  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    @Shared var syncUp: SyncUp
  }

  enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case deleteMeetings(atOffsets: [Int])
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(Destination.deleteSyncUp)
        return .none
      case .deleteMeetings(let offsets):
        state.syncUp.meetings.remove(atOffsets: offsets)
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []
        syncUps.remove(id: state.syncUp.id)
        return .run { _ in await environment.dismiss() }
      case .destination:
        return .none
      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.syncUp = form.syncUp
        state.destination = nil
        return .none
      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}
