extension Task where Success == Never, Failure == Never {
  /// Yields many times, so that plain tasks (not a `TestStore`'s effects, which never need it)
  /// just started or woken get to run before a test of the live `Store` goes on.
  static func megaYield(count: Int = 64) async {
    for _ in 0..<count { await Task<Never, Never>.yield() }
  }
}
