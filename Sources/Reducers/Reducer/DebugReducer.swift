import ReducersDebugging

extension ReducerProtocol {
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
  ) -> DebugReducer<Self> {
    DebugReducer(base: self, prefix: prefix, output: output)
  }
}

/// A reducer that prints each action and the state change it makes, made by
/// ``ReducerProtocol/debug(_:to:)``.
public struct DebugReducer<Base: ReducerProtocol>: ReducerProtocol {
  let base: Base
  let prefix: String
  let output: @Sendable (String) -> Void

  /// Runs the base reducer, then prints the action and a diff of the state.
  public func reduce(
    into state: inout Base.State, action: Base.Action, environment: Base.Environment
  ) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action, environment: environment)
    let change = diff(before, state).map { $0.indentedForDebug } ?? "  (No state changes)"
    let label = prefix.isEmpty ? "" : "\(prefix): "
    output("\(label)received action:\n\(customDump(action).indentedForDebug)\n\(change)")
    return effect
  }
}

extension String {
  fileprivate var indentedForDebug: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }
      .joined(separator: "\n")
  }
}
