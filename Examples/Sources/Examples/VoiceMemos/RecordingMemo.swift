import Foundation
import Reducers

/// The recording screen, presented over the list while a memo is recorded: it counts the
/// seconds while the microphone records, and tells its parent when the recording is done
/// (the parent then dismisses it, which cancels what it still runs).
struct RecordingMemo: ReducerProtocol {
  struct State: Equatable, Sendable {
    var date: Date
    var duration: TimeInterval = 0
    var mode = Mode.recording
    var url: URL

    enum Mode: Equatable, Sendable {
      case recording, encoding
    }
  }

  enum Action: Equatable, Sendable {
    case audioRecorderDidFinish(Result<Bool, AudioFailure>)
    case delegate(Delegate)
    case finalRecordingTime(TimeInterval)
    /// Sent when the screen appears; its effect runs for as long as the screen is shown.
    case onTask
    case stopButtonTapped
    case timerUpdated

    enum Delegate: Equatable, Sendable {
      case didFinish(Result<State, AudioFailure>)
    }
  }

  struct Environment: Sendable {
    var audioRecorder: AudioRecorderClient
    var clock: any Clock<Duration>
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .audioRecorderDidFinish(.success(true)):
        return .send(.delegate(.didFinish(.success(state))))

      case .audioRecorderDidFinish(.success(false)), .audioRecorderDidFinish(.failure):
        return .send(.delegate(.didFinish(.failure(.recordingFailed))))

      case .delegate:
        return .none

      case .finalRecordingTime(let duration):
        state.duration = duration
        return .none

      case .onTask:
        return .run { [url = state.url] send in
          // The recording and the seconds counter run side by side; the counter runs until
          // the screen goes away (its effects are cancelled then).
          async let recording: Void = send(
            .audioRecorderDidFinish(
              Result { try await environment.audioRecorder.startRecording(url) }
                .mapError { _ in .recordingFailed }))
          for await _ in environment.clock.timer(interval: .seconds(1)) {
            await send(.timerUpdated)
          }
          await recording
        }

      case .stopButtonTapped:
        state.mode = .encoding
        return .run { send in
          if let currentTime = await environment.audioRecorder.currentTime() {
            await send(.finalRecordingTime(currentTime))
          }
          await environment.audioRecorder.stopRecording()
        }

      case .timerUpdated:
        state.duration += 1
        return .none
      }
    }
  }
}
