import Reducers

/// The features `AllocationTests` sends through: the shapes of the benchmarks' scenarios.
enum AllocationFixtures {
  struct Counter: Equatable, Sendable {
    var count = 0
  }

  enum CounterAction: Equatable, Sendable {
    case increment
  }

  static let counter = Reducer<Counter, CounterAction, Void> { state, action, _ in
    switch action {
    case .increment: state.count += 1
    }
    return .none
  }

  /// A counter whose every action starts an effect: the path the counter must see allocate.
  static let counterWithEffect = Reducer<Counter, CounterAction, Void> { state, action, _ in
    switch action {
    case .increment:
      state.count += 1
      return .run { _ in }
    }
  }

  enum RoundTripAction: Equatable, Sendable {
    case start
    case done
  }

  /// The benchmarks' effect round trip: `.start` returns a `.run` that sends `.done` back.
  static let roundTrip = Reducer<Counter, RoundTripAction, Void> { state, action, _ in
    switch action {
    case .start:
      return .run { send in await send(.done) }
    case .done:
      state.count += 1
      return .none
    }
  }

  // MARK: Ten levels of pullback + combine

  struct Level<Child: Equatable & Sendable>: Equatable, Sendable {
    var child: Child
    var taps = 0
  }

  enum LevelAction<ChildAction: Equatable & Sendable>: Equatable, Sendable {
    case child(ChildAction)
    case tap

    static var childPath: CasePath<Self, ChildAction> {
      CasePath(embed: Self.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }
  }

  /// `child` pulled back into one more level, combined with that level's own reducer.
  static func lift<
    Child: ReducerProtocol<C, CA, Void>, C: Equatable & Sendable, CA: Equatable & Sendable
  >(
    _ child: Child
  ) -> some ReducerProtocol<Level<C>, LevelAction<CA>, Void> {
    Reducer.combine(
      child.pullback(
        state: \Level<C>.child, action: LevelAction<CA>.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }

  typealias Nested10 = Level<Level<Level<Level<Level<Level<Level<Level<Level<Level<Counter>>>>>>>>>>
  typealias Nested10Action = LevelAction<
    LevelAction<
      LevelAction<
        LevelAction<
          LevelAction<
            LevelAction<LevelAction<LevelAction<LevelAction<LevelAction<CounterAction>>>>>
          >
        >
      >
    >
  >

  static let nested10: some ReducerProtocol<Nested10, Nested10Action, Void> =
    lift(lift(lift(lift(lift(lift(lift(lift(lift(lift(counter))))))))))

  static let nested10Initial = Nested10(
    child: .init(
      child: .init(
        child: .init(
          child: .init(
            child: .init(
              child: .init(
                child: .init(
                  child: .init(child: .init(child: Counter()))))))))))

  static let nested10Increment: Nested10Action =
    .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))

  // MARK: forEach

  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var count = 0
  }

  struct Rows: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row>
  }

  enum RowsAction: Equatable, Sendable {
    case row(id: Int, action: CounterAction)

    static let rowPath = CasePath<RowsAction, (Int, CounterAction)>(
      embed: { RowsAction.row(id: $0.0, action: $0.1) },
      extract: {
        guard case .row(let id, let action) = $0 else { return nil }
        return (id, action)
      })
  }

  static let row = Reducer<Row, CounterAction, Void> { row, action, _ in
    switch action {
    case .increment: row.count += 1
    }
    return .none
  }

  static let rows = Reducer<Rows, RowsAction, Void>.empty.forEach(
    state: \.rows, action: RowsAction.rowPath, environment: { _ in }, element: row)

  // MARK: ifLet

  struct Screen: Equatable, Sendable {
    var detail: Counter?
  }

  enum ScreenAction: Equatable, Sendable {
    case detail(CounterAction)

    static let detailPath = CasePath<ScreenAction, CounterAction>(
      embed: ScreenAction.detail,
      extract: {
        guard case .detail(let action) = $0 else { return nil }
        return action
      })
  }

  static let screen = Reducer<Screen, ScreenAction, Void>.empty.ifLet(
    state: \.detail, action: ScreenAction.detailPath, environment: { _ in }, then: counter)
}
