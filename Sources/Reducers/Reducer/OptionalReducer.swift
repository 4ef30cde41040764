import ReducersDebugging

extension ReducerProtocol {
  /// This reducer on optional state: it runs when the state is present.
  ///
  /// An action that arrives while the state is `nil` is a programmer error (usually an effect
  /// outliving its screen): it is reported, and ignored.
  @inlinable
  public func optional(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> OptionalReducer<Self> {
    OptionalReducer(
      wrapped: self, asIfLet: false, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// A reducer on optional state, made by ``ReducerProtocol/optional(fileID:filePath:line:column:)``
/// (and inside ``ReducerProtocol/ifLet(state:action:environment:then:fileID:filePath:line:column:)``).
public struct OptionalReducer<Wrapped: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let wrapped: Wrapped
  /// Whether an action on `nil` state is reported as `ifLet` (or as `optional`) reports it.
  @usableFromInline let asIfLet: Bool
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(
    wrapped: Wrapped, asIfLet: Bool, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.wrapped = wrapped
    self.asIfLet = asIfLet
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Runs the wrapped reducer on the present state, in place; reports an action on `nil`.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Wrapped.State?, action: Wrapped.Action, environment: Wrapped.Environment
  ) -> Effect<Wrapped.Action> {
    guard
      let effect = state.modifyIfPresent({
        wrapped.reduce(into: &$0, action: action, environment: environment)
      })
    else {
      reportActionForNilState(
        action, asIfLet: asIfLet, fileID: fileID, filePath: filePath, line: line, column: column)
      return .none
    }
    return effect
  }
}

/// Reports an action that reached an optional reducer while its state was `nil`, in TCA's words.
@usableFromInline
func reportActionForNilState(
  _ action: some Sendable, asIfLet: Bool,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let heading =
    asIfLet
    ? "An \"ifLet\" at \"\(fileID):\(line)\" received a child action when child state was \"nil\"."
    : "An \"optional\" reducer at \"\(fileID):\(line)\" received an action when state was \"nil\"."
  reportIssue(
    """
    \(heading) …

      Action:
    \(customDump(action).indented(by: 4))

    This is generally considered an application logic error, and can happen for a few reasons:

    • A parent reducer set the state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets it to "nil" (`ifLet` runs the child first).

    • An in-flight effect sent this action after the state became "nil". `ifLet` cancels the \
    child's effects when the parent sets its state to "nil"; an effect started elsewhere must be \
    cancelled before the state goes away.

    • This action was sent to the store while the state was "nil". Send child actions only while \
    the child state is present.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
