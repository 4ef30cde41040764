import Foundation
import Reducers
import ReducersTesting
import Synchronization
import Testing

@testable import Examples

/// TCA's VoiceMemosTests: recording through a presented child that dismisses itself while its
/// effects run, playing with an `async let` beside a timer, and deleting a memo that plays.
// A live store's `finishEffects()` and `StoreTask.finish()` wait without a bound: the limit
// turns a regression that leaves an effect running into a failure instead of a hang.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct VoiceMemosTests {
  let clock = TestClock()
  nonisolated static let date = Date(timeIntervalSinceReferenceDate: 0)
  nonisolated static let url = URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")
  nonisolated static let otherURL = URL(fileURLWithPath: "/tmp/other.m4a")

  func makeStore(
    _ state: VoiceMemos.State = VoiceMemos.State()
  ) -> TestStoreOf<VoiceMemos> {
    TestStoreOf<VoiceMemos>(
      initialState: state, reducer: VoiceMemos(),
      environment: VoiceMemos.Environment(
        audioPlayer: AudioPlayerClient(play: unimplemented("AudioPlayerClient.play")),
        audioRecorder: .unimplemented, clock: clock, date: .constant(Self.date),
        openSettings: unimplemented("openSettings"),
        temporaryDirectory: { URL(fileURLWithPath: "/tmp") }, uuid: .incrementing))
  }

  /// A recorder whose recording ends when `stopRecording` is called, or fails when the test
  /// finishes `didFinish` with an error.
  func recorder(
    _ didFinish: AsyncThrowingStream<Bool, any Error>.Continuation,
    _ stream: AsyncThrowingStream<Bool, any Error>
  ) -> AudioRecorderClient {
    AudioRecorderClient(
      currentTime: { 2.5 },
      requestRecordPermission: { true },
      startRecording: { _ in
        for try await finished in stream { return finished }
        throw Failure()
      },
      stopRecording: {
        didFinish.yield(true)
        didFinish.finish()
      })
  }

  /// What the record button leads to, up to one second of recording: permission asked and
  /// given, the recorder presented, its `onTask` effect recording and counting.
  struct Recording {
    let store: TestStoreOf<VoiceMemos>
    let task: TestStoreTask
    let didFinish: AsyncThrowingStream<Bool, any Error>.Continuation
  }

  func recordingForOneSecond() async -> Recording {
    let (stream, didFinish) = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = makeStore()
    store.environment.audioRecorder = recorder(didFinish, stream)

    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(true)) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: Self.date, url: Self.url)
    }
    let task = await store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .seconds(1))
    await store.receive(.recordingMemo(.presented(.timerUpdated))) {
      $0.recordingMemo?.duration = 1
    }
    return Recording(store: store, task: task, didFinish: didFinish)
  }

  @Test func recordMemoHappyPath() async {
    let recording = await recordingForOneSecond()
    let store = recording.store

    await clock.advance(by: .seconds(1))
    await store.receive(.recordingMemo(.presented(.timerUpdated))) {
      $0.recordingMemo?.duration = 2
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.recordingMemo(.presented(.stopButtonTapped))) {
      $0.recordingMemo?.mode = .encoding
    }
    await store.receive(.recordingMemo(.presented(.finalRecordingTime(2.5)))) {
      $0.recordingMemo?.duration = 2.5
    }
    await store.receive(
      VoiceMemos.Action.recordingMemo, PresentationAction.presented,
      RecordingMemo.Action.audioRecorderDidFinish)
    let finished = RecordingMemo.State(
      date: Self.date, duration: 2.5, mode: .encoding, url: Self.url)
    // The child dismisses itself while its timer runs: the parent nils it, which cancels it.
    await store.receive(.recordingMemo(.presented(.delegate(.didFinish(.success(finished)))))) {
      $0.recordingMemo = nil
      $0.voiceMemos = [VoiceMemo.State(date: Self.date, duration: 2.5, url: Self.url)]
    }
    await recording.task.finish()
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func recordMemoFailure() async {
    let recording = await recordingForOneSecond()
    let store = recording.store

    recording.didFinish.finish(throwing: Failure())
    await store.receive(
      .recordingMemo(.presented(.audioRecorderDidFinish(.failure(.recordingFailed)))))
    await store.receive(
      .recordingMemo(.presented(.delegate(.didFinish(.failure(.recordingFailed)))))
    ) {
      $0.alert = VoiceMemos.recordingFailed
      $0.recordingMemo = nil
    }
    await recording.task.finish()
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  /// The recorder answers that it wrote nothing: the same failure, said the same way.
  @Test func recordMemoUnsuccessful() async {
    let store = makeStore(
      VoiceMemos.State(audioRecorderPermission: .allowed))
    store.environment.audioRecorder.startRecording = { _ in false }

    await store.send(.recordButtonTapped) {
      $0.recordingMemo = RecordingMemo.State(date: Self.date, url: Self.url)
    }
    await store.send(.recordingMemo(.presented(.onTask)))
    await store.receive(.recordingMemo(.presented(.audioRecorderDidFinish(.success(false)))))
    await store.receive(
      .recordingMemo(.presented(.delegate(.didFinish(.failure(.recordingFailed)))))
    ) {
      $0.alert = VoiceMemos.recordingFailed
      $0.recordingMemo = nil
    }
    await store.finish()
  }

  @Test func permissionDenied() async {
    let openedSettings = Mutex(false)
    let store = makeStore()
    store.environment.audioRecorder.requestRecordPermission = { false }
    store.environment.openSettings = { openedSettings.withLock { $0 = true } }

    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(false)) {
      $0.alert = VoiceMemos.permissionRequired
      $0.audioRecorderPermission = .denied
    }
    // The alert offers the settings; its button sends `.openSettings`, and the alert goes.
    #expect(
      store.state.alert?.buttons.map(\.action) == [.send(.openSettings), .send(nil)])
    #expect(store.state.alert?.buttons.map(\.role) == [nil, .cancel])
    await store.send(.alert(.presented(.openSettings))) { $0.alert = nil }
    await store.finish()
    #expect(openedSettings.withLock { $0 })
    openedSettings.withLock { $0 = false }
    await store.send(.openSettingsButtonTapped).finish()
    #expect(openedSettings.withLock { $0 })
    // Asked once: the answer is remembered.
    await store.send(.recordButtonTapped) { $0.alert = VoiceMemos.permissionRequired }
    await store.finish()
  }

  @Test func playMemoHappyPath() async {
    let store = await memoPlayingForHalfASecond(duration: 1.25)

    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: Self.url, action: .timerUpdated(1)))) {
      $0.voiceMemos[id: Self.url]?.mode = .playing(progress: 0.8)
    }
    // The player's answer cancels the effect it came from: the timer stops with it.
    await clock.advance(by: .milliseconds(250))
    await store.receive(
      .voiceMemos(.element(id: Self.url, action: .audioPlayerClient(.success(true))))
    ) {
      $0.voiceMemos[id: Self.url]?.mode = .notPlaying
    }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func playMemoFailure() async {
    let store = makeStore(
      VoiceMemos.State(voiceMemos: [VoiceMemo.State(date: Self.date, duration: 30, url: Self.url)]))
    store.environment.audioPlayer.play = { _ in throw Failure() }

    await store.send(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: Self.url, action: .delegate(.playbackStarted))))
    await store.receive(
      .voiceMemos(.element(id: Self.url, action: .audioPlayerClient(.failure(.playbackFailed))))
    ) {
      $0.voiceMemos[id: Self.url]?.mode = .notPlaying
    }
    await store.receive(.voiceMemos(.element(id: Self.url, action: .delegate(.playbackFailed)))) {
      $0.alert = VoiceMemos.playbackFailed
    }
    await store.finish()
  }

  @Test func stopMemo() async {
    let store = makeStore(
      VoiceMemos.State(voiceMemos: [
        VoiceMemo.State(date: Self.date, duration: 30, mode: .playing(progress: 0.3), url: Self.url)
      ]))

    await store.send(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .notPlaying
    }
    await store.finish()
  }

  /// A store whose one memo, of `duration` seconds, has played for half a second: the playing
  /// effect runs, its timer and the player (which plays `duration` seconds) asleep on the clock.
  func memoPlayingForHalfASecond(
    duration: TimeInterval
  ) async -> TestStoreOf<VoiceMemos> {
    let store = makeStore(
      VoiceMemos.State(voiceMemos: [
        VoiceMemo.State(date: Self.date, duration: duration, url: Self.url)
      ]))
    store.environment.audioPlayer.play = { [clock] _ in
      try await clock.sleep(for: .milliseconds(Int(duration * 1_000)))
      return true
    }

    await store.send(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: Self.url, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: Self.url, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: Self.url]?.mode = .playing(progress: 0.5 / duration)
    }
    return store
  }

  @Test func stopMemoWhilePlaying() async throws {
    let store = await memoPlayingForHalfASecond(duration: 30)

    await store.send(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .notPlaying
    }
    try await clock.checkSuspension()
    await store.finish()
  }

  @Test func deleteMemo() async {
    let store = makeStore(
      VoiceMemos.State(voiceMemos: [
        VoiceMemo.State(date: Self.date, duration: 30, mode: .playing(progress: 0.3), url: Self.url)
      ]))

    await store.send(.onDelete([0])) { $0.voiceMemos = [] }
    await store.finish()
  }

  /// Deleting the memo that plays cancels its playing: the player and the progress timer.
  @Test func deleteMemoWhilePlaying() async throws {
    let store = await memoPlayingForHalfASecond(duration: 10)

    await store.send(.onDelete([0])) { $0.voiceMemos = [] }
    try await clock.checkSuspension()
    await store.finish()
  }

  /// Starting a second memo stops the first, cancelling its playing; the second plays on.
  @Test func playingAnotherMemoStopsTheFirst() async {
    let store = makeStore(
      VoiceMemos.State(voiceMemos: [
        VoiceMemo.State(date: Self.date, duration: 10, url: Self.url),
        VoiceMemo.State(date: Self.date, duration: 10, url: Self.otherURL),
      ]))
    store.environment.audioPlayer.play = { [clock] _ in
      try await clock.sleep(for: .seconds(10))
      return true
    }

    await store.send(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: Self.url, action: .delegate(.playbackStarted))))
    await store.send(.voiceMemos(.element(id: Self.otherURL, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.otherURL]?.mode = .playing(progress: 0)
    }
    await store.receive(
      .voiceMemos(.element(id: Self.otherURL, action: .delegate(.playbackStarted))))
    await store.receive(.voiceMemos(.element(id: Self.url, action: .playButtonTapped))) {
      $0.voiceMemos[id: Self.url]?.mode = .notPlaying
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: Self.otherURL, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: Self.otherURL]?.mode = .playing(progress: 0.05)
    }
    await store.send(.onDelete([1])) { $0.voiceMemos = [$0.voiceMemos[0]] }
    await store.finish()
  }

  /// The whole app in a live `Store` driven by the test clock: record for two seconds, stop,
  /// and the memo is in the list with the recorder's final time.
  @Test func liveStoreRecordsAMemo() async {
    let (stream, didFinish) = AsyncThrowingStream.makeStream(of: Bool.self)
    var environment = makeStore().environment
    environment.audioRecorder = recorder(didFinish, stream)
    let store = Store(
      initialState: VoiceMemos.State(), reducer: VoiceMemos(), environment: environment)

    await store.send(.recordButtonTapped).finish()
    #expect(store.recordingMemo == RecordingMemo.State(date: Self.date, url: Self.url))
    let recording = store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .seconds(2))
    #expect(store.recordingMemo?.duration == 2)
    store.send(.recordingMemo(.presented(.stopButtonTapped)))
    await recording.finish()
    #expect(store.recordingMemo == nil)
    #expect(
      store.voiceMemos.elements == [VoiceMemo.State(date: Self.date, duration: 2.5, url: Self.url)])
    await store.finishEffects()
  }
}

extension AudioRecorderClient {
  /// Fails the test when any endpoint is called.
  nonisolated static let unimplemented = AudioRecorderClient(
    currentTime: Reducers.unimplemented("AudioRecorderClient.currentTime", placeholder: nil),
    requestRecordPermission: Reducers.unimplemented(
      "AudioRecorderClient.requestRecordPermission", placeholder: false),
    startRecording: Reducers.unimplemented("AudioRecorderClient.startRecording"),
    stopRecording: Reducers.unimplemented("AudioRecorderClient.stopRecording"))
}
