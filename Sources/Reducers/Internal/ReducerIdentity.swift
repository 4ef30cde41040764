import Synchronization

private let nextReducerIdentity = Atomic<Int>(0)

/// A process-unique number for a reducer made by `ifLet` or `forEach`, so that the cancellation
/// ids of its child effects never collide with another composition's.
@usableFromInline
func makeReducerIdentity() -> Int {
  nextReducerIdentity.add(1, ordering: .relaxed).newValue
}
