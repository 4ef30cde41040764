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
  }

  let store = Store(
    initialState: State(),
    reducer: Reducer<State, Action, Void> { state, action, _ in
      switch action {
      case .increment: state.count += 1
      case .rename(let name): state.name = name
      case .same: state.count = state.count
      case .childValue(let value): state.child.value = value
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
