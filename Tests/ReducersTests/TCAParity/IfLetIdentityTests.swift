import Reducers
import ReducersTesting
import Testing

/// What makes an `ifLet` child the same one, in the builder spelling: an `Identifiable` child's
/// `id`, any other child's presence (as TCA's `NavigationID`); and a child that needs no
/// environment composed into a parent that has one.
@MainActor
struct IfLetIdentityTests {
  struct Plain: Equatable, Sendable { var value = 0 }

  enum ChildAction: Equatable, Sendable { case tap, response(Int) }

  struct Feature: ReducerProtocol {
    struct State: Equatable { var child: Plain? }
    enum Action: Equatable, Sendable { case child(ChildAction), replace, remove }

    var body: some ReducerProtocol<State, Action, TestClock> {
      Reduce { state, action, _ in
        switch action {
        case .child: break
        case .replace: state.child = Plain(value: 9)
        case .remove: state.child = nil
        }
        return .none
      }
      .ifLet(\.child, action: Action.child) {
        Reduce { state, action, clock in
          switch action {
          case .tap:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.response(1))
            }
          case .response(let value):
            state.value += value
            return .none
          }
        }
      }
    }
  }

  /// A child that is not `Identifiable` replaced by another value is still the same child: its
  /// effects run on and answer it.
  @Test func replacingAChildThatIsNotIdentifiableKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Feature.State(child: Plain()), reducer: Feature(), environment: clock)
    await store.send(.child(.tap))
    await store.send(.replace) { $0.child = Plain(value: 9) }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.response(1))) { $0.child = Plain(value: 10) }
  }

  /// Removed, it is gone: its effects are cancelled and nothing answers.
  @Test func removingAChildCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Feature.State(child: Plain()), reducer: Feature(), environment: clock)
    await store.send(.child(.tap))
    await store.send(.remove) { $0.child = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  struct Counter: ReducerProtocol {
    struct State: Equatable, Identifiable { var id = 0; var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    var body: some ReducerProtocol<State, Action, Void> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  struct Parent: ReducerProtocol {
    struct State: Equatable {
      var counter = Counter.State()
      var optional: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = []
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case optional(Counter.Action)
      case rows(IdentifiedActionOf<Counter>)
    }
    struct Environment: Sendable { var name = "parent" }

    var body: some ReducerProtocol<State, Action, Environment> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      Reduce { state, action, environment in
        state.log.append(environment.name)
        return .none
      }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.rows) { Counter() }
    }
  }

  /// `Counter` needs no environment; listed in a parent that has one, each operator runs it,
  /// in the order of the `body`.
  @Test func aChildWithoutAnEnvironmentRunsInAParentWithOne() async {
    let store = TestStore(
      initialState: Parent.State(optional: Counter.State(), rows: [Counter.State(id: 7)]),
      reducer: Parent(), environment: Parent.Environment())
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.log = ["parent"]
    }
    await store.send(.optional(.increment)) {
      $0.optional?.count = 1
      $0.log.append("parent")
    }
    await store.send(.rows(.element(id: 7, action: .increment))) {
      $0.rows[id: 7]?.count = 1
      $0.log.append("parent")
    }
  }
}
