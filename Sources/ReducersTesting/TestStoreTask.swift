import Reducers
import Synchronization

/// The effects one `TestStore` step started: cancel them, or wait for them to finish.
public struct TestStoreTask: Sendable {
  let effects: [TrackedEffect]

  /// Cancels the effects and gives them a moment to wind down.
  public func cancel() async {
    for effect in effects { effect.task.cancel() }
    await waitUntil(deadline: .now + .seconds(1)) { effects.allSatisfy(\.isFinished) }
  }

  /// Waits for the effects to finish; a failure if they are still running after `timeout`.
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let finished = await waitUntil(deadline: .now + timeout) {
      effects.allSatisfy(\.isFinished)
    }
    guard !finished else { return }
    TestFailureReporting.report(
      TestFailure(
        message: """
          Expected the effects of this step to finish within \(timeout.formattedSeconds), but \
          \(Self.stillRunning(effects.count { !$0.isFinished })).
          """,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  private static func stillRunning(_ count: Int) -> String {
    count == 1 ? "1 of them is still running" : "\(count) of them are still running"
  }

  /// Whether every effect has finished.
  public var isFinished: Bool { effects.allSatisfy(\.isFinished) }
}

/// One effect task a `TestStore` started, and whether it has finished.
final class TrackedEffect: Sendable {
  let id: Int
  let task: Task<Void, Never>
  private let finished = Mutex(false)

  init(id: Int, task: Task<Void, Never>) {
    self.id = id
    self.task = task
  }

  var isFinished: Bool { finished.withLock { $0 } }

  func markFinished() { finished.withLock { $0 = true } }
}

/// Polls `condition` while letting other tasks run, until it holds or `deadline` passes.
///
/// Bounded real-time waiting is how a test harness notices work that never arrives; it only
/// takes long when a test is about to fail.
@discardableResult
func waitUntil(
  isolation: isolated (any Actor)? = #isolation,
  deadline: ContinuousClock.Instant, _ condition: () -> Bool
) async -> Bool {
  var spins = 0
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    spins += 1
    if spins < 64 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .microseconds(200))
    }
  }
  return true
}

extension Duration {
  /// "1.0 second", "0.25 seconds": how timeouts read in failure messages.
  var formattedSeconds: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    let seconds = Double(milliseconds) / 1000
    return "\(seconds) second\(seconds == 1 ? "" : "s")"
  }
}
