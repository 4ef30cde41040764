import Reducers
import ReducersDebugging

// How a step's check sees `Shared` values. Every holder of a `Shared` points at one reference,
// so the expectation (a copy of the state as last asserted) and what happened hold the same
// reference: the reference keeps the value as last asserted, from the first change a step makes,
// until the step's check. The expectation reads and writes that value; the comparison reads it
// on the left and the current value on the right. A change is thus asserted once, through any
// holder, where it happened (TCA 1.10's rule).

extension TestStore {
  /// Runs `update` on `expected` with `Shared` values read and written as asserted; whether it
  /// wrote one.
  func expect(_ update: ((inout State) throws -> Void)?, on expected: inout State) throws -> Bool {
    guard let update else { return false }
    let writes = shared.assertedWrites
    try SharedReads.$tracker.withValue(shared) {
      try SharedReads.$mode.withValue(.asserted) { try update(&expected) }
    }
    return shared.assertedWrites != writes
  }

  /// Whether `expected` (shared values as asserted) is `actual` (shared values as they are).
  func matches(_ expected: State, _ actual: State, at checkpoint: SharedCheckpoint) -> Bool {
    SharedReads.$comparison.withValue((.asserted, .checkpoint(checkpoint))) { expected == actual }
  }

  /// The diff of `expected` and `actual`, each side's shared values read as `matches` reads them.
  func difference(_ expected: State, _ actual: State, at checkpoint: SharedCheckpoint) -> String {
    guard shared.hasChanges else { return diff(expected, actual, format: .default) ?? "" }
    let expectedDump = SharedReads.$mode.withValue(.asserted) { customDump(expected) }
    let actualDump = SharedReads.$mode.withValue(.checkpoint(checkpoint)) { customDump(actual) }
    return diff(expectedDump, actualDump, format: .default) ?? ""
  }
}
