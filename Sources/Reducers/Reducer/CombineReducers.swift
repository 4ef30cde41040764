extension Reducer {
  /// Runs `r0`, then `r1`, on the same state, and merges their effects.
  ///
  /// The result is one concrete type, so the compiler calls both directly (longer lists nest
  /// pairs). An effect-free action merges nothing and allocates nothing.
  @inlinable @inline(__always)
  public static func combine<R0: ReducerProtocol, R1: ReducerProtocol>(
    _ r0: consuming R0, _ r1: consuming R1
  ) -> ReducerPair<R0, R1>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment
  {
    ReducerPair(r0, r1)
  }

  /// Runs 3 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol>(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2
  ) -> ReducerPair<ReducerPair<R0, R1>, R2>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment
  {
    ReducerPair(ReducerPair(r0, r1), r2)
  }

  /// Runs 4 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3
  ) -> ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment,
    R3.State == State, R3.Action == Action, R3.Environment == Environment
  {
    ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3)
  }

  /// Runs 5 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4
  ) -> ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment,
    R3.State == State, R3.Action == Action, R3.Environment == Environment,
    R4.State == State, R4.Action == Action, R4.Environment == Environment
  {
    ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4)
  }

  /// Runs 6 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5
  ) -> ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment,
    R3.State == State, R3.Action == Action, R3.Environment == Environment,
    R4.State == State, R4.Action == Action, R4.Environment == Environment,
    R5.State == State, R5.Action == Action, R5.Environment == Environment
  {
    ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5)
  }

  /// Runs 7 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol, R6: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5, _ r6: consuming R6
  ) -> ReducerPair<
    ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>, R6
  >
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment,
    R3.State == State, R3.Action == Action, R3.Environment == Environment,
    R4.State == State, R4.Action == Action, R4.Environment == Environment,
    R5.State == State, R5.Action == Action, R5.Environment == Environment,
    R6.State == State, R6.Action == Action, R6.Environment == Environment
  {
    ReducerPair(
      ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5), r6)
  }

  /// Runs 8 reducers one after another on the same state, and merges their effects.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol, R6: ReducerProtocol, R7: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5, _ r6: consuming R6, _ r7: consuming R7
  ) -> ReducerPair<
    ReducerPair<
      ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>, R6
    >, R7
  >
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment,
    R2.State == State, R2.Action == Action, R2.Environment == Environment,
    R3.State == State, R3.Action == Action, R3.Environment == Environment,
    R4.State == State, R4.Action == Action, R4.Environment == Environment,
    R5.State == State, R5.Action == Action, R5.Environment == Environment,
    R6.State == State, R6.Action == Action, R6.Environment == Environment,
    R7.State == State, R7.Action == Action, R7.Environment == Environment
  {
    ReducerPair(
      ReducerPair(
        ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5), r6),
      r7)
  }

  /// Runs a list of reducers known only at run time, one after another, and merges their
  /// effects; each is called through its closure.
  @inlinable
  public static func combine(_ reducers: [Self]) -> Self {
    switch reducers.count {
    case 0: return .empty
    case 1: return reducers[0]
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

extension ReducerProtocol {
  /// `combine` of 2 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<R0: ReducerProtocol, R1: ReducerProtocol>(
    _ r0: consuming R0, _ r1: consuming R1
  ) -> Self where Self == ReducerPair<R0, R1> {
    ReducerPair(r0, r1)
  }

  /// `combine` of 3 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol>(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2
  ) -> Self where Self == ReducerPair<ReducerPair<R0, R1>, R2> {
    ReducerPair(ReducerPair(r0, r1), r2)
  }

  /// `combine` of 4 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3
  ) -> Self where Self == ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3> {
    ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3)
  }

  /// `combine` of 5 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4
  ) -> Self where Self == ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4> {
    ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4)
  }

  /// `combine` of 6 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5
  ) -> Self
  where
    Self == ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>
  {
    ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5)
  }

  /// `combine` of 7 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol, R6: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5, _ r6: consuming R6
  ) -> Self
  where
    Self == ReducerPair<
      ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>, R6
    >
  {
    ReducerPair(
      ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5), r6)
  }

  /// `combine` of 8 reducers where the reducer's type comes from the context, e.g.
  /// `Store(initialState:reducer: .combine(…), environment:)`.
  @inlinable @inline(__always)
  public static func combine<
    R0: ReducerProtocol, R1: ReducerProtocol, R2: ReducerProtocol, R3: ReducerProtocol,
    R4: ReducerProtocol, R5: ReducerProtocol, R6: ReducerProtocol, R7: ReducerProtocol
  >(
    _ r0: consuming R0, _ r1: consuming R1, _ r2: consuming R2, _ r3: consuming R3,
    _ r4: consuming R4, _ r5: consuming R5, _ r6: consuming R6, _ r7: consuming R7
  ) -> Self
  where
    Self == ReducerPair<
      ReducerPair<
        ReducerPair<ReducerPair<ReducerPair<ReducerPair<ReducerPair<R0, R1>, R2>, R3>, R4>, R5>, R6
      >, R7
    >
  {
    ReducerPair(
      ReducerPair(
        ReducerPair(ReducerPair(ReducerPair(ReducerPair(ReducerPair(r0, r1), r2), r3), r4), r5), r6),
      r7)
  }
}

/// Two reducers run one after the other on the same state, their effects merged: what
/// ``Reducer/combine(_:_:)`` and its longer overloads, and the lists of a ``ReducerBuilder``,
/// build (as nested pairs), so that a composition is one concrete type.
///
/// (Before the builder, this pair was named `CombineReducers`; that name is now TCA's
/// `CombineReducers { … }`, whose two-reducer initialiser `CombineReducers(r0, r1)` still
/// builds the same pair.)
public struct ReducerPair<First: ReducerProtocol, Second: ReducerProtocol>: ReducerProtocol
where
  Second.State == First.State, Second.Action == First.Action,
  Second.Environment == First.Environment
{
  @usableFromInline let first: First
  @usableFromInline let second: Second

  /// `first`, then `second`.
  @inlinable @inline(__always)
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs both; an effect-free action merges nothing.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout First.State, action: First.Action, environment: First.Environment
  ) -> Effect<First.Action> {
    var effect = first.reduce(into: &state, action: action, environment: environment)
    let other = second.reduce(into: &state, action: action, environment: environment)
    // Checked before anything is copied: an effect-free action only compares two tags.
    if !other.isNone { effect = effect.isNone ? other : effect.merged(with: other) }
    return effect
  }
}
