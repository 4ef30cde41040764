import Reducers

// Issue 21's "the same tree written by hand": the ten features of `Builder10Features.swift`,
// each written as a user writes a feature without the builder: a reducer type whose
// `reduce(into:action:environment:)` `switch`es on its action, runs the level below on its
// `child` state for `.child` actions and maps that level's effects back with the case
// constructor. (`handNested10Reducer` is the other reading: the whole tree as one `switch`.)

/// The hand-composed tree, erased once where it is specialised, as `builder10Reducer` is.
public let handComposed10Reducer = Reducer(Hand10Feature())

/// Level 1, written by hand.
public struct Hand1Feature: ReducerProtocol {
  public init() {}

  public func reduce(into state: inout L1, action: A1, environment: Void) -> Effect<A1> {
    switch action {
    case .child(let action):
      let effect = counterReducer.reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A1.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 2, written by hand.
public struct Hand2Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L2, action: A2, environment: Void
  ) -> Effect<A2> {
    switch action {
    case .child(let action):
      let effect = Hand1Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A2.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 3, written by hand.
public struct Hand3Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L3, action: A3, environment: Void
  ) -> Effect<A3> {
    switch action {
    case .child(let action):
      let effect = Hand2Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A3.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 4, written by hand.
public struct Hand4Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L4, action: A4, environment: Void
  ) -> Effect<A4> {
    switch action {
    case .child(let action):
      let effect = Hand3Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A4.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 5, written by hand.
public struct Hand5Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L5, action: A5, environment: Void
  ) -> Effect<A5> {
    switch action {
    case .child(let action):
      let effect = Hand4Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A5.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 6, written by hand.
public struct Hand6Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L6, action: A6, environment: Void
  ) -> Effect<A6> {
    switch action {
    case .child(let action):
      let effect = Hand5Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A6.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 7, written by hand.
public struct Hand7Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L7, action: A7, environment: Void
  ) -> Effect<A7> {
    switch action {
    case .child(let action):
      let effect = Hand6Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A7.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 8, written by hand.
public struct Hand8Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L8, action: A8, environment: Void
  ) -> Effect<A8> {
    switch action {
    case .child(let action):
      let effect = Hand7Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A8.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 9, written by hand.
public struct Hand9Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout L9, action: A9, environment: Void
  ) -> Effect<A9> {
    switch action {
    case .child(let action):
      let effect = Hand8Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(A9.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}

/// Level 10, written by hand.
public struct Hand10Feature: ReducerProtocol {
  public init() {}

  public func reduce(
    into state: inout Nested10, action: Nested10Action, environment: Void
  ) -> Effect<Nested10Action> {
    switch action {
    case .child(let action):
      let effect = Hand9Feature().reduce(into: &state.child, action: action, environment: ())
      return effect.isNone ? .none : effect.map(Nested10Action.child)
    case .tap:
      state.taps += 1
      return .none
    }
  }
}
