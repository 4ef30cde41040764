import Reducers

/// The leaf feature of every scenario.
public struct Counter: Equatable, Sendable {
  public var count = 0

  public init() {}
}

public enum CounterAction: Equatable, Sendable {
  case increment
}

public let counterReducer = Reducer<Counter, CounterAction, Void> { state, action, _ in
  switch action {
  case .increment:
    state.count += 1
    return .none
  }
}

/// TCA's scoping benchmark shape: an `Int` store whose child stores see the same state and
/// actions through identity scopes.
public let intReducer = Reducer<Int, Bool, Void> { state, action, _ in
  if action { state += 1 } else { state -= 1 }
  return .none
}
