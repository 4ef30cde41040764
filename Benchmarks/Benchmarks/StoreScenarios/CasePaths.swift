import Reducers

// Issue 21: a derived case path (`CasePath(BenchAction.child)`) against one written with a
// `guard case`, extracting from actions that are and are not in the case.

/// An action enum of the usual shape: several payload cases and a few without payload.
public enum BenchAction: Sendable {
  case child(CounterAction)
  case other(CounterAction)
  case text(String)
  case number(Int)
  case tap
  case refresh
}

/// The actions a loop extracts from: half in the case, half not.
public let benchActions: [BenchAction] = [
  .child(.increment), .text("x"), .child(.increment), .tap, .child(.increment), .number(1),
  .child(.increment), .other(.increment),
]

/// The hand-written path.
public let handChildPath = CasePath<BenchAction, CounterAction>(embed: BenchAction.child) {
  guard case .child(let action) = $0 else { return nil }
  return action
}

/// How many of `actions` the derived path extracts, building it as a `body` would.
@inline(never)
public func countDerived(_ actions: [BenchAction]) -> Int {
  var count = 0
  for action in actions where CasePath(BenchAction.child).extract(from: action) != nil {
    count += 1
  }
  return count
}

/// How many of `actions` a `guard case` extracts.
@inline(never)
public func countGuardCase(_ actions: [BenchAction]) -> Int {
  var count = 0
  for action in actions {
    guard case .child = action else { continue }
    count += 1
  }
  return count
}

/// How many of `actions` the hand-written `CasePath` extracts.
@inline(never)
public func countHandPath(_ actions: [BenchAction]) -> Int {
  var count = 0
  for action in actions where handChildPath.extract(from: action) != nil { count += 1 }
  return count
}

/// The derived path made once, before any extraction, as a store's `scope` or a composition
/// kept in a `let` makes it: made before its case (`child` beside `other`) was learnt.
public let derivedChildPath = CasePath(BenchAction.child)

/// How many of `actions` a path made once extracts.
@inline(never)
public func countDerivedOnce(
  _ actions: [BenchAction], _ path: CasePath<BenchAction, CounterAction>
) -> Int {
  var count = 0
  for action in actions where path.extract(from: action) != nil { count += 1 }
  return count
}

/// An action enum whose cases each carry their own payload type, as most features' actions do:
/// a derived path names one case from its constructor alone, with nothing to learn.
public enum UniqueAction: Sendable {
  case child(CounterAction)
  case text(String)
  case number(Int)
  case tap
  case refresh
}

/// The same mix as `benchActions`, in `UniqueAction`.
public let uniqueActions: [UniqueAction] = [
  .child(.increment), .text("x"), .child(.increment), .tap, .child(.increment), .number(1),
  .child(.increment), .refresh,
]

/// `UniqueAction.child`'s derived path, made once, before any extraction.
public let uniqueChildPath = CasePath(UniqueAction.child)

@inline(never)
public func countUniqueDerivedOnce(
  _ actions: [UniqueAction], _ path: CasePath<UniqueAction, CounterAction>
) -> Int {
  var count = 0
  for action in actions where path.extract(from: action) != nil { count += 1 }
  return count
}

@inline(never)
public func countUniqueDerived(_ actions: [UniqueAction]) -> Int {
  var count = 0
  for action in actions where CasePath(UniqueAction.child).extract(from: action) != nil {
    count += 1
  }
  return count
}

@inline(never)
public func countUniqueGuardCase(_ actions: [UniqueAction]) -> Int {
  var count = 0
  for action in actions {
    guard case .child = action else { continue }
    count += 1
  }
  return count
}
