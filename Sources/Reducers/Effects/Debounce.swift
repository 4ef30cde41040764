extension Effect {
  /// Waits `duration` on `clock` before running; a newer debounced effect with the same id
  /// cancels this one, so a burst of calls runs only the last.
  ///
  /// The wait and the work are one effect, cancellable under `id` (as TCA's): the newer effect
  /// cancels this one while it waits and also after, while its work runs, so an answer to an
  /// older query never arrives after a newer query was debounced. `.cancel(id:)` stops either.
  public func debounce<ID: Hashable & Sendable, C: Clock>(
    id: ID, for duration: C.Duration, clock: C
  ) -> Self {
    if isNone { return .none }
    return Self.concatenate(
      .run { _ in try await clock.sleep(for: duration) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}
