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
    let fromArray = Store(
      initialState: [], reducer: Reducer.combine([second, first]), environment: ())
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
      state: \Parent.child, action: CasePath(ParentAction.child),
      environment: { (env: Int) in env * 10 })
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Parent(), reducer: parent, environment: 1)
      await store.send(.unrelated)
      await store.send(.child(1)) { $0.child = 10 }
      await store.receive(.child(2)) { $0.child = 30 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func combineOfEightRunsEachInOrder() {
    func logging(_ name: String) -> Reducer<[String], String, Void> {
      Reducer { log, action, _ in
        log.append("\(name) \(action)")
        return .none
      }
    }
    let eight = Reducer.combine(
      logging("1"), logging("2"), logging("3"), logging("4"), logging("5"), logging("6"),
      logging("7"), logging("8"))
    var log: [String] = []
    let effect = eight.reduce(into: &log, action: "x", environment: ())
    #expect(log == ["1 x", "2 x", "3 x", "4 x", "5 x", "6 x", "7 x", "8 x"])
    #expect(effect.isNone)
  }

  @Test func aComposedReducerErasedIsTheSameReducer() {
    let counting = Reducer<Int, Int, Void> { count, action, _ in
      count += action
      return .none
    }
    let composed = Reducer.combine(counting, counting, counting)
    let erased = Reducer(composed)
    var direct = 0
    var throughErased = 0
    _ = composed.reduce(into: &direct, action: 2, environment: ())
    _ = erased.run(&throughErased, 2, ())
    #expect(direct == 6)
    #expect(throughErased == 6)
  }

  /// A feature written as a type whose `body` composes: what it does is what the composition
  /// does, and the test store asserts it like any reducer.
  struct Form: Equatable {
    var name = ""
    var edits = 0
    var saves = 0
  }

  enum FormAction: Equatable, Sendable {
    case name(String)
    case saved
  }

  struct FormFeature: ReducerProtocol {
    var body: some ReducerProtocol<Form, FormAction, Void> {
      Reducer.combine(
        Reducer<String, String, Void> { name, newName, _ in
          name = newName
          return .none
        }
        .pullback(
          state: \Form.name,
          action: CasePath(embed: FormAction.name) {
            guard case .name(let name) = $0 else { return nil }
            return name
          }, environment: { _ in }),
        Reducer { form, action, _ in
          switch action {
          case .name(let name):
            form.edits += 1
            return name.isEmpty ? .none : .send(.saved)
          case .saved:
            form.saves += 1
            return .none
          }
        }
      )
    }
  }

  @Test func aFeatureBodyRunsItsComposition() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: Form(), reducer: FormFeature(), environment: ())
      await store.send(.name("Ada")) {
        $0.name = "Ada"
        $0.edits = 1
      }
      await store.receive(.saved) { $0.saves = 1 }
      await store.send(.name("")) {
        $0.name = ""
        $0.edits = 2
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func combineTakesItsTypeFromTheContext() {
    let first = Reducer<Int, Int, Void> { count, action, _ in
      count += action
      return .none
    }
    let second = Reducer<Int, Int, Void> { count, _, _ in
      count *= 10
      return .none
    }
    let store = Store(initialState: 1, reducer: .combine(first, second, first), environment: ())
    store.send(2)
    #expect(store.state == 32)
  }
}
