import ReducersDebugging

extension Reducer {
  /// Prints each action this reducer receives and a diff of the state change it makes.
  ///
  /// ```
  /// received action:
  ///   SearchAction.queryChanged("lon")
  ///   SearchState(
  /// -   query: "lo",
  /// +   query: "lon",
  ///     results: […]
  ///   )
  /// ```
  ///
  /// It copies the state before each action to diff it: for debugging, not for production.
  public func debug(
    _ prefix: String = "",
    to output: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Self {
    Self { state, action, environment in
      let before = state
      let effect = run(&state, action, environment)
      let change = diff(before, state).map { $0.indentedForDebug } ?? "  (No state changes)"
      let label = prefix.isEmpty ? "" : "\(prefix): "
      output("\(label)received action:\n\(customDump(action).indentedForDebug)\n\(change)")
      return effect
    }
  }
}

extension String {
  fileprivate var indentedForDebug: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }
      .joined(separator: "\n")
  }
}
