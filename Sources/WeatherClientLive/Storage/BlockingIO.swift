import Dispatch

/// Runs blocking file work (which may wait for another process's lock) on a Dispatch thread, so
/// that it never holds up one of Swift concurrency's few cooperative threads.
enum BlockingIO {
  /// The result of `work`, run on a global queue.
  static func run<Result: Sendable>(
    _ work: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async {
        continuation.resume(with: Swift.Result { try work() })
      }
    }
  }
}
