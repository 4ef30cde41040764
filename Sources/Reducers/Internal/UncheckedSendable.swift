/// Carries a value the compiler cannot prove `Sendable` but that is never mutated: key paths.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}
