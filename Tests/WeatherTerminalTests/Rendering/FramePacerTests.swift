import Reducers
import ReducersTesting
import Testing
import WeatherTerminal

@MainActor
@Suite struct FramePacerTests {
  final class Counter {
    var frames = 0
  }

  let clock = TestClock()
  let counter = Counter()
  let pacer: FramePacer<TestClock>

  init() {
    let counter = counter
    // The test store's executor: the pending frame's wait is registered on the clock when
    // `setNeedsFrame` returns, and the frame drawn when `advance` returns.
    pacer = FramePacer(
      clock: clock, interval: .milliseconds(16), timerExecutor: MainActorEffectExecutor()
    ) { counter.frames += 1 }
  }

  @Test func firstChangeIsDrawnAtOnce() {
    pacer.setNeedsFrame()
    #expect(counter.frames == 1)
    #expect(!pacer.isFramePending)
  }

  @Test func burstIsOneFrameAfterTheInterval() async {
    pacer.setNeedsFrame()
    for _ in 0..<100 { pacer.setNeedsFrame() }
    #expect(counter.frames == 1)
    #expect(pacer.isFramePending)
    await clock.advance(by: .milliseconds(15))
    #expect(counter.frames == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(counter.frames == 2)
    #expect(!pacer.isFramePending)
  }

  @Test func nothingIsDrawnOrScheduledWhileIdle() async {
    pacer.setNeedsFrame()
    await clock.advance(by: .seconds(10))
    #expect(counter.frames == 1)
    #expect(clock.sleeperCount == 0)
    #expect(!pacer.isFramePending)
  }

  @Test func changeAfterAQuietIntervalIsDrawnAtOnce() async {
    pacer.setNeedsFrame()
    await clock.advance(by: .milliseconds(16))
    pacer.setNeedsFrame()
    #expect(counter.frames == 2)
  }

  @Test func steadyStreamIsAtMostOneFramePerInterval() async {
    // A change every 4 ms until 160 ms: frames at 0, 16, 32, … 160 ms, never more often.
    for _ in 0..<40 {
      pacer.setNeedsFrame()
      await clock.advance(by: .milliseconds(4))
    }
    #expect(counter.frames == 11)
  }

  @Test func cancelDropsThePendingFrame() async {
    pacer.setNeedsFrame()
    pacer.setNeedsFrame()
    pacer.cancel()
    await clock.advance(by: .milliseconds(100))
    #expect(counter.frames == 1)
  }
}
