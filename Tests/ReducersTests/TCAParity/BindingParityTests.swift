import Reducers
import ReducersTesting
import Testing

/// TCA's BindingTests / BindingReducerTests, on our `binding()`.
@MainActor
struct BindingParityTests {
  struct State: Equatable {
    var nested = Nested()
    var count = 0

    struct Nested: Equatable {
      var field = ""
    }
  }

  /// Declaring the `binding` case is enough, as in TCA.
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case increment
  }

  let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case .binding(\.nested.field):
      state.nested.field += "!"
      return .none
    case .binding:
      return .none
    case .increment:
      state.count += 1
      return .none
    }
  }
  .binding()

  /// BindingTests.testNestedBindingState: the binding is applied before the reducer, which
  /// matches it by key path.
  @Test func aNestedBindingIsAppliedThenMatchedByItsKeyPath() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: State(), reducer: reducer, environment: ())
      await store.send(.binding(.set(\.nested.field, "Hello"))) { $0.nested.field = "Hello!" }
      await store.send(.binding(.set(\.count, 3))) { $0.count = 3 }
      await store.send(.increment) { $0.count = 4 }
      await store.finish()
    }
    #expect(failures.isEmpty)
    #expect(Action.increment.binding == nil)
    #expect(Action.binding(.set(\.count, 1)).binding == .set(\.count, 1))
    #expect(BindingAction<State>.set(\.count, 1) != .set(\.count, 2))
  }
}
