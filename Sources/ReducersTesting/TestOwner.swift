import Synchronization
import Testing

/// The Swift Testing test that created a `TestStore`, kept so that the failures found when the
/// store goes away in some other task (one with no test, or another test's) are still recorded
/// against the test that created it, and not against whatever test runs there.
///
/// Swift Testing attributes an issue through task-locals (the current test, its test case, the
/// scope of a `withKnownIssue`) that no library can set. A task started where the store is
/// created inherits all of them: it waits, and runs the end-of-test checks in that context only
/// when the store goes away outside the task that created it.
final class TestOwner: Sendable {
  /// The checks to run for the owner, or `nil` when they are not needed.
  typealias Checks = @MainActor @Sendable () -> Void

  private enum Handoff {
    case empty
    case waiting(CheckedContinuation<Checks?, Never>)
    case delivered(Checks?)
  }

  /// Where the checks wait for the owner's task (a class: the task shares it).
  private final class Mailbox: Sendable {
    let state = Mutex(Handoff.empty)
  }

  private let mailbox = Mailbox()
  private let testID: Test.ID
  /// Identifies the creating task while it runs (a task's address, as hashed by the runtime).
  private let creatorTask: Int?
  /// Ends once the checks handed over have run, or once it was told there are none.
  let task: Task<Void, Never>

  /// The running Swift Testing test as owner, or `nil` outside one.
  @MainActor
  static func current() -> TestOwner? {
    guard let test = Test.current else { return nil }
    return TestOwner(testID: test.id)
  }

  @MainActor
  private init(testID: Test.ID) {
    self.testID = testID
    self.creatorTask = withUnsafeCurrentTask { $0?.hashValue }
    let mailbox = mailbox
    // Inherits the creating test's task-locals: issues recorded in it belong to that test.
    task = Task { @MainActor in
      let checks = await withCheckedContinuation { continuation in
        let delivered = mailbox.state.withLock { state -> Checks?? in
          if case .delivered(let checks) = state { return .some(checks) }
          state = .waiting(continuation)
          return nil
        }
        if let delivered { continuation.resume(returning: delivered) }
      }
      checks?()
    }
  }

  /// Whether the code calling it runs in the task that created the store, or in a task of the
  /// same (not parameterized) test: there, the current task-locals are the right ones.
  func isCurrent() -> Bool {
    guard let test = Test.current, test.id == testID else { return false }
    if Test.Case.current?.isParameterized != true { return true }
    // The cases of one parameterized test share its id; only the creating task is sure.
    return withUnsafeCurrentTask { $0?.hashValue } == creatorTask
  }

  /// Runs `checks` in the creating test's context (on the main actor, as soon as it is free);
  /// `nil` just lets the waiting task end.
  func deliver(_ checks: Checks?) {
    let waiting = mailbox.state.withLock { state -> CheckedContinuation<Checks?, Never>? in
      switch state {
      case .empty:
        state = .delivered(checks)
        return nil
      case .waiting(let continuation):
        state = .delivered(nil)
        return continuation
      case .delivered:
        return nil
      }
    }
    waiting?.resume(returning: checks)
  }
}
