import Reducers
import Testing

@MainActor
struct ScopeTests {
  struct Child: Equatable {
    var count = 0
    var grandchild = Grandchild()
  }

  struct Grandchild: Equatable {
    var text = ""
  }

  struct Parent: Equatable {
    var child = Child()
    var other = 0
  }

  enum GrandchildAction: Equatable, Sendable { case setText(String) }
  enum ChildAction: Equatable, Sendable {
    case increment
    case grandchild(GrandchildAction)
  }
  enum ParentAction: Equatable, Sendable {
    case child(ChildAction)
    case resetChild
  }

  let store: Store<Parent, ParentAction>

  init() {
    let grandchild = Reducer<Grandchild, GrandchildAction, Void> { state, action, _ in
      switch action {
      case .setText(let text): state.text = text
      }
      return .none
    }
    let child = Reducer<Child, ChildAction, Void>.combine(
      Reducer { state, action, _ in
        if action == .increment { state.count += 1 }
        return .none
      },
      grandchild.pullback(
        state: \.grandchild,
        action: CasePath(embed: ChildAction.grandchild) {
          guard case .grandchild(let action) = $0 else { return nil }
          return action
        },
        environment: { $0 })
    )
    let parent = Reducer<Parent, ParentAction, Void>.combine(
      child.pullback(state: \.child, action: CasePath(ParentAction.child), environment: { $0 }),
      Reducer { state, action, _ in
        if action == .resetChild { state.child = Child() }
        return .none
      }
    )
    store = Store(initialState: Parent(), reducer: parent, environment: ())
  }

  @Test func theParentSeesTheChildsChanges() {
    let child = store.scope(state: \.child, action: ParentAction.child)
    child.send(.increment)
    #expect(store.child.count == 1)
    #expect(child.count == 1)
  }

  @Test func theChildSeesTheParentsChangesAndIsNeverStale() {
    let child = store.scope(state: \.child, action: ParentAction.child)
    child.send(.increment)
    store.send(.resetChild)
    #expect(child.count == 0)
  }

  @Test func nestedScopesReadAndWriteTheRoot() {
    let child = store.scope(state: \.child, action: ParentAction.child)
    let grandchild = child.scope(state: \.grandchild, action: ChildAction.grandchild)
    grandchild.send(.setText("hello"))
    #expect(store.child.grandchild.text == "hello")
    #expect(grandchild.text == "hello")
    store.send(.resetChild)
    #expect(grandchild.text == "")
  }

  /// The stream keeps only the newest unread state (what a display wants), so a reader that
  /// expects every state must read each one before the next is produced. The old version read
  /// from a task started "a moment later" (after `megaYield`): under load the task subscribed
  /// late or fell behind, a state was dropped by design, and the loop waited forever for a
  /// third value that would never come.
  @Test func aScopedStoreObservesItsPart() async {
    let child = store.scope(state: \.child, action: ParentAction.child)
    var states = child.states().makeAsyncIterator()
    var counts: [Int] = []
    counts.append(await states.next()?.count ?? -1)
    child.send(.increment)
    counts.append(await states.next()?.count ?? -1)
    child.send(.increment)
    counts.append(await states.next()?.count ?? -1)
    #expect(counts == [0, 1, 2])
  }

  /// A slow reader sees the newest state, never a stale one, and is never left waiting.
  @Test func aSlowReaderOfAScopedStoreSeesTheNewestState() async {
    let child = store.scope(state: \.child, action: ParentAction.child)
    var states = child.states().makeAsyncIterator()
    child.send(.increment)
    child.send(.increment)
    #expect(await states.next()?.count == 2)
  }
}
