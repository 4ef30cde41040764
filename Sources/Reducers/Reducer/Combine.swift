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
      let pair = CombinedPair(first: reducers[0].run, second: reducers[1].run)
      return Self { state, action, environment in
        pair.run(&state, action, environment)
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

/// Two combined reducers in one object: the combined reducer's closure captures only this
/// reference, and calls both directly.
@usableFromInline
final class CombinedPair<State, Action: Sendable, Environment>: Sendable {
  @usableFromInline let first: @Sendable (inout State, Action, Environment) -> Effect<Action>
  @usableFromInline let second: @Sendable (inout State, Action, Environment) -> Effect<Action>

  @inlinable
  init(
    first: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>,
    second: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>
  ) {
    self.first = first
    self.second = second
  }

  @inlinable
  func run(_ state: inout State, _ action: Action, _ environment: Environment) -> Effect<Action> {
    let effect = first(&state, action, environment)
    let other = second(&state, action, environment)
    if effect.isNone { return other }
    if other.isNone { return effect }
    return effect.merged(with: other)
  }
}
