import Reducers
import ReducersTesting
import Testing

@MainActor
struct CompositionTests {
  @Test func combineRunsInOrderOnTheSameStateAndMergesEffects() async {
    let first = Reducer<[String], String, Void> { log, action, _ in
      log.append("first \(action)")
      return action == "go" ? .send("from first") : .none
    }
    let second = Reducer<[String], String, Void> { log, action, _ in
      log.append("second \(action)")
      return action == "go" ? .send("from second") : .none
    }
    let store = Store(initialState: [], reducer: .combine(first, second), environment: ())
    store.send("go")
    #expect(
      store.state == [
        "first go", "second go",
        "first from first", "second from first",
        "first from second", "second from second",
      ])
    let fromArray = Store(initialState: [], reducer: Reducer.combine([second, first]), environment: ())
    fromArray.send("x")
    #expect(fromArray.state == ["second x", "first x"])
  }

  struct Settings: Equatable {
    var query = ""
    var limit = 10
    var searches = 0
  }

  enum SettingsAction: BindableAction, Equatable {
    case binding(BindingAction<Settings>)
    case other

    var binding: BindingAction<Settings>? {
      guard case .binding(let action) = self else { return nil }
      return action
    }
  }

  @Test func bindingSetsOneFieldAndTheReducerCanReact() {
    let reducer = Reducer<Settings, SettingsAction, Void> { state, action, _ in
      switch action {
      case .binding(\.query):
        state.searches += 1
      case .binding, .other:
        break
      }
      return .none
    }
    .binding()
    let store = Store(initialState: Settings(), reducer: reducer, environment: ())
    store.send(.binding(.set(\.query, "lon")))
    store.send(.binding(.set(\.limit, 5)))
    #expect(store.state == Settings(query: "lon", limit: 5, searches: 1))
    #expect(SettingsAction.binding(.set(\.query, "a")) == .binding(.set(\.query, "a")))
    #expect(SettingsAction.binding(.set(\.query, "a")) != .binding(.set(\.query, "b")))
  }

  @Test func pullbackDerivesTheEnvironmentAndEmbedsActions() async {
    struct Parent: Equatable { var child = 0 }
    enum ParentAction: Equatable, Sendable {
      case child(Int)
      case unrelated
    }
    let child = Reducer<Int, Int, Int> { state, action, step in
      state += action * step
      return action == 1 ? .send(2) : .none
    }
    let parent = child.pullback(
      state: \Parent.child, action: CasePath(ParentAction.child), environment: { (env: Int) in env * 10 })
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Parent(), reducer: parent, environment: 1)
      await store.send(.unrelated)
      await store.send(.child(1)) { $0.child = 10 }
      await store.receive(.child(2)) { $0.child = 30 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}
