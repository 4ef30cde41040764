import Foundation
import Reducers

/// TCA's VoiceMemos demo: the list of memos, each playable; the record button asks for the
/// microphone, then presents `RecordingMemo`, which dismisses itself through a delegate action
/// when the recording ends; deleting a memo that plays stops it.
struct VoiceMemos: ReducerProtocol {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var audioRecorderPermission = RecorderPermission.undetermined
    @PresentationState var recordingMemo: RecordingMemo.State?
    var voiceMemos: IdentifiedArrayOf<VoiceMemo.State> = []

    enum RecorderPermission: Equatable, Sendable {
      case allowed, denied, undetermined
    }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case onDelete(IndexSet)
    case openSettingsButtonTapped
    case recordButtonTapped
    case recordPermissionResponse(Bool)
    case recordingMemo(PresentationAction<RecordingMemo.Action>)
    case voiceMemos(IdentifiedActionOf<VoiceMemo>)

    /// What the alerts' buttons send.
    enum Alert: Equatable, Sendable { case openSettings }
  }

  struct Environment: Sendable {
    var audioPlayer: AudioPlayerClient
    var audioRecorder: AudioRecorderClient
    var clock: any Clock<Duration>
    var date: DateGenerator
    var openSettings: @Sendable () async -> Void
    var temporaryDirectory: @Sendable () -> URL
    var uuid: UUIDGenerator

    var recordingMemo: RecordingMemo.Environment {
      RecordingMemo.Environment(audioRecorder: audioRecorder, clock: clock)
    }

    var voiceMemo: VoiceMemo.Environment {
      VoiceMemo.Environment(audioPlayer: audioPlayer, clock: clock)
    }
  }

  static let permissionRequired = AlertState<Action.Alert> {
    TextState("Permission is required to record voice memos.")
  } actions: {
    ButtonState(action: .openSettings) { TextState("Open Settings") }
    ButtonState(role: .cancel) { TextState("Not now") }
  }
  static let recordingFailed = AlertState<Action.Alert> {
    TextState("Voice memo recording failed.")
  }
  static let playbackFailed = AlertState<Action.Alert> {
    TextState("Voice memo playback failed.")
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .alert(.presented(.openSettings)):
        return .run { _ in await environment.openSettings() }

      case .alert:
        return .none

      case .onDelete(let offsets):
        state.voiceMemos.remove(atOffsets: offsets)
        return .none

      case .openSettingsButtonTapped:
        return .run { _ in await environment.openSettings() }

      case .recordButtonTapped:
        switch state.audioRecorderPermission {
        case .undetermined:
          return .run { send in
            await send(
              .recordPermissionResponse(environment.audioRecorder.requestRecordPermission()))
          }
        case .denied:
          state.alert = Self.permissionRequired
          return .none
        case .allowed:
          state.recordingMemo = newRecordingMemo(environment)
          return .none
        }

      case .recordingMemo(.presented(.delegate(.didFinish(.success(let recordingMemo))))):
        state.recordingMemo = nil
        state.voiceMemos.insert(
          VoiceMemo.State(
            date: recordingMemo.date, duration: recordingMemo.duration, url: recordingMemo.url),
          at: 0)
        return .none

      case .recordingMemo(.presented(.delegate(.didFinish(.failure)))):
        state.alert = Self.recordingFailed
        state.recordingMemo = nil
        return .none

      case .recordingMemo:
        return .none

      case .recordPermissionResponse(let permission):
        state.audioRecorderPermission = permission ? .allowed : .denied
        if permission {
          state.recordingMemo = newRecordingMemo(environment)
        } else {
          state.alert = Self.permissionRequired
        }
        return .none

      case .voiceMemos(.element(let id, .delegate(let delegateAction))):
        switch delegateAction {
        case .playbackFailed:
          state.alert = Self.playbackFailed
          return .none
        case .playbackStarted:
          // One memo plays at a time: the others are stopped as their own button stops them,
          // which cancels their playing (TCA's demo only marks them not playing, and their
          // audio plays on).
          return .merge(
            state.voiceMemos.elements
              .filter { $0.id != id && $0.mode != .notPlaying }
              .map {
                Effect<Action>.send(.voiceMemos(.element(id: $0.id, action: .playButtonTapped)))
              })
        }

      case .voiceMemos:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
    .ifLet(\.$recordingMemo, action: Action.recordingMemo, environment: \.recordingMemo) {
      RecordingMemo()
    }
    .forEach(\.voiceMemos, action: Action.voiceMemos, environment: \.voiceMemo) {
      VoiceMemo()
    }
  }

  private func newRecordingMemo(_ environment: Environment) -> RecordingMemo.State {
    RecordingMemo.State(
      date: environment.date(),
      url: environment.temporaryDirectory()
        .appendingPathComponent(environment.uuid().uuidString)
        .appendingPathExtension("m4a"))
  }
}
