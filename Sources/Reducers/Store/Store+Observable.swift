public import Observation

// `Store` is `Observable` (SwiftUI redraws a view that read it), without `@ObservableState`:
//
// - `store.x` (dynamic member lookup) registers an access to that field alone, under a key path
//   `\Store.[dynamicMember: \.x]`; `store.state` registers the whole state;
// - the first access subscribes the store to its core's state changes; after each send (once
//   the actions it queued are reduced: `StoreCore.finishSend`) it compares what was read with
//   the state before (`==` where the value is `Equatable`, or "changed" otherwise) and tells
//   the registrar only about what changed. A send that leaves the state equal tells no one.
//
// Nothing of this runs until something reads the store: an unread store's `send` is unchanged.
// Once read, each action costs one observer call and the comparisons of what was read (the
// whole state's `==` only if `state` itself was read). Observers are told after the change
// (the registrar's `willSet` and `didSet` are both called once the new state is in place): a
// view reading in `onChange` sees the new value.

extension Store: Observable {}

/// What observers of one store have read, and the state they read it in.
@MainActor
@usableFromInline
final class StoreObservation<State, Action: Sendable> {
  let registrar = ObservationRegistrar()
  /// The fields read through dynamic member lookup: how to tell each changed, and how to tell
  /// the registrar of a read and of a change (under the field's own typed key path, made once).
  var fields: [AnyKeyPath: Field] = [:]

  struct Field {
    let changed: (State, State) -> Bool
    let access: (Store<State, Action>) -> Void
    let tell: (Store<State, Action>) -> Void
  }
  /// Whether `state` itself was read.
  var isStateObserved = false
  /// The state observers last saw, once subscribed.
  var last: State?
  var subscription: (token: ObserverToken, core: any StoreCore<State, Action>)?
  /// `==` on the whole state when it is `Equatable`: an equal state notifies no one.
  let isEqual: ((State, State) -> Bool)? = equality(State.self)

  @usableFromInline
  init() {}

  /// Registers a read of the whole state.
  @usableFromInline
  func accessState(_ store: Store<State, Action>) {
    subscribe(store)
    isStateObserved = true
    registrar.access(store, keyPath: \.state)
  }

  /// Registers a read of one field, compared with `==` when it changes.
  @usableFromInline
  func access<Value: Equatable>(_ store: Store<State, Action>, _ field: KeyPath<State, Value>) {
    register(store, field) { $0[keyPath: field] != $1[keyPath: field] }
  }

  /// Registers a read of one field that cannot be compared: any change of state tells it.
  @usableFromInline
  func access<Value>(_ store: Store<State, Action>, _ field: KeyPath<State, Value>) {
    hasUncomparableField = true
    register(store, field) { _, _ in true }
  }

  /// Whether a field was read that only the whole state's `==` can say is unchanged.
  var hasUncomparableField = false

  private func register<Value>(
    _ store: Store<State, Action>, _ field: KeyPath<State, Value>,
    changed: @escaping (State, State) -> Bool
  ) {
    subscribe(store)
    if let known = fields[field] {
      known.access(store)
      return
    }
    let keyPath = \Store<State, Action>.[dynamicMember: field]
    let new = Field(
      changed: changed,
      access: { [registrar] in registrar.access($0, keyPath: keyPath) },
      tell: { [registrar] in registrar.withMutation(of: $0, keyPath: keyPath) {} })
    fields[field] = new
    new.access(store)
  }

  /// Subscribes to the core's changes the first time anything is read.
  private func subscribe(_ store: Store<State, Action>) {
    guard subscription == nil else { return }
    last = store.core.state
    let token = store.core.addObserver { [weak self, weak store] state in
      guard let self, let store else { return }
      self.notify(store, of: state)
    }
    subscription = (token, store.core)
  }

  private func notify(_ store: Store<State, Action>, of state: State) {
    guard let last else { return }
    self.last = state
    // The whole state is compared only when something needs it: a field compares alone.
    if isStateObserved || hasUncomparableField {
      if let isEqual, isEqual(last, state) { return }
    }
    if isStateObserved {
      registrar.withMutation(of: store, keyPath: \.state) {}
    }
    for field in fields.values where field.changed(last, state) {
      field.tell(store)
    }
  }

  isolated deinit {
    if let subscription { subscription.core.removeObserver(subscription.token) }
  }
}

/// `==` for `State` when it is `Equatable`.
func equality<State>(_: State.Type) -> ((State, State) -> Bool)? {
  guard let equatable = State.self as? any Equatable.Type else { return nil }
  func open<E: Equatable>(_: E.Type) -> (State, State) -> Bool {
    { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
  }
  return open(equatable)
}
