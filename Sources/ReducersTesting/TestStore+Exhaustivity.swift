extension TestStore {
  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it (TCA's
  /// `withExhaustivity`): for one non-exhaustive stretch of an otherwise exhaustive test.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the steps in `operation` with ``exhaustivity`` set to `exhaustivity`, then restores
  /// it.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }
}
