extension Effect {
  /// Waits `duration` on `clock` before running; a newer debounced effect with the same id
  /// cancels this one, so a burst of calls runs only the last.
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
