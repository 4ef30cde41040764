import Synchronization

/// Whether a `.run` effect's operation has returned: its `send` reports actions sent later.
final class EffectCompletion: Sendable {
  private let completed = Atomic(false)

  /// Marks the operation as returned.
  func complete() {
    completed.store(true, ordering: .releasing)
  }

  /// Whether the operation has returned.
  var isComplete: Bool {
    completed.load(ordering: .acquiring)
  }
}
