import Reducers

// The ten-level tree of `Nested10.swift` written with the reducer builder, as TCA users write
// it: each level's `body` lists `Scope(state: \.child, action: Ak.child) { lower level }` and
// the level's own `Reduce`. The case paths are derived from the case constructors. Issue 21
// compares it with `nested10Reducer` (the same tree with `Reducer.combine`, `pullback` and
// hand-written case paths) and `handNested10Reducer` (one hand-written `switch`).

/// The builder tree, erased once where it is specialised, as `nested10Reducer` is.
public let builder10Reducer = Reducer(Builder10Feature())

/// Level 1, as a TCA user writes it.
public struct Builder1Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L1, A1, Void> {
    Scope(state: \.child, action: A1.child) {
      counterReducer
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 2, as a TCA user writes it.
public struct Builder2Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L2, A2, Void> {
    Scope(state: \.child, action: A2.child) {
      Builder1Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 3, as a TCA user writes it.
public struct Builder3Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L3, A3, Void> {
    Scope(state: \.child, action: A3.child) {
      Builder2Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 4, as a TCA user writes it.
public struct Builder4Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L4, A4, Void> {
    Scope(state: \.child, action: A4.child) {
      Builder3Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 5, as a TCA user writes it.
public struct Builder5Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L5, A5, Void> {
    Scope(state: \.child, action: A5.child) {
      Builder4Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 6, as a TCA user writes it.
public struct Builder6Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L6, A6, Void> {
    Scope(state: \.child, action: A6.child) {
      Builder5Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 7, as a TCA user writes it.
public struct Builder7Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L7, A7, Void> {
    Scope(state: \.child, action: A7.child) {
      Builder6Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 8, as a TCA user writes it.
public struct Builder8Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L8, A8, Void> {
    Scope(state: \.child, action: A8.child) {
      Builder7Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 9, as a TCA user writes it.
public struct Builder9Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<L9, A9, Void> {
    Scope(state: \.child, action: A9.child) {
      Builder8Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}

/// Level 10, as a TCA user writes it.
public struct Builder10Feature: ReducerProtocol {
  public init() {}

  public var body: some ReducerProtocol<Nested10, Nested10Action, Void> {
    Scope(state: \.child, action: Nested10Action.child) {
      Builder9Feature()
    }
    Reduce { state, action in
      if case .tap = action { state.taps += 1 }
      return .none
    }
  }
}
