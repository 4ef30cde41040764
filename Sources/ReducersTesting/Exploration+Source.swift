import ReducersDebugging

// The one place an explored step becomes Swift source.

/// `step` as the line of a `TestStore` test that takes it.
func renderedStep<Action>(_ step: ExplorationStep<Action>) -> String {
  switch step {
  case .send(let action): "await store.send(\(swiftSource(action, width: .max)))"
  case .advance(let duration): "await clock.advance(by: \(renderedDuration(duration)))"
  }
}

/// `duration` as Swift source, in the largest whole unit: `.seconds(3)`, `.milliseconds(500)`.
func renderedDuration(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  if nanoseconds % 1_000_000_000 == 0 { return ".seconds(\(nanoseconds / 1_000_000_000))" }
  if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
  if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
  return ".nanoseconds(\(nanoseconds))"
}
