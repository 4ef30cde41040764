import Foundation
import Testing

@testable import ReducersTesting

/// Runs a test's failures-on-purpose with each failure recorded by its first line only, so
/// that `swift test` prints one line per expected failure instead of its dump;
/// `REDUCERS_FULL_FAILURES=1` in the environment records them whole.
@MainActor
func withBriefFailures(_ body: @MainActor () async -> Void) async {
  let brief = ProcessInfo.processInfo.environment["REDUCERS_FULL_FAILURES"] == nil
  await TestFailureReporting.$isBrief.withValue(brief) { await body() }
}

/// Whether `issue` is a test store's failure whose text starts with `prefix`.
func isTestFailure(_ issue: Issue, startingWith prefix: String) -> Bool {
  (issue.error as? TestFailure)?.message.hasPrefix(prefix) == true
}

/// How many times a suite repeats what only shows now and then (parallel attribution): a few
/// in a person's `swift test`, many in CI (`CI` set) and whenever `REDUCERS_STRESS` is.
let repetitions: Int = {
  let environment = ProcessInfo.processInfo.environment
  return environment["CI"] != nil || environment["REDUCERS_STRESS"] != nil ? 32 : 8
}()
