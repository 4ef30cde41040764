/// One assignment that turns a state into the next: `$0` + `path` = `value`.
package struct SourceChange: Equatable, Sendable {
  /// The path from the state, as source: `.search.query`, `.rows[2].isDone`, `.detail?.name`.
  package var path: String
  /// The new value, as source (``swiftSource(_:width:)``).
  package var value: String

  package init(path: String, value: String) {
    self.path = path
    self.value = value
  }
}

/// The smallest assignments that turn `before` into `after`, as a test would state them:
/// `$0.search.query = "lon"` rather than the whole state.
///
/// Structs are followed field by field, arrays of unchanged length element by element, values
/// present on both sides through `?`, dictionaries key by key; anything else that changed is
/// assigned whole (an enum whose case or payload changed, an array that grew).
package func sourceChanges(from before: Any, to after: Any, width: Int = 96) -> [SourceChange] {
  var changes: [SourceChange] = []
  collectChanges(SourceNode(before), SourceNode(after), path: "", width: width, into: &changes)
  return changes
}

private func collectChanges(
  _ before: SourceNode, _ after: SourceNode, path: String, width: Int,
  into changes: inout [SourceChange]
) {
  guard before != after else { return }
  // Assignments sit two levels in: inside the test function and its assertion closure.
  func assignWhole() {
    changes.append(SourceChange(path: path, value: after.rendered(indent: 2, width: width)))
  }
  switch (before, after) {
  case (.some(let old), .some(let new)) where !path.isEmpty:
    var inner: [SourceChange] = []
    collectChanges(old, new, path: path + "?", width: width, into: &inner)
    // A value replaced whole is assigned to the optional itself, not through `?`.
    if inner.count == 1, inner[0].path == path + "?" { inner[0].path = path }
    changes += inner
  case (
    .call(let oldOpen, let oldChildren, _, .structure),
    .call(let newOpen, let newChildren, _, .structure)
  )
  where oldOpen == newOpen && oldChildren.map(\.label) == newChildren.map(\.label)
    && oldChildren.allSatisfy({ $0.label != nil }):
    for (old, new) in zip(oldChildren, newChildren) {
      collectChanges(
        old.node, new.node, path: path + "." + (old.label ?? ""), width: width, into: &changes)
    }
  case (.array(let old), .array(let new)) where old.count == new.count && !old.isEmpty:
    for (index, pair) in zip(old, new).enumerated() {
      collectChanges(pair.0, pair.1, path: path + "[\(index)]", width: width, into: &changes)
    }
  case (.dictionary(let old), .dictionary(let new)) where !path.isEmpty:
    let oldValues = Dictionary(
      old.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    let newKeys = Set(new.map(\.key))
    for entry in new where oldValues[entry.key] != entry.value {
      changes.append(
        SourceChange(
          path: path + "[\(entry.key)]", value: entry.value.rendered(indent: 2, width: width)))
    }
    for entry in old where !newKeys.contains(entry.key) {
      changes.append(SourceChange(path: path + "[\(entry.key)]", value: "nil"))
    }
  default:
    assignWhole()
  }
}
