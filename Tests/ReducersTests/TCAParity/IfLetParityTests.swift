import Reducers
import ReducersTesting
import Testing

/// TCA's IfLetReducerTests, on our `ifLet`.
@MainActor
struct IfLetParityTests {
  struct Child: Equatable, Identifiable, Sendable {
    let id: Int
    var value = 0
  }

  enum ChildAction: Equatable, Sendable { case tap, response(Int) }

  struct State: Equatable {
    var child: Child?
  }

  enum Action: Equatable, Sendable {
    case child(ChildAction)
    case newChild
    case sameChildReset
  }

  static let childPath = CasePath<Action, ChildAction>(embed: Action.child) {
    guard case .child(let action) = $0 else { return nil }
    return action
  }

  let clock = TestClock()
  let reducer: any ReducerProtocol<State, Action, TestClock>

  init() {
    let child = Reducer<Child, ChildAction, TestClock> { state, action, clock in
      switch action {
      case .tap:
        return .run { [id = state.id] send in
          try await clock.sleep(for: .seconds(1))
          await send(.response(id))
        }
      case .response(let value):
        state.value = value
        return .none
      }
    }
    reducer = Reducer<State, Action, TestClock> { state, action, _ in
      switch action {
      case .child: return .none
      case .newChild:
        guard let id = state.child?.id else { return .none }
        state.child = Child(id: id + 1)
        return .none
      case .sameChildReset:
        state.child?.value = 0
        return .none
      }
    }
    .ifLet(state: \.child, action: Self.childPath, environment: { $0 }, then: child)
  }

  /// testIdentifiableChild: a child replaced by one with another id does not get the old
  /// child's answers; its effects are cancelled.
  @Test func replacingAnIdentifiableChildCancelsItsEffects() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: State(child: Child(id: 1)), reducer: reducer, environment: clock)
      await store.send(.child(.tap))
      await store.send(.newChild) { $0.child = Child(id: 2) }
      await store.send(.child(.tap))
      await clock.advance(by: .seconds(1))
      await store.receive(.child(.response(2))) { $0.child?.value = 2 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  /// The same child changed in place keeps its effects.
  @Test func changingTheSameChildKeepsItsEffects() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: State(child: Child(id: 1, value: 5)), reducer: reducer, environment: clock)
      await store.send(.child(.tap))
      await store.send(.sameChildReset) { $0.child?.value = 0 }
      await clock.advance(by: .seconds(1))
      await store.receive(.child(.response(1))) { $0.child?.value = 1 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}
