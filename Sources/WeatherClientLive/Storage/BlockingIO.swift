import Foundation

/// Runs blocking file work (which may wait for another process's lock) on a thread of its own,
/// so that it never holds up one of Swift concurrency's few cooperative threads.
///
/// A fresh thread rather than a Dispatch queue: a global queue's first job starts libdispatch's
/// pool monitor, a timer that then wakes the process every second for as long as it lives
/// (issue 23); file work is rare enough that a thread per operation costs nothing that shows.
enum BlockingIO {
  /// The result of `work`, run on a thread of its own.
  static func run<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Swift.Result { try work() })
      }
    }
  }
}
