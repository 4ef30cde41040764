import Reducers
import ReducersDebugging

// How a step's check sees `Shared` values. Every holder of a `Shared` points at one reference,
// so the expectation (a copy of the state as last asserted) and what happened hold the same
// reference: the reference keeps the value as last asserted, from the first change a step makes,
// until the step's check. The expectation reads and writes that value; the comparison reads it
// on the left and the current value on the right. A change is thus asserted once, through any
// holder, where it happened (TCA 1.10's rule). The right side never reads back what the
// expectation wrote: a reference the step's checkpoint does not hold reads the asserted value
// from before the expectation (`SharedChangeTracker.completing`). A `send`'s checkpoint is taken
// once its effects have run up to their first wait or first action sent back, so what they
// change by then is its step's; what they change later is asserted by a later step, or fails
// at the end of the test.

extension TestStore {
  /// Runs `update` on `expected` with `Shared` values read and written as asserted; whether it
  /// wrote one.
  func expect(_ update: ((inout State) throws -> Void)?, on expected: inout State) throws -> Bool {
    shared.beginExpectation()
    guard let update else { return false }
    let writes = shared.assertedWrites
    try applyAsAsserted(update, to: &expected)
    return shared.assertedWrites != writes
  }

  /// Runs `update` on `state` with `Shared` values read and written as asserted: a write goes
  /// to the asserted value, never to the value every holder sees.
  func applyAsAsserted(_ update: (inout State) throws -> Void, to state: inout State) throws {
    try SharedReads.$tracker.withValue(shared) {
      try SharedReads.$mode.withValue(.asserted) { try update(&state) }
    }
  }

  /// Whether `expected` (shared values as asserted) is `actual` (shared values as they are).
  func matches(_ expected: State, _ actual: State, at checkpoint: SharedCheckpoint) -> Bool {
    SharedReads.$comparison.withValue((.asserted, .checkpoint(checkpoint))) { expected == actual }
  }

  /// The diff of `expected` and `actual`, each side's shared values read as `matches` reads them.
  func difference(_ expected: State, _ actual: State, at checkpoint: SharedCheckpoint) -> String {
    Self.difference(expected, actual, at: checkpoint, tracker: shared)
  }

  /// `difference(_:_:at:)`, not isolated, with the tracker given: for the store's `deinit`.
  nonisolated static func difference(
    _ expected: State, _ actual: State, at checkpoint: SharedCheckpoint,
    tracker: SharedChangeTracker
  ) -> String {
    guard tracker.hasChanges else { return diff(expected, actual, format: .default) ?? "" }
    let expectedDump = SharedReads.$mode.withValue(.asserted) { customDump(expected) }
    let actualDump = SharedReads.$mode.withValue(.checkpoint(checkpoint)) { customDump(actual) }
    return diff(dumps: expectedDump, actualDump) ?? ""
  }

  /// The end-of-test failure for the shared values `state` holds that changed after the step
  /// that last asserted them (an effect's change after its step returned, never asserted), or
  /// `nil`. Not isolated: the store's `deinit` calls it too.
  nonisolated static func unassertedSharedChanges(
    in state: State, tracker: SharedChangeTracker, now: SharedCheckpoint
  ) -> String? {
    guard tracker.hasChanges else { return nil }
    let unchanged = SharedReads.$comparison.withValue((.asserted, .checkpoint(now))) {
      state == state
    }
    guard !unchanged else { return nil }
    let difference = difference(state, state, at: now, tracker: tracker)
    return """
      Shared state changed after the step that last asserted it, and no step asserted the \
      change by the end of this test: …

      \(difference.indented)

      (Expected: -, Actual: +)

      Assert a change an effect makes after its step returned with `store.assert { … }`, or in \
      the closure of the next `send` or `receive`, once the effect has made it.
      """
  }
}
