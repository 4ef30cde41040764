extension Reducer {
  /// Runs `reducers` one after another on the same state and merges their effects.
  public static func combine(_ reducers: Self...) -> Self {
    combine(reducers)
  }

  /// Runs `reducers` one after another on the same state and merges their effects.
  public static func combine(_ reducers: [Self]) -> Self {
    switch reducers.count {
    case 0: return .empty
    case 1: return reducers[0]
    default:
      return Self { state, action, environment in
        var effect = Effect<Action>.none
        for reducer in reducers {
          effect = effect.merge(with: reducer.run(&state, action, environment))
        }
        return effect
      }
    }
  }

  /// Runs this reducer, then `other`, on the same state and merges their effects.
  public func combined(with other: Self) -> Self {
    .combine(self, other)
  }
}
