import Reducers
public import ReducersDebugging
import Synchronization
import Testing
import XCTest

/// A failure a `TestStore` (or the core library, through `IssueReporter`) reports.
///
/// Under Swift Testing it is the recorded issue's error, so the issue's headline is the
/// failure's first line ("A state change does not match expectation: …") and a known issue can be
/// matched by its text: `withKnownIssue { … } matching: { ($0.error as? TestFailure)?.message
/// .hasPrefix("Received unexpected action") == true }`.
public struct TestFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, as a test framework would show it.
  public var message: String
  /// Where the failing step was written.
  public var location: IssueLocation

  /// The message.
  public var description: String { message }
}

/// Routes test failures to the running Swift Testing or XCTest test, or to a capture.
public enum TestFailureReporting {
  /// Where a `withCapturedFailures` collects failures. A struct around the closure: a
  /// task-local of closure type crashes optimised code (Swift 6.3.1, Linux; see
  /// `DismissEffect.Dismissal`).
  struct Capture: Sendable {
    let record: @Sendable (TestFailure) -> Void
  }

  @TaskLocal static var capture: Capture?
  /// Set while replaying a saved ``Context`` that was taken inside a Swift Testing test.
  @TaskLocal static var isSwiftTesting = false
  /// Failures are recorded by their first line only: for this package's own tests that fail
  /// on purpose, many times, inside `withKnownIssue`, whose dumps nobody reads.
  @TaskLocal package static var isBrief = false

  /// Where failures go at one point of a test, saved so that code that sees no task-locals (an
  /// `isolated deinit` runs with task-local lookup stopped) can still report to the same place.
  struct Context: Sendable {
    var capture: Capture?
    var isSwiftTesting: Bool
    var isBrief: Bool

    /// Whether failures reported here reach a capture or a running Swift Testing test.
    var isAttributed: Bool { capture != nil || isSwiftTesting }

    /// The routing in effect here.
    static var current: Self {
      Self(
        capture: TestFailureReporting.capture, isSwiftTesting: Test.current != nil,
        isBrief: TestFailureReporting.isBrief)
    }

    /// Runs `body` with failures routed as they were where this context was taken.
    func withValue(_ body: () -> Void) {
      TestFailureReporting.$capture.withValue(capture) {
        TestFailureReporting.$isBrief.withValue(isBrief) {
          TestFailureReporting.$isSwiftTesting.withValue(isSwiftTesting, operation: body)
        }
      }
    }
  }

  private static let installed = Mutex(false)

  /// Makes the core library's programmer-error reports (an action for missing state, an
  /// uncaught effect error, a dependency a test did not provide) fail the running test.
  ///
  /// Called by every `TestStore`; call it yourself in tests that use a plain `Store`.
  public static func install() {
    let isNew = installed.withLock { installed in
      defer { installed = true }
      return !installed
    }
    guard isNew else { return }
    IssueReporter.install { message, location in
      report(TestFailure(message: message, location: location))
    }
  }

  /// Records `failure` as a failure of the running test: a Swift Testing issue when a Swift
  /// Testing test runs, an XCTest failure otherwise.
  ///
  /// The Swift Testing issue's error is `failure`: an issue recorded with a comment is headed
  /// "Issue recorded" and its text comes after, so the console and an IDE would show every
  /// failure under the same headline; an error is headed by its first line.
  public static func report(_ failure: TestFailure) {
    if let capture {
      capture.record(failure)
      return
    }
    var failure = failure
    if isBrief, let end = failure.message.firstIndex(of: "\n") {
      failure.message = String(failure.message[..<end])
    }
    // Without a current test (a replayed context), the issue still fails the run, unattributed.
    if Test.current != nil || isSwiftTesting {
      Issue.record(
        failure,
        sourceLocation: Testing.SourceLocation(
          fileID: failure.location.fileID.description,
          filePath: failure.location.filePath.description,
          line: Int(failure.location.line),
          column: Int(failure.location.column)))
    } else {
      XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
    }
  }
}

/// Runs `body` and returns the test failures it reported instead of failing the test: for
/// testing test helpers, and for pinning the exact text of a failure message.
public func withCapturedFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [TestFailure] {
  TestFailureReporting.install()
  let failures = Mutex<[TestFailure]>([])
  let capture = TestFailureReporting.Capture { failure in
    failures.withLock { $0.append(failure) }
  }
  try await TestFailureReporting.$capture.withValue(capture) {
    try await body()
  }
  return failures.withLock { $0 }
}
