extension Store where State: Sendable {
  /// The current state, then the state after every `send` (with the actions its effects sent
  /// before it returned), as an asynchronous sequence.
  ///
  /// A slow reader sees the newest state (older unread states are dropped), which is what a
  /// display wants. The stream ends when the reading task is cancelled.
  public func states() -> AsyncStream<State> {
    observe(removingDuplicates: nil)
  }

  func observe(removingDuplicates isDuplicate: (@MainActor (State, State) -> Bool)?)
    -> AsyncStream<State>
  {
    let (stream, continuation) = AsyncStream.makeStream(
      of: State.self, bufferingPolicy: .bufferingNewest(1))
    var last = core.state
    continuation.yield(last)
    let token = core.addObserver { state in
      if let isDuplicate, isDuplicate(last, state) { return }
      last = state
      continuation.yield(state)
    }
    let core = core
    continuation.onTermination = { _ in
      Task { @MainActor in core.removeObserver(token) }
    }
    return stream
  }
}

extension Store where State: Sendable & Equatable {
  /// The current state, then every *different* state, as an asynchronous sequence.
  public func states() -> AsyncStream<State> {
    observe(removingDuplicates: ==)
  }
}
