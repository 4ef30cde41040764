/// The effects one `send` started: await them with ``finish()`` or stop them with ``cancel()``.
///
/// It covers every effect the action started transitively: the effects of the actions those
/// effects send back, whenever they send them.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline
  package let lineage: EffectLineage?

  @usableFromInline
  init(_ lineage: EffectLineage?) {
    self.lineage = lineage
  }

  /// Cancels the effects, and every effect they lead to from now on.
  public func cancel() {
    lineage?.cancel()
  }

  /// Waits until every effect has finished; cancelling the waiting task cancels them.
  ///
  /// Runs on the caller's actor, so awaiting effects that have already finished costs no hop.
  public nonisolated(nonsending) func finish() async {
    await lineage?.waitUntilFinished()
  }

  /// Whether ``cancel()`` cancelled the effects; also `true` when the action started none.
  /// Cancelling them by id (`.cancel(id:)`) does not set it, as with TCA's `StoreTask`.
  public var isCancelled: Bool {
    lineage?.isCancelled ?? true
  }

  /// Equal when both cover the same effects.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lineage.map(ObjectIdentifier.init) == rhs.lineage.map(ObjectIdentifier.init)
  }

  /// Hashes the identity of the effects covered.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lineage.map(ObjectIdentifier.init))
  }
}
