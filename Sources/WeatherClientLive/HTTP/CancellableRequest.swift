import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The data task of one request, kept so that Swift task cancellation can cancel it whether it
/// arrives before or after the task is created.
final class CancellableRequest: Sendable {
  private struct State: @unchecked Sendable {
    // URLSessionDataTask is thread-safe; the mutex guards the reference itself.
    var task: URLSessionDataTask?
    var isCancelled = false
  }

  private let state = Mutex(State())

  /// Starts `task` unless cancellation came first, in which case the task is cancelled at once.
  func start(_ task: URLSessionDataTask) {
    let cancelled = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    task.resume()
    if cancelled { task.cancel() }
  }

  /// Whether ``cancel()`` has been called.
  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Cancels the task, now or as soon as it starts.
  func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }
}
