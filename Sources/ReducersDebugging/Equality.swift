/// Whether two values are equal by their own `==`: nil when the first is not `Equatable`,
/// false when the second is not of the same type.
///
/// The diff asks this before looking inside a value, so that equal subtrees (the bulk of a
/// large state with one change) are never reflected nor rendered.
func isEqualIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return isEqual(lhs, rhs)
}

/// `lhs` opened from `any Equatable`, so that `==` can be called on its own type.
private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}
