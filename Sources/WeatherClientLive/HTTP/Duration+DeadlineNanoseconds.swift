extension Duration {
  /// The duration in whole nanoseconds for a Dispatch deadline, `Int.max` for one too long to
  /// count so and 0 for a negative one: `HTTPClient.timeout` is public and unbounded, and
  /// multiplying its seconds out would trap.
  var deadlineNanoseconds: Int {
    let (seconds, attoseconds) = components
    let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? 0 : .max }
    let (total, carry) = whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000))
    return carry ? .max : max(total, 0)
  }
}
