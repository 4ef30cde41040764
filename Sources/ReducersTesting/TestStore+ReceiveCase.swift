public import Reducers
import ReducersDebugging

/// A test store for a feature type: `TestStoreOf<Feature>`, as TCA spells it.
public typealias TestStoreOf<R: ReducerProtocol> = TestStore<R.State, R.Action, R.Environment>
where R.State: Equatable

extension TestStore {
  /// Checks that the next action an effect sent back is `expected`, for an action type that is
  /// not `Equatable`: a case without a payload (`receive(Action.onAppear)`) matches by its case;
  /// one with a payload, by its dump.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let dump = customDump(expected)
    await receive(
      expected, matching: { customDump($0) == dump }, expectation: dump,
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that the next action is in a nested case, named case by case from the outside in:
  /// `receive(Action.search, Search.Action.response)`, TCA's `receive(\.search.response)`.
  public func receive<Child: Sendable, Value: Sendable>(
    _ toChild: @escaping @Sendable (Child) -> Action,
    _ toValue: @escaping @Sendable (Value) -> Child,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let child = path(toChild, fileID, filePath, line, column)
    let value = path(toValue, fileID, filePath, line, column)
    await receive(
      child.appending(path: value), named: nestedCaseName(child.caseName, value.caseName),
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// As above, ending in a case without a payload: `receive(Action.child, Child.Action.onAppear)`.
  public func receive<Child: Sendable>(
    _ toChild: @escaping @Sendable (Child) -> Action,
    _ childCase: Child,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let child = path(toChild, fileID, filePath, line, column)
    let last = CasePath(
      case: childCase, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      child.appending(path: last), named: nestedCaseName(child.caseName, last.caseName),
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Three cases deep: `receive(Action.destination, PresentationAction.presented,
  /// Child.Action.response)`.
  public func receive<Child: Sendable, Grandchild: Sendable, Value: Sendable>(
    _ toChild: @escaping @Sendable (Child) -> Action,
    _ toGrandchild: @escaping @Sendable (Grandchild) -> Child,
    _ toValue: @escaping @Sendable (Value) -> Grandchild,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let child = path(toChild, fileID, filePath, line, column)
    let grandchild = path(toGrandchild, fileID, filePath, line, column)
    let value = path(toValue, fileID, filePath, line, column)
    await receive(
      child.appending(path: grandchild).appending(path: value),
      named: nestedCaseName(child.caseName, grandchild.caseName, value.caseName),
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Three cases deep, ending in a case without a payload.
  public func receive<Child: Sendable, Grandchild: Sendable>(
    _ toChild: @escaping @Sendable (Child) -> Action,
    _ toGrandchild: @escaping @Sendable (Grandchild) -> Child,
    _ grandchildCase: Grandchild,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let child = path(toChild, fileID, filePath, line, column)
    let grandchild = path(toGrandchild, fileID, filePath, line, column)
    let last = CasePath(
      case: grandchildCase, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      child.appending(path: grandchild).appending(path: last),
      named: nestedCaseName(child.caseName, grandchild.caseName, last.caseName),
      timeout: timeout, update: update,
      location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The derived case path of `embed`, failing at the test's line when it cannot be derived.
private func path<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root, _ fileID: StaticString,
  _ filePath: StaticString, _ line: UInt, _ column: UInt
) -> CasePath<Root, Value> {
  CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A nested case as an action's dump reads, `Parent.Action.child(.response)`, from each case's
/// name (`Parent.Action.child`, `Child.Action.response`); `nil` when one is unknown.
private func nestedCaseName(_ names: String?...) -> String? {
  guard let first = names.first ?? nil else { return nil }
  var inner = ""
  for name in names.dropFirst().reversed() {
    guard let name else { return nil }
    // A payload-less case's dump (`Child.Action.onAppear`) and a case's name end alike.
    let caseName = name.split(separator: ".").last.map(String.init) ?? name
    inner = inner.isEmpty ? ".\(caseName)" : ".\(caseName)(\(inner))"
  }
  return inner.isEmpty ? first : "\(first)(\(inner))"
}
