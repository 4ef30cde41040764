/// What a `Store` reads and sends through: the root's state and queue, seen through a path.
///
/// Scoped stores do not chain: each holds the root and one composed key path and action
/// embedding, so reading or sending costs the same at any depth of nesting.
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action: Sendable

  var state: State { get }
  var runtime: EffectRuntime { get }
  func send(_ action: Action) -> StoreTask
  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken
  func removeObserver(_ token: ObserverToken)
  func scope<ChildState, ChildAction: Sendable>(
    state path: KeyPath<State, ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction>
}

/// Identifies one state observer of a root store.
struct ObserverToken: Hashable, Sendable {
  let rawValue: Int
}

/// The store that owns the state, runs the reducer and its effects.
@MainActor
final class RootCore<State, Action: Sendable>: StoreCore {
  private var currentState: State
  private let reduce: (inout State, Action) -> Effect<Action>
  let runtime = EffectRuntime()

  private var queue: [Action] = []
  private var isSending = false
  private var observers: [ObserverToken: @MainActor (State) -> Void] = [:]
  private var nextObserver = 0

  init(initialState: State, reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.currentState = initialState
    self.reduce = reduce
  }

  deinit {
    runtime.invalidate()
  }

  var state: State { currentState }

  private lazy var effectSend = Send<Action> { [weak self] action in
    _ = self?.send(action)
  }

  func send(_ action: Action) -> StoreTask {
    queue.append(action)
    // An action sent while a reducer runs (by a `.send` effect or an observer) waits its turn:
    // never re-entrant, and no recursion however many actions are queued.
    guard !isSending else { return StoreTask(nil) }
    isSending = true
    defer { isSending = false }

    var tasks: [Task<Void, Never>] = []
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      let effect = reduce(&currentState, next)
      if !effect.isNone {
        tasks.append(contentsOf: runtime.start(effect, send: effectSend))
      }
      if !observers.isEmpty {
        for observer in observers.values { observer(currentState) }
      }
    }
    queue.removeAll(keepingCapacity: true)
    return StoreTask(tasks)
  }

  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken {
    let token = ObserverToken(rawValue: nextObserver)
    nextObserver += 1
    observers[token] = observer
    return token
  }

  func removeObserver(_ token: ObserverToken) {
    observers[token] = nil
  }

  func scope<ChildState, ChildAction: Sendable>(
    state path: KeyPath<State, ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    ScopedCore(root: self, path: path, embed: embed)
  }
}

/// A view of a root store through a key path (state) and an embedding (actions).
@MainActor
final class ScopedCore<RootState, RootAction: Sendable, State, Action: Sendable>: StoreCore {
  let root: RootCore<RootState, RootAction>
  let path: KeyPath<RootState, State>
  let embed: @Sendable (Action) -> RootAction

  init(
    root: RootCore<RootState, RootAction>, path: KeyPath<RootState, State>,
    embed: @escaping @Sendable (Action) -> RootAction
  ) {
    self.root = root
    self.path = path
    self.embed = embed
  }

  var state: State { root.state[keyPath: path] }

  var runtime: EffectRuntime { root.runtime }

  func send(_ action: Action) -> StoreTask {
    root.send(embed(action))
  }

  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken {
    let path = path
    return root.addObserver { observer($0[keyPath: path]) }
  }

  func removeObserver(_ token: ObserverToken) {
    root.removeObserver(token)
  }

  func scope<ChildState, ChildAction: Sendable>(
    state childPath: KeyPath<State, ChildState>,
    action childEmbed: @escaping @Sendable (ChildAction) -> Action
  ) -> any StoreCore<ChildState, ChildAction> {
    let embed = embed
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: root, path: path.appending(path: childPath),
      embed: { embed(childEmbed($0)) })
  }
}
