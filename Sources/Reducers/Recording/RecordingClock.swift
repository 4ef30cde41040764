/// A clock that tells a ``StoreRecorder`` of each sleep started on it, then sleeps on `base`:
/// the record's `sleep` lines, from which a generated test knows how far to advance its clock.
struct RecordingClock<Base: Clock>: Clock where Base.Duration == Duration {
  typealias Instant = Base.Instant

  let base: Base
  let recorder: StoreRecorder

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let sleep = recorder.recordSleep(base.now.duration(to: deadline))
    do {
      try await base.sleep(until: deadline, tolerance: tolerance)
    } catch {
      // Cancelled before it came due: a test must not advance its clock for it.
      recorder.recordWake(sleep)
      throw error
    }
  }
}
