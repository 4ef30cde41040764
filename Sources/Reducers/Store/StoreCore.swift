/// What a `Store` reads and observes through: the root's state, seen through a key path.
///
/// Scoped cores do not chain: each holds the root and one composed key path, so reading never
/// copies a parent's state and never goes through the stores in between. (Actions take the
/// `Store`'s composed send: one specialised closure call per level.)
@MainActor
@usableFromInline
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action: Sendable

  var state: State { get }
  var runtime: EffectRuntime { get }
  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken
  func removeObserver(_ token: ObserverToken)
  func scope<ChildState, ChildAction: Sendable>(
    state path: KeyPath<State, ChildState>
  ) -> any StoreCore<ChildState, ChildAction>
}

/// Identifies one state observer of a root store.
@usableFromInline
struct ObserverToken: Hashable, Sendable {
  let rawValue: Int
}

/// The store that owns the state, runs the reducer and its effects.
///
/// `send` is inlinable so that it is specialised for the feature's types where it is called:
/// an effect-free action then costs a closure call and a few branches, with no allocation.
@MainActor
@usableFromInline
package final class RootCore<State, Action: Sendable>: StoreCore {
  // Unchecked exclusivity: every access happens on the main actor, and `send` never overlaps
  // accesses (re-entrant sends only append to the queue), so the dynamic checks would only
  // cost time on every action.
  @exclusivity(unchecked) @usableFromInline var currentState: State
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  @usableFromInline package let runtime: EffectRuntime

  /// Actions sent while a reducer runs, waiting their turn, with the lineage of the effect that
  /// sent each (so that the effects they start are part of the same `send`), and their turn.
  ///
  /// An action's turn orders the queue as TCA's runtime would: a `.send` effect's action joins
  /// the turn of the action whose reducer returned it, while each action an effect's own work
  /// sends (work that starts inside `send` and runs up to its first wait) takes a new turn
  /// after all others — in TCA that work runs after `send` returns, and each of its actions is
  /// reduced with everything it sends synchronously before the work goes on. So
  /// `.run { send in await send(.delegate); await send(.next) }` sees the parent's `.send`
  /// answering `.delegate` before `.next` (`SendOrderTests`).
  @exclusivity(unchecked) @usableFromInline var queue:
    [(action: Action, lineage: EffectLineage?, turn: Int)] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false
  /// The turn of the action being reduced (0: the action given to `send`), and the last turn
  /// handed out.
  @exclusivity(unchecked) @usableFromInline var currentTurn = 0
  @exclusivity(unchecked) @usableFromInline var lastTurn = 0
  /// The task that called `send` (`nil` outside any task): the synchronous effects of the
  /// actions it reduces are done in it, while an effect's work runs in a task of its own.
  @exclusivity(unchecked) @usableFromInline var sendingTask: Int?
  @exclusivity(unchecked) @usableFromInline var observers:
    [ObserverToken: @MainActor (State) -> Void] = [:]
  private var nextObserver = 0

  @usableFromInline
  package init(
    initialState: State, runtime: EffectRuntime = EffectRuntime(),
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.currentState = initialState
    self.runtime = runtime
    self.reduce = reduce
  }

  deinit {
    runtime.invalidate()
  }

  @usableFromInline
  package var state: State { currentState }

  private lazy var effectSend = Send<Action> { [weak self] action in
    _ = self?.send(action)
  }

  @inlinable
  package func send(_ action: Action) -> StoreTask {
    // An action sent while a reducer runs (by a `.send` effect or an observer) waits its turn:
    // never re-entrant, and no recursion however many actions are queued.
    guard !isSending else {
      enqueue(action)
      return StoreTask(nil)
    }
    isSending = true
    let effect = reduce(&currentState, action)
    // The common case, kept small enough to inline: no effect, nobody watching, nothing queued.
    guard effect.isNone, observers.isEmpty, queue.isEmpty else { return finishSend(effect) }
    isSending = false
    return StoreTask(nil)
  }

  /// Queues an action sent while a reducer runs, with the lineage of the effect sending it.
  @usableFromInline
  func enqueue(_ action: Action) {
    let lineage = EffectLineage.current
    if currentTaskIdentity() == sendingTask {
      // A `.send` effect (or an observer): in the turn of the action being reduced, after the
      // others of that turn.
      // From the back: only actions of later turns are passed over (a chain of 100,000
      // `.send`s appends each in O(1); a search from the front made it quadratic).
      var end = queue.endIndex
      while end > queue.startIndex, queue[end - 1].turn > currentTurn { end -= 1 }
      queue.insert((action, lineage, currentTurn), at: end)
    } else {
      lastTurn += 1
      queue.append((action, lineage, lastTurn))
    }
  }

  /// The rest of a send: start the effect, handle what was queued meanwhile, tell observers.
  ///
  /// Observers are told once the send is over, its queued actions reduced (those of its `.send`
  /// effects, and of `.run` effects that sent before their first suspension): they see the state
  /// the send leaves, never one it passes through, so a send whose actions change a field and
  /// change it back tells no one (ComingFromTCA.md). Actions they send in turn are reduced, and
  /// they are told again.
  ///
  /// An action sent by a running effect continues that effect's lineage: the effects it starts
  /// are cancelled and awaited with the `StoreTask` of the `send` that started the effect.
  @usableFromInline
  func finishSend(_ effect: Effect<Action>) -> StoreTask {
    defer { isSending = false }
    sendingTask = currentTaskIdentity()
    var lineage = EffectLineage.current
    if !effect.isNone { lineage = start(effect, in: lineage) }
    if !queue.isEmpty { drainQueue(lineage: &lineage) }
    while !observers.isEmpty {
      notifyObservers()
      guard !queue.isEmpty else { break }
      drainQueue(lineage: &lineage)
    }
    return StoreTask(lineage)
  }

  /// Starts `effect` in `lineage`, or in a new one; returns the lineage.
  @usableFromInline
  func start(_ effect: Effect<Action>, in lineage: EffectLineage?) -> EffectLineage {
    let lineage = lineage ?? EffectLineage()
    runtime.start(effect, send: effectSend, lineage: lineage)
    return lineage
  }

  @usableFromInline
  func notifyObservers() {
    for observer in observers.values { observer(currentState) }
  }

  /// Handles the actions queued while the first one ran, in order.
  @usableFromInline
  func drainQueue(lineage: inout EffectLineage?) {
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      currentTurn = next.turn
      let effect = reduce(&currentState, next.action)
      if !effect.isNone {
        if let own = next.lineage {
          _ = start(effect, in: own)
        } else {
          lineage = start(effect, in: lineage)
        }
      }
    }
    queue.removeAll(keepingCapacity: true)
    currentTurn = 0
    lastTurn = 0
  }

  @usableFromInline
  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken {
    let token = ObserverToken(rawValue: nextObserver)
    nextObserver += 1
    observers[token] = observer
    return token
  }

  @usableFromInline
  func removeObserver(_ token: ObserverToken) {
    observers[token] = nil
  }

  @usableFromInline
  func scope<ChildState, ChildAction: Sendable>(
    state path: KeyPath<State, ChildState>
  ) -> any StoreCore<ChildState, ChildAction> {
    ScopedCore<State, Action, ChildState, ChildAction>(root: self, path: path)
  }
}

/// A view of a root store's state through one composed key path; its actions reach the root
/// through the `Store`'s composed send.
@MainActor
final class ScopedCore<RootState, RootAction: Sendable, State, Action: Sendable>: StoreCore {
  let root: RootCore<RootState, RootAction>
  let path: KeyPath<RootState, State>

  init(root: RootCore<RootState, RootAction>, path: KeyPath<RootState, State>) {
    self.root = root
    self.path = path
  }

  var state: State { root.state[keyPath: path] }

  var runtime: EffectRuntime { root.runtime }

  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObserverToken {
    let path = path
    return root.addObserver { observer($0[keyPath: path]) }
  }

  func removeObserver(_ token: ObserverToken) {
    root.removeObserver(token)
  }

  func scope<ChildState, ChildAction: Sendable>(
    state childPath: KeyPath<State, ChildState>
  ) -> any StoreCore<ChildState, ChildAction> {
    ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: root, path: path.appending(path: childPath))
  }
}
