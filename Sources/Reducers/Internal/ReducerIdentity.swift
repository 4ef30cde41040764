import Synchronization

private let nextReducerIdentity = Atomic<Int>(0)

/// A process-unique number for a reducer made by `ifLet` or `forEach`, so that the cancellation
/// ids of its child effects never collide with another composition's.
func makeReducerIdentity() -> Int {
  nextReducerIdentity.add(1, ordering: .relaxed).newValue
}

extension Optional {
  /// Runs `body` on the wrapped value in place (without a copy-on-write copy), or returns nil.
  mutating func modifyIfPresent<Result>(_ body: (inout Wrapped) -> Result) -> Result? {
    guard var wrapped = self else { return nil }
    self = nil
    defer { self = wrapped }
    return body(&wrapped)
  }
}
