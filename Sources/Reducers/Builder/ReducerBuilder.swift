/// Builds a reducer from the reducers listed in a `body`, run in order on the same state, as
/// TCA's `@ReducerBuilder` does:
///
/// ```swift
/// struct Row: ReducerProtocol {
///   struct State: Equatable, Identifiable { let id: Int; var isOn = false }
///   enum Action: Sendable { case toggled }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Reduce { state, _ in
///       state.isOn.toggle()
///       return .none
///     }
///   }
/// }
///
/// struct Settings: ReducerProtocol {
///   struct State: Equatable {
///     var name = ""
///     var rows: IdentifiedArrayOf<Row.State> = []
///     @PresentationState var detail: Row.State?
///   }
///   enum Action: BindableAction, Sendable {
///     case binding(BindingAction<State>)
///     case rows(IdentifiedActionOf<Row>)
///     case detail(PresentationAction<Row.Action>)
///   }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     BindingReducer()
///     Reduce { state, action in
///       if case .rows(.element(let id, .toggled)) = action { state.detail = state.rows[id: id] }
///       return .none
///     }
///     .forEach(\.rows, action: Action.rows) { Row() }
///     .ifLet(\.$detail, action: Action.detail) { Row() }
///   }
/// }
/// ```
///
/// Each list is one concrete type (nested ``ReducerPair``s, `if` as an optional,
/// `if`/`else` as ``ReducerBuilder/Conditional``), so the compiler specialises the whole `body`.
///
/// The build functions are `@_transparent` (those that pair reducers consume them), because a
/// `body` is built for every action and whatever the optimiser keeps of its construction is paid
/// per action (issue 21, docs/benchmarks.md, instructions per action on a ten-level tree):
/// - borrowed and returned, each level's tree was copied and destroyed through value witnesses
///   twice: `pullback-combine-10` 10,367, 2,918 consuming;
/// - consuming but `@inline(__always)`, the builder's temporaries still left one copy of every
///   level, destroyed through value witnesses: `builder-10` 3,607, `pullback-combine-10` 2,923.
///   Transparent (inlined before optimisation starts), they leave none: 986 and 578.
///   (`Scope`'s initialisers made transparent too put `builder-10` back at 3,607.)
/// - `buildExpression` and `buildPartialBlock(first:)` borrow rather than consume (issue 35): a
///   one-expression `body` in a Swift 5 module kept the builder's `$__builder0` as a lexical
///   stack slot, never promoted, so each level's tree was read back from memory, its closures
///   called indirectly and released through value witnesses: 271 ns per action against 12.5 ns
///   borrowed, on a ten-level tree in an executable (Swift 6 modules and the instruction
///   counts unchanged).
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable, Environment> {
  /// A reducer listed in the body.
  @_transparent
  public static func buildExpression<R: ReducerProtocol>(_ reducer: R) -> R
  where R.State == State, R.Action == Action, R.Environment == Environment {
    reducer
  }

  /// A reducer that needs no environment, listed where there is one: run with `()`.
  ///
  /// Disfavoured, so that where the environment is `Void` too the overload above is taken.
  @_disfavoredOverload @_transparent
  public static func buildExpression<R: ReducerProtocol>(_ reducer: R)
    -> EnvironmentFreeReducer<R, Environment>
  where R.State == State, R.Action == Action, R.Environment == Void {
    EnvironmentFreeReducer(reducer)
  }

  /// An empty body: a reducer that does nothing.
  @_transparent
  public static func buildBlock() -> EmptyReducer<State, Action, Environment> {
    EmptyReducer()
  }

  /// The first reducer of a list.
  @_transparent
  public static func buildPartialBlock<R: ReducerProtocol>(first: R) -> R
  where R.State == State, R.Action == Action, R.Environment == Environment {
    first
  }

  /// The reducers so far, then the next one.
  @_transparent
  public static func buildPartialBlock<R0: ReducerProtocol, R1: ReducerProtocol>(
    accumulated: consuming R0, next: consuming R1
  ) -> ReducerPair<R0, R1>
  where
    R0.State == State, R0.Action == Action, R0.Environment == Environment,
    R1.State == State, R1.Action == Action, R1.Environment == Environment
  {
    ReducerPair(accumulated, next)
  }

  /// An `if` without `else`: the reducers run when the condition held while building.
  @_transparent
  public static func buildOptional<R: ReducerProtocol>(_ reducer: consuming R?) -> R?
  where R.State == State, R.Action == Action, R.Environment == Environment {
    reducer
  }

  /// The `if` branch of an `if`/`else` or the first case of a `switch`.
  @_transparent
  public static func buildEither<First: ReducerProtocol, Second: ReducerProtocol>(
    first reducer: consuming First
  ) -> Conditional<First, Second>
  where First.State == State, First.Action == Action, First.Environment == Environment {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else` or a later case of a `switch`.
  @_transparent
  public static func buildEither<First: ReducerProtocol, Second: ReducerProtocol>(
    second reducer: consuming Second
  ) -> Conditional<First, Second>
  where Second.State == State, Second.Action == Action, Second.Environment == Environment {
    .second(reducer)
  }

  /// A `for` loop: each reducer built, run in order.
  @_transparent
  public static func buildArray<R: ReducerProtocol>(_ reducers: [R]) -> ReducerSequence<R>
  where R.State == State, R.Action == Action, R.Environment == Environment {
    ReducerSequence(reducers)
  }

  /// An `if #available` branch, erased so that the body's type names no newer type.
  @_transparent
  public static func buildLimitedAvailability<R: ReducerProtocol>(_ reducer: consuming R)
    -> Reducer<State, Action, Environment>
  where R.State == State, R.Action == Action, R.Environment == Environment {
    Reducer(reducer)
  }

  /// One of two reducers, chosen while the body was built: what `if`/`else` and `switch` build.
  public enum Conditional<First: ReducerProtocol, Second: ReducerProtocol>: ReducerProtocol
  where
    First.State == Second.State, First.Action == Second.Action,
    First.Environment == Second.Environment
  {
    /// The first branch.
    case first(First)
    /// The second branch.
    case second(Second)

    /// Runs the branch that was built.
    @inlinable @inline(__always)
    public func reduce(
      into state: inout First.State, action: First.Action, environment: First.Environment
    ) -> Effect<First.Action> {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action, environment: environment)
      case .second(let second):
        second.reduce(into: &state, action: action, environment: environment)
      }
    }
  }
}

extension Optional: ReducerProtocol where Wrapped: ReducerProtocol {
  /// Runs the wrapped reducer when there is one: what an `if` in a reducer builder builds.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action, environment: Wrapped.Environment
  ) -> Effect<Wrapped.Action> {
    guard let self else { return .none }
    return self.reduce(into: &state, action: action, environment: environment)
  }
}

/// Reducers built by a `for` loop in a reducer builder, run in order.
public struct ReducerSequence<Element: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let reducers: [Element]

  /// `reducers`, run in order.
  @inlinable
  public init(_ reducers: [Element]) {
    self.reducers = reducers
  }

  /// Runs each reducer, merging their effects.
  @inlinable
  public func reduce(
    into state: inout Element.State, action: Element.Action, environment: Element.Environment
  ) -> Effect<Element.Action> {
    var effect = Effect<Element.Action>.none
    for reducer in reducers {
      let next = reducer.reduce(into: &state, action: action, environment: environment)
      if !next.isNone { effect = effect.isNone ? next : effect.merged(with: next) }
    }
    return effect
  }
}

/// A reducer that changes nothing and starts nothing: TCA's `EmptyReducer`, and what an empty
/// reducer builder builds.
public struct EmptyReducer<State, Action: Sendable, Environment>: ReducerProtocol {
  /// The reducer.
  @inlinable
  public init() {}

  /// Does nothing.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout State, action: Action, environment: Environment
  ) -> Effect<Action> {
    .none
  }
}

/// The reducer type of a feature, for `var body: some ReducerOf<Self>` as TCA spells it.
public typealias ReducerOf<R: ReducerProtocol> = ReducerProtocol<
  R.State, R.Action, R.Environment
>

/// TCA's name for the leaf reducer: `Reduce { state, action in … }` (or with `environment`).
public typealias Reduce = Reducer

/// Reducers run in order on the same state, grouped: TCA's `CombineReducers { … }`, e.g. to
/// apply one `ifLet` to several reducers at once.
///
/// Its state, action and environment types are its own parameters, inferred from where it is
/// listed, so that the builder inside (and a `.ifLet` chained on it) knows them before its
/// reducers are read.
public struct CombineReducers<State, Action: Sendable, Environment, Reducers: ReducerProtocol>:
  ReducerProtocol
where Reducers.State == State, Reducers.Action == Action, Reducers.Environment == Environment {
  @usableFromInline let reducers: Reducers

  /// The reducers `build` lists.
  @inlinable @inline(__always)
  public init(@ReducerBuilder<State, Action, Environment> _ build: () -> Reducers) {
    reducers = build()
  }

  /// `r0`, then `r1`: what `CombineReducers(r0, r1)` built before the builder, kept for source
  /// compatibility (``Reducer/combine(_:_:)`` is the usual spelling).
  @inlinable @inline(__always)
  public init<R0: ReducerProtocol, R1: ReducerProtocol>(_ r0: R0, _ r1: R1)
  where
    Reducers == ReducerPair<R0, R1>, R0.State == State, R0.Action == Action,
    R0.Environment == Environment
  {
    reducers = ReducerPair(r0, r1)
  }

  /// Runs the reducers in order.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout State, action: Action, environment: Environment
  ) -> Effect<Action> {
    reducers.reduce(into: &state, action: action, environment: environment)
  }
}

extension Reducer {
  /// A reducer from a function that needs no environment: TCA's `Reduce { state, action in }`.
  @inlinable
  public init(_ reduce: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
    self.run = { state, action, _ in reduce(&state, action) }
  }
}

extension BindingReducer {
  /// TCA's `BindingReducer()`, listed first in a `body`: applies binding actions to the state,
  /// so that the reducers listed after it see the new value.
  @inlinable
  public init<State, Action, Environment>()
  where
    Base == EmptyReducer<State, Action, Environment>, Action: BindableAction,
    Action.State == State
  {
    self.init(base: EmptyReducer())
  }
}
