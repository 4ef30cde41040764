extension Effect {
  /// Runs `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    flattened(effects, concatenating: false)
  }

  /// Runs `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    flattened(Array(effects), concatenating: false)
  }

  /// One `.merge` (or `.concatenate`) of `effects`, without `.none`s and with the nested ones of
  /// the same kind spliced in; `.none` for none, the effect itself for one. An array walked by
  /// index: iterating a sequence of effects generically costs an allocation per element.
  static func flattened(_ effects: [Self], concatenating: Bool) -> Self {
    var flat: [Self] = []
    flat.reserveCapacity(effects.count)
    for index in effects.indices {
      let effect = effects[index]
      switch (effect.operation, concatenating) {
      case (.none, _): continue
      case (.merge(let inner), false), (.concatenate(let inner), true): flat += inner
      default: flat.append(effect)
      }
    }
    if flat.isEmpty { return .none }
    if flat.count == 1 { return flat[0] }
    return Self(concatenating ? .concatenate(flat) : .merge(flat))
  }

  /// Runs this effect and `other` at the same time; allocates nothing when either is `.none`.
  ///
  /// The `.none` cases are decided inline, where a composed reducer calls this: on the
  /// effect-free path nothing is copied and nothing is called.
  @inlinable @inline(__always)
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return merged(with: other)
  }

  /// Both effects do work: one flat `.merge` of them.
  @usableFromInline
  func merged(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case (.merge(let lhs), .merge(let rhs)): return Self(.merge(lhs + rhs))
    case (.merge(let lhs), _): return Self(.merge(lhs + [other]))
    case (_, .merge(let rhs)): return Self(.merge([self] + rhs))
    default: return Self(.merge([self, other]))
    }
  }

  /// Runs `effects` one after another, each starting when the previous one has finished.
  ///
  /// When the concatenation is cancelled, the effects not yet started never start. A
  /// ``cancellable(id:cancelInFlight:)`` effect anywhere in an element that waits its turn is
  /// cancelled by ``cancel(id:)`` (or by another effect's `cancelInFlight`) before it starts: its
  /// work never runs and it sends nothing (TCA's open issue 3563). The concatenation's own
  /// cancellations do not reach its queue: `.concatenate(.cancel(id: x), work.cancellable(id: x))`
  /// stops what ran under `x`, then starts `work`.
  public static func concatenate(_ effects: Self...) -> Self {
    flattened(effects, concatenating: true)
  }

  /// Runs `effects` one after another, each starting when the previous one has finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    flattened(Array(effects), concatenating: true)
  }

  /// Runs `other` once this effect has finished.
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case (.concatenate(let lhs), .concatenate(let rhs)): return Self(.concatenate(lhs + rhs))
    case (.concatenate(let lhs), _): return Self(.concatenate(lhs + [other]))
    case (_, .concatenate(let rhs)): return Self(.concatenate([self] + rhs))
    default: return Self(.concatenate([self, other]))
    }
  }
}
