/// The task executor of a `TestStore`'s effects: it runs their nonisolated work (a clock's
/// `sleep`, a client's `async` function) on the main actor, at once when asked from there.
///
/// In the live store that work hops to the global executor, so a test clock's sleeper would
/// register some time after `send` returns and an `advance` could miss it. Here an effect runs,
/// from `send` or from the `advance` that wakes it, until it truly waits (a sleep registered, a
/// continuation not yet resumed, another actor): what the test asserts next is already decided,
/// with no yielding and no waiting on real time. Work resumed off the main actor (a real
/// timer, another actor) is queued to the main actor, as the live store's effects are.
package final class MainActorEffectExecutor: TaskExecutor, Sendable {
  /// An executor; one per test runtime.
  package init() {}

  /// Runs `job` on the main actor: now if called there, else as soon as the main actor is free.
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    // `Task.immediate` runs its body at once exactly when the caller is on the main actor.
    Task.immediate { @MainActor in
      job.runSynchronously(
        isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: self.asUnownedTaskExecutor())
    }
  }
}
