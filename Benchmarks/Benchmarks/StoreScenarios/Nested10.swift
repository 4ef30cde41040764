import Reducers

/// One level of nesting: a child's state plus a counter of this level's own.
public struct Level<Child: Equatable & Sendable>: Equatable, Sendable {
  public var child: Child
  public var taps = 0
}

public enum LevelAction<ChildAction: Equatable & Sendable>: Equatable, Sendable {
  case child(ChildAction)
  case tap

  public static var childPath: CasePath<Self, ChildAction> {
    CasePath(embed: Self.child) {
      guard case .child(let action) = $0 else { return nil }
      return action
    }
  }
}

/// `child` pulled back into one more level and combined with that level's own reducer.
public func lift<
  Child: ReducerProtocol<C, CA, Void>, C: Equatable & Sendable, CA: Equatable & Sendable
>(
  _ child: Child
) -> some ReducerProtocol<Level<C>, LevelAction<CA>, Void> {
  Reducer<Level<C>, LevelAction<CA>, Void>.combine(
    child.pullback(
      state: \Level<C>.child, action: LevelAction<CA>.childPath, environment: { _ in }),
    Reducer { state, action, _ in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  )
}

public typealias L1 = Level<Counter>
public typealias L2 = Level<L1>
public typealias L3 = Level<L2>
public typealias L4 = Level<L3>
public typealias L5 = Level<L4>
public typealias L6 = Level<L5>
public typealias L7 = Level<L6>
public typealias L8 = Level<L7>
public typealias L9 = Level<L8>
public typealias Nested10 = Level<L9>
public typealias A1 = LevelAction<CounterAction>
public typealias A2 = LevelAction<A1>
public typealias A3 = LevelAction<A2>
public typealias A4 = LevelAction<A3>
public typealias A5 = LevelAction<A4>
public typealias A6 = LevelAction<A5>
public typealias A7 = LevelAction<A6>
public typealias A8 = LevelAction<A7>
public typealias A9 = LevelAction<A8>
public typealias Nested10Action = LevelAction<A9>

extension Nested10 {
  public init() {
    self.init(
      child: L9(
        child: L8(
          child: L7(
            child: L6(
              child: L5(
                child: L4(
                  child: L3(
                    child: L2(
                      child: L1(child: Counter()))))))))))
  }
}

/// The ten levels as feature types (`Nested10Features.swift`), erased once: what the issue-12
/// comparison measures against `handNested10Reducer`.
public let nested10Reducer = Reducer(Nested10Feature())

/// The same ten levels composed once and stored, as a `static let` feature is written.
public let nested10StoredReducer: some ReducerProtocol<Nested10, Nested10Action, Void> =
  lift(lift(lift(lift(lift(lift(lift(lift(lift(lift(counterReducer))))))))))

/// The leaf counter's action, embedded through all ten levels.
public let nested10Increment: Nested10Action =
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))

@MainActor
public func scopeToLeaf(_ root: Store<Nested10, Nested10Action>) -> Store<Counter, CounterAction> {
  root
    .scope(state: \.child, action: Nested10Action.childPath)
    .scope(state: \.child, action: A9.childPath)
    .scope(state: \.child, action: A8.childPath)
    .scope(state: \.child, action: A7.childPath)
    .scope(state: \.child, action: A6.childPath)
    .scope(state: \.child, action: A5.childPath)
    .scope(state: \.child, action: A4.childPath)
    .scope(state: \.child, action: A3.childPath)
    .scope(state: \.child, action: A2.childPath)
    .scope(state: \.child, action: A1.childPath)
}

/// The same ten-level tree as `nested10Reducer`, written by hand as one `switch`: the baseline
/// that composition is measured against (issue 12: pulled back and combined ≤ 2× this).
public let handNested10Reducer = Reducer<Nested10, Nested10Action, Void> { state, action, _ in
  switch action {
  case .child(.child(.child(.child(.child(.child(.child(.child(.child(.child(.increment)))))))))):
    state.child.child.child.child.child.child.child.child.child.child.count += 1
  case .child(.child(.child(.child(.child(.child(.child(.child(.child(.tap))))))))):
    state.child.child.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.child(.child(.tap)))))))):
    state.child.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.child(.tap))))))):
    state.child.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.child(.tap)))))):
    state.child.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.child(.tap))))):
    state.child.child.child.child.child.taps += 1
  case .child(.child(.child(.child(.tap)))):
    state.child.child.child.child.taps += 1
  case .child(.child(.child(.tap))):
    state.child.child.child.taps += 1
  case .child(.child(.tap)):
    state.child.child.taps += 1
  case .child(.tap):
    state.child.taps += 1
  case .tap:
    state.taps += 1
  }
  return .none
}
