/// Draws at most one frame per interval however often the state changes, and nothing while
/// nothing changes.
///
/// The first change after a quiet interval is drawn at once (a key press shows without delay);
/// changes arriving sooner are gathered into one frame drawn when the interval has passed since
/// the last. No timer runs while idle: a frame is only ever scheduled by a change.
@MainActor
public final class FramePacer<C: Clock> where C.Duration == Duration {
  /// The shortest time between two frames: 16 ms, one frame of a 60 Hz display.
  public static var defaultInterval: Duration { .milliseconds(16) }

  private let clock: C
  private let interval: Duration
  private let timerExecutor: (any TaskExecutor)?
  private let draw: @MainActor () -> Void
  private var lastFrame: C.Instant?
  private var scheduled: Task<Void, Never>?
  /// Tells the current pending frame from one cancelled before it woke.
  private var generation = 0

  /// How many frames have been drawn.
  public private(set) var framesDrawn = 0

  /// A pacer that calls `draw` on `clock`'s time, at most once per `interval`.
  ///
  /// The wait for a pending frame runs on `timerExecutor` when given (a test's executor that
  /// runs it on the main actor at once, so that a test clock sees the wait before
  /// `setNeedsFrame` returns and draws the frame before its `advance` returns); by default on
  /// the global executor.
  public init(
    clock: C, interval: Duration = FramePacer.defaultInterval,
    timerExecutor: (any TaskExecutor)? = nil,
    draw: @escaping @MainActor () -> Void
  ) {
    self.clock = clock
    self.interval = interval
    self.timerExecutor = timerExecutor
    self.draw = draw
  }

  /// Whether a frame is waiting for the interval to pass.
  public var isFramePending: Bool { scheduled != nil }

  /// Asks for a frame showing the latest state.
  public func setNeedsFrame() {
    guard scheduled == nil else { return }
    let now = clock.now
    guard let lastFrame, now < lastFrame.advanced(by: interval) else {
      drawFrame(at: now)
      return
    }
    let deadline = lastFrame.advanced(by: interval)
    generation += 1
    let generation = generation
    scheduled = Task(executorPreference: timerExecutor) { [weak self, clock] in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      await self?.scheduledFrameIsDue(at: deadline, generation: generation)
    }
  }

  private func scheduledFrameIsDue(at deadline: C.Instant, generation: Int) {
    guard scheduled != nil, generation == self.generation else { return }
    scheduled = nil
    drawFrame(at: deadline)
  }

  /// Drops a pending frame (the app is quitting or suspending).
  public func cancel() {
    scheduled?.cancel()
    scheduled = nil
  }

  private func drawFrame(at instant: C.Instant) {
    lastFrame = instant
    framesDrawn += 1
    draw()
  }
}
