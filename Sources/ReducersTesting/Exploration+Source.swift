import ReducersDebugging

// The one place an explored step becomes Swift source.

/// `step` as the line of a `TestStore` test that takes it.
func renderedStep<Action>(_ step: ExplorationStep<Action>) -> String {
  switch step {
  case .send(let action): "await store.send(\(swiftSource(action, width: .max)))"
  case .advance(let duration): "await clock.advance(by: \(swiftSource(duration)))"
  }
}
