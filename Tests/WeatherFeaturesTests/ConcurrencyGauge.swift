import Synchronization

/// Counts the calls a test client is running at once, from any task: what proves that a
/// feature keeps its requests within a bound, whatever order they answer in.
final class ConcurrencyGauge<ID: Sendable>: Sendable {
  private struct Counts {
    var started: [ID] = []
    var running = 0
    var maximum = 0
  }

  private let counts = Mutex(Counts())

  /// Runs `call` for `id`, counted as running until it returns or throws.
  func measure<Value>(_ id: ID, _ call: () async throws -> Value) async throws -> Value {
    counts.withLock {
      $0.started.append(id)
      $0.running += 1
      $0.maximum = max($0.maximum, $0.running)
    }
    defer { counts.withLock { $0.running -= 1 } }
    return try await call()
  }

  /// The calls started, in the order they started.
  var started: [ID] { counts.withLock { $0.started } }
  /// The most calls that ran at once.
  var maximum: Int { counts.withLock { $0.maximum } }
}
