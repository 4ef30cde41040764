import ReducersDebugging

extension TestStore {
  /// Shows, with `.off(showSkippedAssertions: true)`, every received action a step skips with
  /// the state change it made: each skipped step is shown, not only the last one's result.
  func showSkippedSteps(
    _ steps: ArraySlice<TestStoreRecorder<State, Action, Environment>.ReceivedAction>,
    from start: State, at location: IssueLocation
  ) {
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
    var before = start
    for step in steps {
      let change = diff(before, step.state).map { ":\n\n" + $0.indented } ?? " (no state change)"
      showSkipped("Skipped receiving \(customDump(step.action))\(change)", at: location)
      before = step.state
    }
  }
}
