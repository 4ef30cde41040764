/// How one element of an old sequence corresponds to one of a new sequence.
enum SequenceAlignmentStep: Equatable {
  /// Known to be equal.
  case same(old: Int, new: Int)
  /// At the same place on both sides, to be compared (and diffed if they differ).
  case pair(old: Int, new: Int)
  /// Only in the old sequence.
  case removed(old: Int)
  /// Only in the new sequence.
  case inserted(new: Int)
}

/// Aligns two sequences by content: their common prefix and suffix, then a longest common
/// subsequence of the middle when it is small enough, position by position otherwise.
///
/// Within each run between matches, removed and inserted elements are paired up so that an
/// edited element is diffed rather than shown removed and re-inserted.
///
/// - Parameters:
///   - equal: Whether the elements at two indices are equal; called for the prefix and suffix.
///   - oldKey, newKey: A key per element that is equal exactly when elements are; computed once
///     per element of the middle, which the LCS compares `oldCount * newCount` times.
///   - maxCells: The largest LCS table, so that time and memory stay bounded.
func alignByContent(
  oldCount: Int, newCount: Int, maxCells: Int = 250_000,
  equal: (Int, Int) -> Bool, oldKey: (Int) -> String, newKey: (Int) -> String
) -> [SequenceAlignmentStep] {
  var prefix = 0
  while prefix < min(oldCount, newCount), equal(prefix, prefix) { prefix += 1 }
  var suffix = 0
  while suffix < min(oldCount, newCount) - prefix,
    equal(oldCount - 1 - suffix, newCount - 1 - suffix)
  {
    suffix += 1
  }
  let oldMiddle = prefix..<(oldCount - suffix)
  let newMiddle = prefix..<(newCount - suffix)

  var steps = (0..<prefix).map { SequenceAlignmentStep.same(old: $0, new: $0) }
  if oldMiddle.count * newMiddle.count <= maxCells {
    steps += pairingRuns(
      longestCommonSubsequence(
        old: oldMiddle.map(oldKey), new: newMiddle.map(newKey), oldOffset: prefix,
        newOffset: prefix))
  } else {
    let paired = min(oldMiddle.count, newMiddle.count)
    steps += (0..<paired).map { .pair(old: prefix + $0, new: prefix + $0) }
    steps += oldMiddle.dropFirst(paired).map { .removed(old: $0) }
    steps += newMiddle.dropFirst(paired).map { .inserted(new: $0) }
  }
  steps += (0..<suffix).map {
    .same(old: oldCount - suffix + $0, new: newCount - suffix + $0)
  }
  return steps
}

private func longestCommonSubsequence(
  old: [String], new: [String], oldOffset: Int, newOffset: Int
) -> [SequenceAlignmentStep] {
  // Interning the keys makes each of the table's comparisons an integer comparison.
  var interned: [String: Int] = [:]
  let a = old.map { key in
    if let id = interned[key] { return id }
    interned[key] = interned.count
    return interned.count - 1
  }
  // A key found only on the new side matches nothing.
  let b = new.map { interned[$0] ?? -1 }

  // lengths[i][j]: the length of an LCS of a[i...] and b[j...], in one flat buffer.
  let width = b.count + 1
  var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lengths[i * width + j] =
        a[i] == b[j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
    }
  }

  var steps: [SequenceAlignmentStep] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      steps.append(.same(old: oldOffset + i, new: newOffset + j))
      i += 1
      j += 1
    } else if j == b.count
      || (i < a.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
    {
      steps.append(.removed(old: oldOffset + i))
      i += 1
    } else {
      steps.append(.inserted(new: newOffset + j))
      j += 1
    }
  }
  return steps
}

/// Within each run of removals and insertions, pairs the first removal with the first
/// insertion and so on, since those are most likely one element edited in place.
private func pairingRuns(_ steps: [SequenceAlignmentStep]) -> [SequenceAlignmentStep] {
  var result: [SequenceAlignmentStep] = []
  var removed: [Int] = []
  var inserted: [Int] = []
  func flush() {
    let paired = min(removed.count, inserted.count)
    result += (0..<paired).map { .pair(old: removed[$0], new: inserted[$0]) }
    result += removed.dropFirst(paired).map { .removed(old: $0) }
    result += inserted.dropFirst(paired).map { .inserted(new: $0) }
    removed = []
    inserted = []
  }
  for step in steps {
    switch step {
    case .removed(let old): removed.append(old)
    case .inserted(let new): inserted.append(new)
    default:
      flush()
      result.append(step)
    }
  }
  flush()
  return result
}

/// Aligns two sequences of unique identities: identities on both sides are paired, the others
/// removed or inserted. Identities that changed places relative to the rest are shown removed
/// from their old place and inserted at their new one; the ones left in place are a longest
/// increasing subsequence of old positions taken in new order, which keeps that set as large
/// as possible in O(n log n).
func alignByIdentity(old: [AnyHashable], new: [AnyHashable]) -> [SequenceAlignmentStep] {
  var oldIndexByID: [AnyHashable: Int] = [:]
  for (index, id) in old.enumerated() where oldIndexByID[id] == nil { oldIndexByID[id] = index }
  let common = new.enumerated().compactMap { newIndex, id in
    oldIndexByID[id].map { (old: $0, new: newIndex) }
  }
  let stable = longestIncreasingSubsequence(common.map(\.old)).map { common[$0] }
  var stableOld = Set(stable.map(\.old))
  var stableNew = Set(stable.map(\.new))

  var steps: [SequenceAlignmentStep] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, !stableOld.contains(i) {
      steps.append(.removed(old: i))
      i += 1
    } else if j < new.count, !stableNew.contains(j) {
      steps.append(.inserted(new: j))
      j += 1
    } else {
      // Both stable: the stable pairs are in the same order on both sides.
      steps.append(.pair(old: i, new: j))
      stableOld.remove(i)
      stableNew.remove(j)
      i += 1
      j += 1
    }
  }
  return steps
}

/// The indices into `values` of a longest strictly increasing subsequence (patience sorting).
private func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  var tails: [Int] = []  // tails[k]: index of the smallest tail of an increasing run of k + 1
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var result: [Int] = []
  var index = tails.last ?? -1
  while index >= 0 {
    result.append(index)
    index = previous[index]
  }
  return result.reversed()
}
