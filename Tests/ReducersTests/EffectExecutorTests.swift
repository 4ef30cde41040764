import Foundation
import Reducers
import Synchronization
import Testing

/// `Store(…, effectExecutor:)`: an effect's nonisolated work runs on the given executor, not the
/// global one, and the store still finishes and cancels its effects (issue 23: the weather app
/// runs its effects on a thread of its own).
@MainActor
struct EffectExecutorTests {
  enum Action: Equatable, Sendable { case start, ran(onExecutor: Bool), wait, stop }

  struct CancelID: Hashable, Sendable {}

  /// Runs jobs one at a time on a thread it starts, and knows whether the caller is that thread.
  final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isStopped = false
    private let thread = Mutex<pthread_t?>(nil)

    init() {
      let thread = Thread { [self] in
        self.thread.withLock { $0 = pthread_self() }
        while true {
          condition.lock()
          while jobs.isEmpty && !isStopped { condition.wait() }
          guard !jobs.isEmpty else {
            condition.unlock()
            return
          }
          let job = jobs.removeFirst()
          condition.unlock()
          job.runSynchronously(on: asUnownedTaskExecutor())
        }
      }
      thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    /// Ends the thread once its jobs are run (a thread left waiting keeps the test process
    /// from exiting).
    func stop() {
      condition.lock()
      isStopped = true
      condition.signal()
      condition.unlock()
    }

    /// Whether the calling code runs on this executor's thread.
    var isCurrent: Bool {
      thread.withLock { $0.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }
  }

  /// Nonisolated and not `nonsending`: runs on the task's preferred executor, else the global.
  nonisolated static func runsOn(_ executor: ThreadExecutor) async -> Bool {
    executor.isCurrent
  }

  /// A wait that only cancellation ends.
  nonisolated static func waitForCancellation(
    on executor: ThreadExecutor, waiting: Gate
  ) async -> Bool {
    let gate = Gate()
    await withTaskCancellationHandler {
      waiting.open()
      await gate.wait()
    } onCancel: {
      gate.open()
    }
    return executor.isCurrent && Task.isCancelled
  }

  struct Feature: ReducerProtocol {
    let executor: ThreadExecutor
    /// Set by the `.wait` effect when it ends cancelled, on the executor.
    let cancelledOnExecutor = Box()
    /// Opened by the `.wait` effect once it waits for its cancellation.
    let waiting = Gate()

    func reduce(into state: inout Bool?, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [executor] send in
          await send(.ran(onExecutor: await EffectExecutorTests.runsOn(executor)))
        }
      case .ran(let onExecutor):
        state = onExecutor
        return .none
      case .wait:
        return .run { [executor, cancelledOnExecutor, waiting] _ in
          let ended = await EffectExecutorTests.waitForCancellation(
            on: executor, waiting: waiting)
          cancelledOnExecutor.value.store(ended, ordering: .relaxed)
        }
        .cancellable(id: CancelID())
      case .stop:
        return .cancel(id: CancelID())
      }
    }
  }

  @Test func nonisolatedWorkRunsOnTheGivenExecutor() async {
    let executor = ThreadExecutor()
    let store = Store(
      initialState: nil,
      reducer: Feature(executor: executor),
      environment: (), effectExecutor: executor)
    await store.send(.start).finish()
    #expect(store.state == true)
    executor.stop()
  }

  @Test func withoutAnExecutorTheWorkRunsElsewhere() async {
    let executor = ThreadExecutor()
    let store = Store(
      initialState: nil,
      reducer: Feature(executor: executor),
      environment: (), effectExecutor: nil)
    await store.send(.start).finish()
    #expect(store.state == false)
    executor.stop()
  }

  @Test func aCancelledEffectEndsOnTheGivenExecutor() async {
    let executor = ThreadExecutor()
    let feature = Feature(executor: executor)
    let store = Store(
      initialState: nil, reducer: feature, environment: (), effectExecutor: executor)
    let waiting = store.send(.wait)
    // Cancelled once it waits on the executor, so that its end is seen there.
    await feature.waiting.wait()
    store.send(.stop)
    await waiting.finish()
    let cancelledOnExecutor = feature.cancelledOnExecutor.value.load(ordering: .relaxed)
    #expect(cancelledOnExecutor)
    await store.finishEffects()
    executor.stop()
  }

  /// A `.cancel` reduced right after the effect's start, before the main actor yields, stops
  /// it: the effect has started inside `send` and registered its id, as without an executor.
  @Test(.timeLimit(.minutes(1))) func aCancelInTheSameTurnReachesTheEffect() async {
    let executor = ThreadExecutor()
    let feature = Feature(executor: executor)
    let store = Store(
      initialState: nil, reducer: feature, environment: (), effectExecutor: executor)
    let waiting = store.send(.wait)
    store.send(.stop)
    await waiting.finish()
    await store.finishEffects()
    executor.stop()
  }

  final class Box: Sendable {
    let value = Atomic(false)
  }
}
