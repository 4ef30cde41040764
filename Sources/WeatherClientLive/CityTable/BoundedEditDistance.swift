/// Optimal-string-alignment (restricted Damerau–Levenshtein) distance between two byte
/// strings, computed only up to a bound so that far-apart pairs exit early.
enum BoundedEditDistance {
  /// The number of insertions, deletions, substitutions and adjacent transpositions that turn
  /// `a` into `b`, or `nil` when it exceeds `bound`.
  static func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, bound: Int
  ) -> Int? {
    let n = a.count
    let m = b.count
    guard abs(n - m) <= bound else { return nil }
    if n == 0 || m == 0 { return max(n, m) }
    // Three rolling rows of the DP matrix, width m + 1; queries and keys are short.
    let width = m + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var previous2 = base
      var previous = base + width
      var current = base + 2 * width
      for j in 0...m { previous[j] = j }
      for i in 1...n {
        current[0] = i
        var rowMinimum = i
        let ai = a[i - 1]
        for j in 1...m {
          let bj = b[j - 1]
          var value = Swift.min(
            previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai == bj ? 0 : 1))
          if i > 1 && j > 1 && ai == b[j - 2] && a[i - 2] == bj {
            value = Swift.min(value, previous2[j - 2] + 1)
          }
          current[j] = value
          rowMinimum = Swift.min(rowMinimum, value)
        }
        if rowMinimum > bound { return nil }
        (previous2, previous, current) = (previous, current, previous2)
      }
      let result = previous[m]
      return result <= bound ? result : nil
    }
  }
}
