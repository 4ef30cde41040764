/// Carries a value the compiler cannot prove `Sendable` but that is never mutated: key paths.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @inlinable
  init(value: Value) {
    self.value = value
  }
}
