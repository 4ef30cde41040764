import Observation
import Reducers
import Synchronization
import Testing

/// `Store` as SwiftUI observes it, through `withObservationTracking`, on Linux too.
@MainActor
struct StoreObservableTests {
  struct State: Equatable {
    var count = 0
    var name = ""
    var child = Child()
  }
  struct Child: Equatable { var value = 0 }
  enum Action: Sendable {
    case increment, rename(String), same, childValue(Int)
    /// Adds one, then sends `.unflip`, which takes it away: the send ends where it started.
    case flip, unflip
    /// Adds one and sends `.increment`: the send ends two higher.
    case twice
  }

  let store = Store(
    initialState: State(),
    reducer: Reducer<State, Action, Void> { state, action, _ in
      switch action {
      case .increment: state.count += 1
      case .rename(let name): state.name = name
      case .same: state.count = state.count
      case .childValue(let value): state.child.value = value
      case .flip:
        state.count += 1
        return .send(.unflip)
      case .unflip: state.count -= 1
      case .twice:
        state.count += 1
        return .send(.increment)
      }
      return .none
    },
    environment: ())

  /// How many times `onChange` fired after `read` was tracked and `actions` were sent.
  func changes(reading read: @escaping @MainActor () -> Void, after actions: [Action]) -> Int {
    let fired = Mutex(0)
    withObservationTracking {
      read()
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    for action in actions { store.send(action) }
    return fired.withLock { $0 }
  }

  @Test func aFieldReadThroughDynamicMemberLookupIsToldWhenItChanges() {
    #expect(changes(reading: { _ = store.count }, after: [.increment]) == 1)
  }

  @Test func aFieldReadIsNotToldWhenOnlyAnotherFieldChanges() {
    #expect(changes(reading: { _ = store.count }, after: [.rename("a")]) == 0)
    #expect(changes(reading: { _ = store.name }, after: [.increment, .childValue(3)]) == 0)
  }

  @Test func theWholeStateReadIsToldOfAnyChange() {
    #expect(changes(reading: { _ = store.state.name }, after: [.increment]) == 1)
  }

  @Test func aSendThatLeavesTheStateEqualTellsNoOne() {
    #expect(changes(reading: { _ = store.state.count }, after: [.same]) == 0)
    #expect(changes(reading: { _ = store.count }, after: [.same]) == 0)
  }

  // Observers are told once the send is over, with the actions its effects sent at once: a
  // value the send only passes through is never seen (before, `.flip` told both once, with
  // `count` at 1 inside `onChange`).
  @Test func aSendWhoseActionsChangeAFieldBackTellsNoOne() {
    #expect(changes(reading: { _ = store.count }, after: [.flip]) == 0)
    #expect(changes(reading: { _ = store.state.count }, after: [.flip]) == 0)
    #expect(store.count == 0)
  }

  @Test func aSendIsToldOnceWithTheStateItLeaves() {
    let seen = Mutex<[Int]>([])
    withObservationTracking {
      _ = store.count
    } onChange: {
      // The store tells the registrar once the new state is in place: what is read here is
      // the state the send leaves, 2, not the 1 it passed through.
      MainActor.assumeIsolated { seen.withLock { $0.append(store.count) } }
    }
    store.send(.twice)
    #expect(seen.withLock { $0 } == [2])
  }

  @Test func aScopedStoreIsObservedThroughItsRoot() {
    let child = store.scope(state: \.child, action: { Action.childValue($0) })
    #expect(changes(reading: { _ = child.value }, after: [.rename("x")]) == 0)
    #expect(changes(reading: { _ = child.value }, after: [.childValue(2)]) == 1)
  }

  @Test func storeIsObservable() {
    func isObservable(_: some Observable) -> Bool { true }
    #expect(isObservable(store))
  }
}
