import Reducers

/// The app: the list at the root, and a stack of detail, past meeting and recording screens.
struct SyncUpsApp: ReducerProtocol {
  typealias Environment = SyncUpsEnvironment
  /// The screens that can be pushed.
  struct Path: ReducerProtocol {
    typealias Environment = SyncUpsEnvironment
    enum State: Equatable {
      case detail(SyncUpDetail.State)
      case meeting(Meeting, syncUp: SyncUp)
      case record(RecordMeeting.State)
    }
    enum Action: Equatable, Sendable {
      case detail(SyncUpDetail.Action)
      case record(RecordMeeting.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(case: State.detail, action: Action.detail) { SyncUpDetail() }
      Scope(case: State.record, action: Action.record) { RecordMeeting() }
    }
  }

  struct State: Equatable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: Action.syncUpsList) { SyncUpsList() }
    Reduce { _, _, _ in .none }
      .forEach(\.path, action: Action.path) { Path() }
  }
}
