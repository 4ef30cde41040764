import Foundation

/// The microphone, as the recorder uses it (live: an audio recorder; tests: closures).
struct AudioRecorderClient: Sendable {
  /// How far the recording has got, while one runs.
  var currentTime: @Sendable () async -> TimeInterval?
  /// Asks the user for the microphone; `true` when allowed.
  var requestRecordPermission: @Sendable () async -> Bool
  /// Records to `url` until `stopRecording`; `true` when the file was written.
  var startRecording: @Sendable (_ url: URL) async throws -> Bool
  /// Ends the recording `startRecording` runs.
  var stopRecording: @Sendable () async -> Void
}

/// The speaker, as the memos use it.
struct AudioPlayerClient: Sendable {
  /// Plays the file at `url` to its end; `true` when it played through.
  var play: @Sendable (_ url: URL) async throws -> Bool
}

/// Why recording or playing failed, as the features tell it apart.
enum AudioFailure: Error, Equatable {
  case recordingFailed
  case playbackFailed
}
