import Synchronization

/// A `Mutex` whose critical sections ThreadSanitizer sees in order.
///
/// The mutex already orders them, but ThreadSanitizer does not see inside `Mutex` on Linux (the
/// standard library is not instrumented), so accesses to the state from two threads, each
/// under the lock, are reported as races: `MainActorJobQueue` gave 16 such reports in one run
/// of `ReducersTests` under `Scripts/sanitizers.sh thread`, whose filter of `withLock`
/// false positives does not recognise a closure spanning several lines. An atomic counter,
/// read with acquire at the start of each section and advanced with release at its end, is
/// compiled here, where ThreadSanitizer sees it order the sections.
package struct OrderedMutex<Value: ~Copyable>: ~Copyable {
  private let mutex: Mutex<Value>
  private let handOver = Atomic<UInt64>(0)

  package init(_ value: consuming sending Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` on the value under the lock.
  package borrowing func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    mutex.withLock { value in
      _ = handOver.load(ordering: .acquiring)
      defer { handOver.wrappingAdd(1, ordering: .releasing) }
      return body(&value)
    }
  }
}

extension OrderedMutex: Sendable where Value: ~Copyable {}
