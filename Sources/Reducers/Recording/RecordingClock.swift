/// A clock that tells a ``StoreRecorder`` of each sleep started on it, then sleeps on `base`:
/// the record's `sleep` lines, from which a generated test knows how far to advance its clock.
struct RecordingClock<Base: Clock>: Clock where Base.Duration == Duration {
  typealias Instant = Base.Instant

  let base: Base
  let recorder: StoreRecorder

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    recorder.recordSleep(base.now.duration(to: deadline))
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
