import ReducersDebugging

/// A type-erased cancellation id, namespaced by the id's type so that `1` and `Feature.ID.one`
/// never collide.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  // @unchecked: `base` is only ever built from a `Hashable & Sendable` value.
  let base: AnyHashable
  let type: ObjectIdentifier

  @usableFromInline
  init<ID: Hashable & Sendable>(_ id: ID) {
    self.base = AnyHashable(id)
    self.type = ObjectIdentifier(ID.self)
  }
}

extension EffectID {
  /// The id as a test failure shows it: the value the feature used, without its scopes; `nil`
  /// for an id the library gives a child's effects (a failure named one as the effect's "cancel
  /// id", `ElementEffectsID(site: CompositionSite(…))`, where the feature gave none).
  var userDescription: String? {
    if let scoped = base.base as? ScopedEffectID { return scoped.id.userDescription }
    if base.base is any ChildEffectsGroupID { return nil }
    return customDump(base.base)
  }

  /// This id inside `scope`: the same value under another scope is another id.
  func scoped(by scope: EffectID?) -> EffectID {
    scope.map { EffectID(ScopedEffectID(scope: $0, id: self)) } ?? self
  }
}

/// The id under which the library cancels a child's effects (an element removed, a child
/// dismissed): never one a feature wrote.
protocol ChildEffectsGroupID {}

/// An id namespaced by the scope (a `forEach` element, an `ifLet` child) it was used in.
struct ScopedEffectID: Hashable, Sendable {
  let scope: EffectID
  let id: EffectID
}

extension Effect {
  /// This effect with every cancellation id beneath it namespaced by `scope`.
  @usableFromInline
  func scoped<ID: Hashable & Sendable>(by scope: ID) -> Self {
    isNone ? .none : Self(.scoped(EffectID(scope), self))
  }

  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// Ids are scoped to one root store: two stores, or two tests, never cancel each other's
  /// effects. With `cancelInFlight`, effects already running under `id` are cancelled first, so
  /// only the newest runs (the usual shape of search-as-you-type).
  ///
  /// `.none` stays `.none`, as in TCA: nothing starts, so nothing in flight is cancelled either
  /// (return ``cancel(id:)`` to stop an effect without starting another).
  @inlinable
  public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return .none }
    return Self(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels the effects running under `id` in this store, at once.
  public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self {
    Self(.cancel([EffectID(id)]))
  }

  /// Cancels the effects running under any of `ids` in this store, at once.
  public static func cancel<ID: Hashable & Sendable>(ids: some Sequence<ID>) -> Self {
    let ids = ids.map(EffectID.init)
    return ids.isEmpty ? .none : Self(.cancel(ids))
  }
}
