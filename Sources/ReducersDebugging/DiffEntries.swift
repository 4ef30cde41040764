/// Matching the children of two containers, and laying out the matched children as lines.
extension ValueDiffer {
  /// How a child of the old container relates to one of the new container.
  enum Entry {
    /// Unchanged: one context line.
    case same(new: Int, label: String?, value: Any)
    /// A run of unchanged children, shown as one `… (n unchanged)` line.
    case folded(count: Int, lastNew: Int)
    /// Present on both sides and different: its diff.
    case changed(old: Int, new: Int, oldLabel: String?, newLabel: String?, lines: [DiffLine])
    /// Only in the old container (or moved from here): shown whole, or as one line when
    /// `collapsed`.
    case removed(old: Int, label: String?, value: Any, collapsed: Bool = false)
    /// Only in the new container (or moved to here): shown whole, or as one line when
    /// `collapsed`.
    case inserted(new: Int, label: String?, value: Any, collapsed: Bool = false)

    var isSame: Bool {
      if case .same = self { true } else { false }
    }
  }

  typealias Children = [DumpContainer.Child]

  /// Fields of one struct, class, tuple or enum payload: matched by position.
  mutating func fieldEntries(_ old: Children, _ new: Children) -> [Entry] {
    new.indices.map { pairedEntry(old, new, $0, $0) }
  }

  /// Elements of a collection: aligned on content.
  mutating func elementEntries(_ old: Children, _ new: Children) -> [Entry] {
    var oldDumper = ValueDumper(path: oldPath)
    var newDumper = ValueDumper(path: newPath)
    var oldKeys: [Int: String] = [:]
    var newKeys: [Int: String] = [:]
    // Each element is dumped at most once, and only when `==` cannot tell.
    func oldKey(_ index: Int) -> String {
      if let key = oldKeys[index] { return key }
      let key = renderDump(oldDumper.lines(of: old[index].value, isRoot: false, depth: 0))
      oldKeys[index] = key
      return key
    }
    func newKey(_ index: Int) -> String {
      if let key = newKeys[index] { return key }
      let key = renderDump(newDumper.lines(of: new[index].value, isRoot: false, depth: 0))
      newKeys[index] = key
      return key
    }
    let steps = alignByContent(
      oldCount: old.count, newCount: new.count,
      equal: { isEqualIfEquatable(old[$0].value, new[$1].value) ?? (oldKey($0) == newKey($1)) },
      oldKey: oldKey, newKey: newKey)
    return entries(for: steps, old, new)
  }

  /// Dictionary entries (by key) or set elements (by membership), both in `sortKeyPrecedes` order.
  mutating func keyedEntries(_ old: Children, _ new: Children, isSet: Bool) -> [Entry] {
    var entries: [Entry] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if j == new.count || (i < old.count && sortKeyPrecedes(old[i].sortKey, new[j].sortKey)) {
        entries.append(.removed(old: i, label: old[i].label, value: old[i].value))
        i += 1
      } else if i == old.count || sortKeyPrecedes(new[j].sortKey, old[i].sortKey) {
        entries.append(.inserted(new: j, label: new[j].label, value: new[j].value))
        j += 1
      } else {
        // Set elements with the same dump are the same element.
        entries.append(
          isSet ? .same(new: j, label: nil, value: new[j].value) : pairedEntry(old, new, i, j))
        i += 1
        j += 1
      }
    }
    return entries
  }

  /// Elements of a `DiffableByID` collection: matched by identity.
  ///
  /// An element that moved shows as removed from its old place and inserted at its new one;
  /// when it is otherwise unchanged, both as one line (`#4: Row(…)`), since the move is all
  /// there is to see.
  mutating func identifiedEntries(_ old: Children, _ new: Children) -> [Entry] {
    let oldIDs = old.map { $0.id ?? AnyHashable($0.label) }
    let newIDs = new.map { $0.id ?? AnyHashable($0.label) }
    let oldIndexByID = Dictionary(
      oldIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    let newIndexByID = Dictionary(
      newIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    return alignByIdentity(old: oldIDs, new: newIDs).map { step in
      switch step {
      case .removed(let i):
        let isPureMove =
          newIndexByID[oldIDs[i]].map { diff(old[i].value, new[$0].value, isRoot: false) == nil }
          ?? false
        return .removed(old: i, label: old[i].label, value: old[i].value, collapsed: isPureMove)
      case .inserted(let j):
        let isPureMove =
          oldIndexByID[newIDs[j]].map { diff(old[$0].value, new[j].value, isRoot: false) == nil }
          ?? false
        return .inserted(new: j, label: new[j].label, value: new[j].value, collapsed: isPureMove)
      case .same(_, let j):
        return .same(new: j, label: new[j].label, value: new[j].value)
      case .pair(let i, let j):
        return pairedEntry(old, new, i, j)
      }
    }
  }

  private mutating func entries(
    for steps: [SequenceAlignmentStep], _ old: Children, _ new: Children
  )
    -> [Entry]
  {
    steps.map { step in
      switch step {
      case .same(_, let j): .same(new: j, label: new[j].label, value: new[j].value)
      case .pair(let i, let j): pairedEntry(old, new, i, j)
      case .removed(let i): .removed(old: i, label: old[i].label, value: old[i].value)
      case .inserted(let j): .inserted(new: j, label: new[j].label, value: new[j].value)
      }
    }
  }

  private mutating func pairedEntry(_ old: Children, _ new: Children, _ i: Int, _ j: Int)
    -> Entry
  {
    guard let lines = diff(old[i].value, new[j].value, isRoot: false) else {
      return .same(new: j, label: new[j].label, value: new[j].value)
    }
    return .changed(old: i, new: j, oldLabel: old[i].label, newLabel: new[j].label, lines: lines)
  }

  /// The lines of the children, or nil when none changed.
  ///
  /// Separating commas follow each side's own dump: a line only in the old value has a comma
  /// when its child was not the old container's last, and a line common to both (context)
  /// reads as part of the new value.
  func body(of entries: [Entry], oldCount: Int, newCount: Int, fold: Bool) -> [DiffLine]? {
    guard entries.contains(where: { !$0.isSame }) else { return nil }
    var result: [DiffLine] = []
    for entry in fold ? folded(entries) : entries {
      switch entry {
      case .same(let new, let label, let value):
        var dumper = ValueDumper(path: newPath)
        var text = dumper.summary(of: value)
        prefixLabel(&text, with: label)
        if new < newCount - 1 { text += "," }
        result.append(DiffLine(mark: .both, indent: 0, text: text))

      case .folded(let count, let lastNew):
        let text = "… (\(count) unchanged)" + (lastNew < newCount - 1 ? "," : "")
        result.append(DiffLine(mark: .both, indent: 0, text: text))

      case .changed(let old, let new, let oldLabel, let newLabel, var lines):
        labelAndSeparate(
          &lines, oldLabel: oldLabel, newLabel: newLabel, oldComma: old < oldCount - 1,
          newComma: new < newCount - 1)
        result += lines

      case .removed(let old, let label, let value, let collapsed):
        var lines = oneSide(value, collapsed: collapsed, mark: .first)
        labelAndSeparate(
          &lines, oldLabel: label, newLabel: nil, oldComma: old < oldCount - 1, newComma: false)
        result += lines

      case .inserted(let new, let label, let value, let collapsed):
        var lines = oneSide(value, collapsed: collapsed, mark: .second)
        labelAndSeparate(
          &lines, oldLabel: nil, newLabel: label, oldComma: false, newComma: new < newCount - 1)
        result += lines
      }
    }
    return result
  }

  /// Folds runs of unchanged entries, keeping the one next to each change as context, and only
  /// when that hides at least two (one fold line for one hidden line saves nothing).
  /// An element only one side has, dumped (or summarised when collapsed) as lines of that side.
  private func oneSide(_ value: Any, collapsed: Bool, mark: DiffLine.Mark) -> [DiffLine] {
    var dumper = ValueDumper(path: mark == .first ? oldPath : newPath)
    let valueLines =
      collapsed
      ? [DumpLine(indent: 0, text: dumper.summary(of: value))]
      : dumper.lines(of: value, isRoot: false, depth: 0)
    return valueLines.map { DiffLine(mark: mark, indent: $0.indent, text: $0.text) }
  }

  private func folded(_ entries: [Entry]) -> [Entry] {
    var result: [Entry] = []
    var start = 0
    while start < entries.count {
      guard entries[start].isSame else {
        result.append(entries[start])
        start += 1
        continue
      }
      var end = start
      while end < entries.count, entries[end].isSame { end += 1 }
      let keptBefore = start > 0 ? 1 : 0
      let keptAfter = end < entries.count ? 1 : 0
      let hidden = end - start - keptBefore - keptAfter
      if hidden >= 2, case .same(let lastHidden, _, _) = entries[end - keptAfter - 1] {
        result += entries[start..<(start + keptBefore)]
        result.append(.folded(count: hidden, lastNew: lastHidden))
        result += entries[(end - keptAfter)..<end]
      } else {
        result += entries[start..<end]
      }
      start = end
    }
    return result
  }

  /// Puts each side's label on that side's first line and each side's comma on its last line;
  /// a context line takes the new side's.
  private func labelAndSeparate(
    _ lines: inout [DiffLine], oldLabel: String?, newLabel: String?, oldComma: Bool,
    newComma: Bool
  ) {
    if let firstNew = lines.firstIndex(where: { $0.mark != .first }) {
      prefixLabel(&lines[firstNew].text, with: newLabel)
    }
    if let firstOld = lines.firstIndex(where: { $0.mark == .first }),
      lines[..<firstOld].allSatisfy({ $0.mark != .both })
    {
      prefixLabel(&lines[firstOld].text, with: oldLabel)
    }
    if newComma, let lastNew = lines.lastIndex(where: { $0.mark != .first }) {
      lines[lastNew].text += ","
    }
    if oldComma, let lastOld = lines.lastIndex(where: { $0.mark == .first }),
      lines[(lastOld + 1)...].allSatisfy({ $0.mark != .both })
    {
      lines[lastOld].text += ","
    }
  }
}
