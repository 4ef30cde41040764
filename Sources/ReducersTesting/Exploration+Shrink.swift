import Reducers

extension Explorer {
  /// The shortest sequence found that fails as `steps` did (`found`), by delta debugging:
  /// removing chunks of steps, halving their size down to single steps, then merging
  /// neighbouring clock advances and shortening each advance; each candidate is run again
  /// from the start. Returns it with its failure and how many candidates were run.
  func shrink(_ steps: [Step], _ found: Found) async -> ([Step], Found, Int) {
    var best = steps
    var bestFound = found
    var runs = 0
    /// Whether `candidate` fails the same way; if it does, it is kept, cut at its failing step.
    func attempt(_ candidate: [Step]) async -> Bool {
      guard runs < budget.maximumShrinkRuns, candidate.count <= best.count else { return false }
      runs += 1
      let outcome = await replay(candidate)
      guard let failure = outcome.found, failure.kind == found.kind else { return false }
      best = outcome.steps
      bestFound = failure
      return true
    }
    var changed = true
    while changed, runs < budget.maximumShrinkRuns {
      changed = false
      var size = max(best.count / 2, 1)
      while size >= 1 {
        var start = 0
        while start < best.count {
          let end = min(start + size, best.count)
          if await attempt(Array(best[..<start] + best[end...])) {
            changed = true
          } else {
            start += size
          }
        }
        size /= 2
      }
      var index = 0
      while index + 1 < best.count {
        if case .advance(let first) = best[index], case .advance(let second) = best[index + 1] {
          var candidate = best
          candidate.replaceSubrange(index...(index + 1), with: [.advance(first + second)])
          if await attempt(candidate) {
            changed = true
            continue
          }
        }
        index += 1
      }
      let unit = max(budget.advanceGranularity, .nanoseconds(1))
      for index in best.indices {
        // Bisection, in whole units, for the shortest advance here that still fails.
        guard index < best.count, case .advance(let duration) = best[index] else { continue }
        var low = 0
        var high = Int((duration / unit).rounded(.up))
        while low + 1 < high, index < best.count {
          let middle = (low + high) / 2
          var candidate = best
          candidate[index] = .advance(unit * middle)
          if await attempt(candidate) {
            high = middle
            changed = true
          } else {
            low = middle
          }
        }
      }
    }
    return (best, bestFound, runs)
  }
}
