/// Runs a feature: holds its state, sends actions through its reducer, and runs the effects the
/// reducer returns.
///
/// A store is `Observable`: a SwiftUI view reading `store.count` is redrawn when `count`
/// changes (see `Store+Observable.swift`). A store lives on the main actor. Child stores made with
/// ``scope(state:action:)-(_,(ChildAction)->Action)`` read and send through their root, so they
/// are never stale and never copy the parent's state. When the last reference to the root (or to
/// any store scoped from it) goes away, its running effects are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  @usableFromInline
  let core: any StoreCore<State, Action>
  /// The core itself when this is a root store, so that `send` can be specialised.
  @usableFromInline
  let root: RootCore<State, Action>?
  /// How a scoped store's actions reach the root: composed, specialised closures built by the
  /// inlinable `scope`, one cheap call per level.
  @usableFromInline
  let sendToRoot: (Action) -> StoreTask

  /// A root store running `reducer` with `environment`.
  ///
  /// A composed reducer is erased here, once: each action costs one indirect call into the
  /// reducer, specialised for its whole tree where this initialiser is called.
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: R.Environment
  ) where R.State == State, R.Action == Action {
    let bound = BoundReducer(reducer, environment: environment)
    let root = RootCore<State, Action>(initialState: initialState) { state, action in
      bound.reduce(&state, action)
    }
    // Built here, in the caller's module, so that scoped stores send through a `send`
    // specialised for `State` and `Action` rather than the generic one.
    self.init(core: root, root: root, sendToRoot: { [unowned root] action in root.send(action) })
  }

  /// A root store whose effects do their work off the main actor on `effectExecutor` instead
  /// of the global executor.
  ///
  /// For a program that owns its threads: a clock's sleep, a client's `async` function and the
  /// child tasks of an effect then run on `effectExecutor` (SE-0417's task executor
  /// preference). The `.run` closure is `nonisolated(nonsending)`, so its own statements, between
  /// those awaits, still run on the main actor as with the other initialisers. Cancellation and
  /// `finishEffects()` behave as with the other initialisers; `nil` is the default behaviour.
  /// Unstructured tasks an effect makes itself (`Task {}`) do not inherit the preference.
  /// As with the other initialisers, an effect starts inside `send` and has run to its first
  /// suspension when `send` returns (below the 26 releases of Apple's systems, at the main
  /// actor's next turn).
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: R.Environment,
    effectExecutor: (any TaskExecutor)?
  ) where R.State == State, R.Action == Action {
    let bound = BoundReducer(reducer, environment: environment)
    let root = RootCore<State, Action>(
      initialState: initialState, runtime: EffectRuntime(effectExecutor: effectExecutor)
    ) { state, action in
      bound.reduce(&state, action)
    }
    self.init(core: root, root: root, sendToRoot: { [unowned root] action in root.send(action) })
  }

  /// A root store whose effects run on `runtime`: a test's, whose executor keeps effects on
  /// the main actor.
  package convenience init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: R.Environment,
    runtime: EffectRuntime
  ) where R.State == State, R.Action == Action {
    let bound = BoundReducer(reducer, environment: environment)
    let root = RootCore<State, Action>(initialState: initialState, runtime: runtime) {
      state, action in
      bound.reduce(&state, action)
    }
    self.init(core: root, root: root, sendToRoot: { [unowned root] action in root.send(action) })
  }

  @usableFromInline
  init(
    core: any StoreCore<State, Action>, root: RootCore<State, Action>?,
    sendToRoot: @escaping (Action) -> StoreTask
  ) {
    self.core = core
    self.root = root
    self.sendToRoot = sendToRoot
  }

  /// What observers of this store have read (`Observable`): made on the first read.
  @usableFromInline
  lazy var observation = StoreObservation<State, Action>()

  /// The current state. Read inside observation tracking, the whole state is observed: any
  /// change tells the observer.
  public var state: State {
    observation.accessState(self)
    return core.state
  }

  /// Reads one value of the current state. Read inside observation tracking, only this value is
  /// observed: a change elsewhere in the state does not tell the observer.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observation.access(self, keyPath)
    return core.state[keyPath: keyPath]
  }

  /// Reads one `Equatable` value of the current state; observers are told only when it changes
  /// to a different value.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observation.access(self, keyPath)
    return core.state[keyPath: keyPath]
  }

  /// Sends `action` through the reducer and starts the effects it returns.
  ///
  /// The state is updated when this returns. The returned task covers the effects this action
  /// (and any action it sent synchronously) started.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    if let root { return root.send(action) }
    return sendToRoot(action)
  }

  /// Waits until every effect of the root store has finished, including effects started by
  /// actions that effects send back: what a command-line program awaits before it exits.
  ///
  /// Cancelling the waiting task cancels the store's effects.
  public func finishEffects() async {
    let runtime = core.runtime
    await withTaskCancellationHandler {
      await runtime.waitUntilIdle()
    } onCancel: {
      runtime.cancelAll()
    }
  }

  /// A store for a part of this feature: its state is read through `state`, its actions are
  /// embedded by `action` and sent to the root.
  @inlinable
  public func scope<ChildState, ChildAction: Sendable>(
    state: KeyPath<State, ChildState>,
    action: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let parentSend = sendToRoot
    return Store<ChildState, ChildAction>(
      core: core.scope(state: state), root: nil,
      sendToRoot: { parentSend(action($0)) })
  }

  /// A store for a part of this feature whose actions are a case of this feature's actions.
  public func scope<ChildState, ChildAction: Sendable>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action.embed)
  }
}
