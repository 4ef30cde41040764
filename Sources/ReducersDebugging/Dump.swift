/// A multi-line, stable, human-readable rendering of any value.
///
/// Structs and classes read `Type(field: value, …)` with one field a line, enum cases
/// `Type.case(payload)` (the type only at the top level), collections `[[0]: value, …]`,
/// dictionaries and sets in the order of their dumped keys so that the text does not change from
/// run to run. A class instance already being dumped further up shows as `Type(↩︎)`.
///
/// - Parameters:
///   - value: The value to render.
///   - name: A label to put before the value, as in `name: value`.
///   - maxDepth: How many levels of containers to open; deeper ones show as `Type(…)`.
public func customDump(_ value: Any, name: String? = nil, maxDepth: Int = .max) -> String {
  var dumper = ValueDumper(maxDepth: maxDepth)
  var lines = dumper.lines(of: value, isRoot: true, depth: 0)
  if let name { lines[0].text = "\(name): " + lines[0].text }
  return renderDump(lines)
}

/// One line of a dump, indented by `indent` levels of two spaces.
struct DumpLine: Equatable {
  var indent: Int
  var text: String
}

func renderDump(_ lines: [DumpLine]) -> String {
  lines.map { String(repeating: "  ", count: $0.indent) + $0.text }.joined(separator: "\n")
}

/// Renders values into lines, remembering the objects on the current path to break cycles.
struct ValueDumper {
  var maxDepth: Int = .max
  var path: Set<ObjectIdentifier> = []

  mutating func lines(of value: Any, isRoot: Bool, depth: Int) -> [DumpLine] {
    switch reflectForDump(value, isRoot: isRoot, path: path) {
    case .leaf(let text): [DumpLine(indent: 0, text: text)]
    case .text(let string): stringLines(string)
    case .container(let container): lines(of: container, depth: depth)
    }
  }

  mutating func lines(of container: DumpContainer, depth: Int) -> [DumpLine] {
    if let object = container.object, path.contains(object) {
      return [DumpLine(indent: 0, text: container.cycleText)]
    }
    if container.children.isEmpty { return [DumpLine(indent: 0, text: container.emptyText)] }
    if let inline = inlineText(of: container) { return [DumpLine(indent: 0, text: inline)] }
    if depth >= maxDepth { return [DumpLine(indent: 0, text: container.collapsedText)] }

    if let object = container.object { path.insert(object) }
    defer { if let object = container.object { path.remove(object) } }
    var result = [DumpLine(indent: 0, text: container.open)]
    for (offset, child) in container.children.enumerated() {
      var childLines = lines(of: child.value, isRoot: false, depth: depth + 1)
      prefixLabel(&childLines[0].text, with: child.label)
      if offset < container.children.count - 1 { childLines[childLines.count - 1].text += "," }
      result += childLines.map { DumpLine(indent: $0.indent + 1, text: $0.text) }
    }
    result.append(DumpLine(indent: 0, text: container.close))
    return result
  }

  /// The single line that stands for an unchanged value in a diff: the value itself when it
  /// fits on a line, its type with an ellipsis (`Row(…)`, `[…]`) otherwise.
  mutating func summary(of value: Any) -> String {
    switch reflectForDump(value, isRoot: false, path: path) {
    case .leaf(let text): return text
    case .text(let string): return isMultilineString(string) ? #""""…""""# : quotedString(string)
    case .container(let container):
      if let object = container.object, path.contains(object) { return container.cycleText }
      if container.children.isEmpty { return container.emptyText }
      return inlineText(of: container) ?? container.collapsedText
    }
  }

  /// An enum case whose payload values all fit on one line reads best on one line, as in
  /// `.search(.queryChanged("lon"))` or `.move(from: 1, to: 2)`.
  mutating func inlineText(of container: DumpContainer) -> String? {
    guard container.kind == .enumCase else { return nil }
    var parts: [String] = []
    for child in container.children {
      var text: String
      switch reflectForDump(child.value, isRoot: false, path: path) {
      case .leaf(let leaf): text = leaf
      case .text(let string):
        guard !isMultilineString(string) else { return nil }
        text = quotedString(string)
      case .container(let inner):
        if inner.children.isEmpty {
          text = inner.emptyText
        } else if let inline = inlineText(of: inner) {
          text = inline
        } else {
          return nil
        }
      }
      prefixLabel(&text, with: child.label)
      parts.append(text)
    }
    return container.open + parts.joined(separator: ", ") + container.close
  }
}

/// The full dump of a nested value, with `path` holding the objects already being dumped.
func dumpLines(of value: Any, path: Set<ObjectIdentifier>) -> [DumpLine] {
  var dumper = ValueDumper(path: path)
  return dumper.lines(of: value, isRoot: false, depth: 0)
}

/// The one-line summary of a nested value, with `path` holding the objects already being dumped.
func dumpSummary(of value: Any, path: Set<ObjectIdentifier>) -> String {
  var dumper = ValueDumper(path: path)
  return dumper.summary(of: value)
}

func prefixLabel(_ text: inout String, with label: String?) {
  if let label { text = "\(label): " + text }
}

// MARK: - Strings

func isMultilineString(_ string: String) -> Bool {
  string.contains(where: \.isNewline)
}

/// A one-line string as a literal, with quotes, backslashes and control characters escaped.
func quotedString(_ string: String) -> String {
  String(reflecting: string)
}

/// A string as a literal: quoted when it fits on a line, a `"""` block otherwise (raw, with as
/// many `#` as it takes for the contents to be read back verbatim).
func stringLines(_ string: String) -> [DumpLine] {
  guard isMultilineString(string) else { return [DumpLine(indent: 0, text: quotedString(string))] }
  let delimiter = multilineDelimiter(for: string)
  return [DumpLine(indent: 0, text: delimiter.open)]
    + string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      DumpLine(indent: 0, text: String($0))
    }
    + [DumpLine(indent: 0, text: delimiter.close)]
}

func multilineDelimiter(for string: String) -> (open: String, close: String) {
  // A `"""` or a backslash in the contents would end the literal or start an escape; a raw
  // literal with more `#` than any such sequence is followed by keeps them verbatim.
  var hashes = ""
  if string.contains("\"\"\"") || string.contains("\\") {
    hashes = "#"
    while string.contains("\"\"\"" + hashes) || string.contains("\\" + hashes) { hashes += "#" }
  }
  return (hashes + "\"\"\"", "\"\"\"" + hashes)
}
