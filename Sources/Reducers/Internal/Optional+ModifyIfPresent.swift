extension Optional {
  /// Runs `body` on the wrapped value in place (without a copy-on-write copy), or returns nil.
  @inlinable
  mutating func modifyIfPresent<Result>(_ body: (inout Wrapped) -> Result) -> Result? {
    guard var wrapped = self else { return nil }
    self = nil
    defer { self = wrapped }
    return body(&wrapped)
  }
}
