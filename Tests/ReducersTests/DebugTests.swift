import Reducers
import Synchronization
import Testing

struct DebugTests {
  struct State: Equatable {
    var count = 0
    var name = "x"
  }

  enum Action: Sendable { case increment, noop }

  @Test func printsTheActionAndADiffOfTheStateChange() {
    let lines = Mutex<[String]>([])
    let reducer = Reducer<State, Action, Void> { state, action, _ in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .debug("counter", to: { text in lines.withLock { $0.append(text) } })
    var state = State()
    _ = reducer.reduce(into: &state, action: .increment, environment: ())
    _ = reducer.reduce(into: &state, action: .noop, environment: ())
    #expect(
      lines.withLock { $0 } == [
        """
        counter: received action:
          DebugTests.Action.increment
            DebugTests.State(
          -   count: 0,
          +   count: 1,
              name: "x"
            )
        """,
        """
        counter: received action:
          DebugTests.Action.noop
          (No state changes)
        """,
      ])
  }
}
