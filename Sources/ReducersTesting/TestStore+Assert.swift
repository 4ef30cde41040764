import ReducersDebugging

extension TestStore {
  /// Checks the state as it stands, without sending anything (TCA's `assert`): for a
  /// non-exhaustive test to state what it cares about after skipping steps.
  ///
  /// `update` gets the state as last asserted (``state``) in an exhaustive store, and must leave
  /// it unchanged; in a non-exhaustive one it may set anything, and fails only where it sets a
  /// value the state does not have. It need not change anything.
  public func assert(
    _ update: @escaping (inout State) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = IssueLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    beginStep(at: location)
    checkState(
      before: expectedState, after: expectedState, checkpoint: shared.checkpoint(), update: update,
      at: location,
      requiresChange: false)
  }
}
