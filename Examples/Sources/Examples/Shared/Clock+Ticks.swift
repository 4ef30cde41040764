import Reducers

/// Runs `tick` at each tick of `clock.timer(interval:)`, until the task is cancelled.
///
/// A stand-in: the features keep their clock as `any Clock<Duration>`, on which the library's
/// `timer(interval:)` cannot be called (it returns a sequence typed by the clock itself);
/// passing the clock here opens it. swift-clocks' `timer` erases the clock and needs no such
/// helper.
func forEachTick(
  of clock: some Clock<Duration>, every interval: Duration, _ tick: () async -> Void
) async {
  for await _ in clock.timer(interval: interval) { await tick() }
}
