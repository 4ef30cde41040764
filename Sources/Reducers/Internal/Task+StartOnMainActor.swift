extension Task where Success == Void, Failure == Never {
  /// A task on the main actor that starts inside this call when the caller is on the main actor
  /// (running until its first real suspension), which is what lets `send` return with an
  /// effect's first steps taken and its sleeps registered on a `TestClock`.
  ///
  /// `Task.immediate` does that from Swift 6.2's runtime on: everywhere on Linux, but only from
  /// the 26 releases on Apple platforms, while the package's minimum is macOS 15 / iOS 18 (what
  /// `Synchronization.Mutex` needs). On an older Apple system the task is enqueued on the main
  /// actor instead and starts at its next turn: the effects run the same, one turn later, so a
  /// test that asserts on an effect's first step right after `send` needs the 26 releases.
  @discardableResult
  package static func startOnMainActor(
    priority: TaskPriority? = nil,
    _ operation: sending @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      return Task.immediate(priority: priority, operation: operation)
    }
    return Task(priority: priority, operation: operation)
  }
}
