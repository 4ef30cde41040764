import Foundation
import Reducers

/// One recorded memo in the list: its title, and playing it with a progress that advances
/// every half second while the audio plays.
struct VoiceMemo: ReducerProtocol {
  struct State: Equatable, Identifiable, Sendable {
    var date: Date
    var duration: TimeInterval
    var mode = Mode.notPlaying
    var title = ""
    var url: URL

    var id: URL { url }

    enum Mode: Equatable, Sendable {
      case notPlaying
      case playing(progress: Double)
    }
  }

  enum Action: Equatable, Sendable {
    case audioPlayerClient(Result<Bool, AudioFailure>)
    case delegate(Delegate)
    case playButtonTapped
    case timerUpdated(TimeInterval)
    case titleTextFieldChanged(String)

    enum Delegate: Equatable, Sendable {
      case playbackStarted
      case playbackFailed
    }
  }

  struct Environment: Sendable {
    var audioPlayer: AudioPlayerClient
    var clock: any Clock<Duration>
  }

  enum CancelID { case play }

  /// How often the progress advances while playing.
  static let progressInterval = Duration.milliseconds(500)

  var body: some ReducerOf<Self> {
    Reduce { state, action, environment in
      switch action {
      case .audioPlayerClient(.failure):
        state.mode = .notPlaying
        return .merge(.cancel(id: CancelID.play), .send(.delegate(.playbackFailed)))

      case .audioPlayerClient:
        state.mode = .notPlaying
        return .cancel(id: CancelID.play)

      case .delegate:
        return .none

      case .playButtonTapped:
        switch state.mode {
        case .notPlaying:
          state.mode = .playing(progress: 0)
          return .run { [url = state.url] send in
            await send(.delegate(.playbackStarted))
            // The audio plays while the progress ticks; the answer of the player ends both.
            async let playing: Void = send(
              .audioPlayerClient(
                Result { try await environment.audioPlayer.play(url) }
                  .mapError { _ in .playbackFailed }))
            var elapsed: TimeInterval = 0
            for await _ in environment.clock.timer(interval: Self.progressInterval) {
              elapsed += 0.5
              await send(.timerUpdated(elapsed))
            }
            await playing
          }
          .cancellable(id: CancelID.play, cancelInFlight: true)

        case .playing:
          state.mode = .notPlaying
          return .cancel(id: CancelID.play)
        }

      case .timerUpdated(let elapsed):
        if case .playing = state.mode, state.duration > 0 {
          state.mode = .playing(progress: elapsed / state.duration)
        }
        return .none

      case .titleTextFieldChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}
