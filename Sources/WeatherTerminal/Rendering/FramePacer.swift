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
  private let draw: @MainActor () -> Void
  private var lastFrame: C.Instant?
  private var scheduled: Task<Void, Never>?

  /// How many frames have been drawn.
  public private(set) var framesDrawn = 0

  /// A pacer that calls `draw` on `clock`'s time, at most once per `interval`.
  public init(
    clock: C, interval: Duration = FramePacer.defaultInterval,
    draw: @escaping @MainActor () -> Void
  ) {
    self.clock = clock
    self.interval = interval
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
    scheduled = Task { [weak self, clock] in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return
      }
      guard let self else { return }
      self.scheduled = nil
      self.drawFrame(at: deadline)
    }
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
