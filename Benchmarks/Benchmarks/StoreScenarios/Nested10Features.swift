import Reducers

// The ten-level tree of `Nested10.swift` written as features are written with the protocol:
// each level a type whose `body` pulls the level below back into it and combines it with the
// level's own reducer. `nested10Reducer` erases the top one here, in the module that defines
// them, where the whole tree is specialised and inlined.

/// Level 1: the counter pulled back into it, combined with this level's own reducer.
public struct Level1Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L1, A1, Void> {
    Reducer.combine(
      counterReducer.pullback(state: \.child, action: A1.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 2: level 1 pulled back into it, combined with this level's own reducer.
public struct Level2Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L2, A2, Void> {
    Reducer.combine(
      Level1Feature().pullback(state: \.child, action: A2.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 3: level 2 pulled back into it, combined with this level's own reducer.
public struct Level3Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L3, A3, Void> {
    Reducer.combine(
      Level2Feature().pullback(state: \.child, action: A3.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 4: level 3 pulled back into it, combined with this level's own reducer.
public struct Level4Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L4, A4, Void> {
    Reducer.combine(
      Level3Feature().pullback(state: \.child, action: A4.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 5: level 4 pulled back into it, combined with this level's own reducer.
public struct Level5Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L5, A5, Void> {
    Reducer.combine(
      Level4Feature().pullback(state: \.child, action: A5.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 6: level 5 pulled back into it, combined with this level's own reducer.
public struct Level6Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L6, A6, Void> {
    Reducer.combine(
      Level5Feature().pullback(state: \.child, action: A6.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 7: level 6 pulled back into it, combined with this level's own reducer.
public struct Level7Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L7, A7, Void> {
    Reducer.combine(
      Level6Feature().pullback(state: \.child, action: A7.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 8: level 7 pulled back into it, combined with this level's own reducer.
public struct Level8Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L8, A8, Void> {
    Reducer.combine(
      Level7Feature().pullback(state: \.child, action: A8.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 9: level 8 pulled back into it, combined with this level's own reducer.
public struct Level9Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L9, A9, Void> {
    Reducer.combine(
      Level8Feature().pullback(state: \.child, action: A9.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}

/// Level 10: level 9 pulled back into it, combined with this level's own reducer.
public struct Nested10Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<Nested10, Nested10Action, Void> {
    Reducer.combine(
      Level9Feature().pullback(
        state: \.child, action: Nested10Action.childPath, environment: { _ in }),
      Reducer { state, action, _ in
        if case .tap = action { state.taps += 1 }
        return .none
      }
    )
  }
}
