/// The lines that differ between two values, marked "- " (old) and "+ " (new), with enough
/// unchanged context and unchanged runs folded; nil when the two dump identically.
///
/// The diff follows the values' structure rather than comparing two dumps as text: fields of the
/// same struct or class are diffed one by one, the payloads of the same enum case likewise,
/// arrays element by element (aligned on a longest common subsequence so that insertions and
/// removals read as such), dictionaries by key, sets by membership and `DiffableByID`
/// collections by identity. Unchanged values show as one line (`Row(…)`), and runs of more
/// than a couple of unchanged elements fold into `… (998 unchanged)`. Context lines show the
/// new value. Values that are equal by their own `==` count as unchanged without being looked
/// into, which keeps a diff of a large state with one change fast.
///
/// ```
///   Counter(
/// -   count: 1,
/// +   count: 2,
///     name: "x"
///   )
/// ```
///
/// - Parameters:
///   - old: The value before.
///   - new: The value after.
///   - format: The characters that mark removed, inserted and unchanged lines.
public func diff<T>(_ old: T, _ new: T, format: DiffFormat = .default) -> String? {
  var differ = ValueDiffer()
  guard let lines = differ.diff(old, new, isRoot: true) else { return nil }
  return render(lines, format: format)
}

/// The diff of two dumps as lines of text, shown as ``diff(_:_:format:)`` shows a diff; `nil`
/// when they are the same. For two values dumped under different readings (a test store's
/// shared values as asserted and as they are), which no diff of the values can compare.
package func diff(dumps old: String, _ new: String, format: DiffFormat = .default) -> String? {
  let split = { (dump: String) in
    dump.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }
  return render(ValueDiffer.diffLines(split(old), split(new)), format: format)
}

private func render(_ lines: [DiffLine], format: DiffFormat) -> String? {
  guard lines.contains(where: { $0.mark != .both }) else { return nil }
  return lines.map { line in
    let mark =
      switch line.mark {
      case .first: format.first
      case .second: format.second
      case .both: format.both
      }
    return mark + " " + String(repeating: "  ", count: line.indent) + line.text
  }
  .joined(separator: "\n")
}

/// The characters that start each line of a diff.
public struct DiffFormat: Sendable, Hashable {
  /// Marks a line of the old value only.
  public var first: String
  /// Marks a line of the new value only.
  public var second: String
  /// Marks a line common to both.
  public var both: String

  /// A format with the given markers.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// `-`, `+` and a space, as in a unified diff.
  public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

  /// A minus sign, `+` and a figure space, which line up in proportional fonts.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}

/// One line of a diff, indented by `indent` levels of two spaces.
struct DiffLine: Equatable {
  enum Mark { case both, first, second }

  var mark: Mark
  var indent: Int
  var text: String
}

/// Walks two values in step, remembering the objects on each side's path to break cycles.
struct ValueDiffer {
  var oldPath: Set<ObjectIdentifier> = []
  var newPath: Set<ObjectIdentifier> = []

  /// The diff of two values, or nil when nothing differs.
  mutating func diff(_ old: Any, _ new: Any, isRoot: Bool) -> [DiffLine]? {
    // Equal by their own `==`: no need to look inside, which keeps large equal subtrees cheap.
    if isEqualIfEquatable(old, new) == true { return nil }
    switch (
      reflectForDump(old, isRoot: isRoot, path: oldPath),
      reflectForDump(new, isRoot: isRoot, path: newPath)
    ) {
    case (.text(let oldString), .text(let newString)):
      if oldString == newString { return nil }
      guard isMultilineString(oldString), isMultilineString(newString),
        multilineDelimiter(for: oldString) == multilineDelimiter(for: newString)
      else { return replacement(old, new, isRoot: isRoot) }
      return diffLines(of: oldString, newString)

    case (.container(let oldContainer), .container(let newContainer))
    where oldContainer.isCompatible(with: newContainer):
      return diff(oldContainer, newContainer, old: old, new: new, isRoot: isRoot)

    default:
      return replacement(old, new, isRoot: isRoot)
    }
  }

  /// The old value's lines all removed and the new value's all inserted, or nil when they
  /// render the same.
  private func replacement(_ old: Any, _ new: Any, isRoot: Bool) -> [DiffLine]? {
    var oldDumper = ValueDumper(path: oldPath)
    var newDumper = ValueDumper(path: newPath)
    let oldLines = oldDumper.lines(of: old, isRoot: isRoot, depth: 0)
    let newLines = newDumper.lines(of: new, isRoot: isRoot, depth: 0)
    if oldLines == newLines { return nil }
    return oldLines.map { DiffLine(mark: .first, indent: $0.indent, text: $0.text) }
      + newLines.map { DiffLine(mark: .second, indent: $0.indent, text: $0.text) }
  }

  private mutating func diff(
    _ oldContainer: DumpContainer, _ newContainer: DumpContainer, old: Any, new: Any, isRoot: Bool
  ) -> [DiffLine]? {
    if let object = oldContainer.object, object == newContainer.object { return nil }
    let isCycle =
      oldContainer.object.map(oldPath.contains) == true
      || newContainer.object.map(newPath.contains) == true
    if isCycle || oldContainer.children.isEmpty || newContainer.children.isEmpty {
      return replacement(old, new, isRoot: isRoot)
    }
    if oldContainer.kind == .enumCase {
      // A case on one line changes as a whole line.
      var oldDumper = ValueDumper(path: oldPath)
      var newDumper = ValueDumper(path: newPath)
      if oldDumper.inlineText(of: oldContainer) != nil
        || newDumper.inlineText(of: newContainer) != nil
      {
        return replacement(old, new, isRoot: isRoot)
      }
    }

    if let object = oldContainer.object { oldPath.insert(object) }
    if let object = newContainer.object { newPath.insert(object) }
    defer {
      if let object = oldContainer.object { oldPath.remove(object) }
      if let object = newContainer.object { newPath.remove(object) }
    }
    let entries: [Entry]
    switch oldContainer.kind {
    case .structure, .object, .tuple, .enumCase:
      entries = fieldEntries(oldContainer.children, newContainer.children)
    case .collection:
      entries = elementEntries(oldContainer.children, newContainer.children)
    case .dictionary, .set:
      entries = keyedEntries(
        oldContainer.children, newContainer.children, isSet: oldContainer.kind == .set)
    case .identified:
      entries = identifiedEntries(oldContainer.children, newContainer.children)
    }
    guard
      let body = body(
        of: entries, oldCount: oldContainer.children.count,
        newCount: newContainer.children.count,
        // Struct fields are few and their names informative; elements can be thousands.
        fold: !oldContainer.kind.isPositional)
    else { return nil }
    return [DiffLine(mark: .both, indent: 0, text: newContainer.open)]
      + body.map { DiffLine(mark: $0.mark, indent: $0.indent + 1, text: $0.text) }
      + [DiffLine(mark: .both, indent: 0, text: newContainer.close)]
  }

  /// A multi-line string diffed line by line, inside its `"""` delimiters.
  private func diffLines(of old: String, _ new: String) -> [DiffLine] {
    Self.diffLines(stringLines(old).map(\.text), stringLines(new).map(\.text))
  }

  /// Lines of text diffed as a text diff is.
  static func diffLines(_ oldLines: [String], _ newLines: [String]) -> [DiffLine] {
    let steps = alignByContent(
      oldCount: oldLines.count, newCount: newLines.count,
      equal: { oldLines[$0] == newLines[$1] }, oldKey: { oldLines[$0] }, newKey: { newLines[$0] })
    var result: [DiffLine] = []
    var removed: [DiffLine] = []
    var inserted: [DiffLine] = []
    // Like a text diff: a run of changed lines shows its old lines, then its new ones.
    for step in steps {
      switch step {
      case .same(_, let new):
        result += removed + inserted
        removed = []
        inserted = []
        result.append(DiffLine(mark: .both, indent: 0, text: newLines[new]))
      case .pair(let old, let new):
        removed.append(DiffLine(mark: .first, indent: 0, text: oldLines[old]))
        inserted.append(DiffLine(mark: .second, indent: 0, text: newLines[new]))
      case .removed(let old):
        removed.append(DiffLine(mark: .first, indent: 0, text: oldLines[old]))
      case .inserted(let new):
        inserted.append(DiffLine(mark: .second, indent: 0, text: newLines[new]))
      }
    }
    return result + removed + inserted
  }
}
