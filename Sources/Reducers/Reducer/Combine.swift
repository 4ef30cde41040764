extension Reducer {
  /// Runs `reducers` one after another on the same state and merges their effects.
  @inlinable
  public static func combine(_ reducers: Self...) -> Self {
    combine(reducers)
  }

  /// Runs `reducers` one after another on the same state and merges their effects.
  ///
  /// Inlinable, so that it is specialised for the feature's types where it is built; two
  /// reducers (what nested features mostly combine) are called directly, with no array.
  @inlinable
  public static func combine(_ reducers: [Self]) -> Self {
    switch reducers.count {
    case 0: return .empty
    case 1: return reducers[0]
    case 2:
      let first = reducers[0].run
      let second = reducers[1].run
      return Self { state, action, environment in
        let effect = first(&state, action, environment)
        let other = second(&state, action, environment)
        if effect.isNone { return other }
        if other.isNone { return effect }
        return effect.merged(with: other)
      }
    default:
      let runs = ContiguousArray(reducers.lazy.map(\.run))
      return Self { state, action, environment in
        var effect = Effect<Action>.none
        for run in runs {
          effect = effect.merge(with: run(&state, action, environment))
        }
        return effect
      }
    }
  }
}
