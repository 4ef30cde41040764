/// Requests that take turns for a few slots, started in the order they were asked for.
///
/// Refreshing 2,000 followed cities must not open 2,000 connections at once (each costs memory,
/// and a provider answers a burst with "rate limited"). A feature keeps one queue in its state,
/// starts exactly the requests ``request(_:)`` and ``finish(_:)`` return, and so never has more
/// than ``width`` in flight, while what the user sees stays in the user's order.
public struct RequestQueue<ID: Hashable & Sendable>: Equatable, Sendable {
  /// How many requests a feature keeps in flight by default: enough to hide a provider's
  /// latency, few enough to stay well inside its burst limits and a small memory budget.
  public static var defaultWidth: Int { 8 }

  /// The most requests in flight at once (at least 1: a width of 0 would leave every request
  /// waiting for ever, so a smaller one set later is 1 too).
  public var width: Int {
    didSet { width = max(width, 1) }
  }
  /// The requests started and not yet answered or cancelled.
  public var inFlight: Set<ID> = []
  /// The requests waiting for a slot, first to start first.
  public var waiting: [ID] = []

  /// An empty queue with `width` slots.
  public init(width: Int = Self.defaultWidth) {
    self.width = max(width, 1)
  }

  /// Whether nothing is in flight or waiting.
  public var isEmpty: Bool { inFlight.isEmpty && waiting.isEmpty }

  /// Asks for `ids`, in order, and returns those to start now, in order.
  ///
  /// A request already in flight is returned again, keeping its slot, so that its caller
  /// restarts it (a newer question replaces the older); one already waiting keeps its turn.
  public mutating func request(_ ids: some Sequence<ID>) -> [ID] {
    var restarted: [ID] = []
    var alreadyWaiting = Set(waiting)
    for id in ids {
      if inFlight.contains(id) {
        restarted.append(id)
      } else if alreadyWaiting.insert(id).inserted {
        waiting.append(id)
      }
    }
    return restarted + startWaiting()
  }

  /// Forgets `id`, answered or cancelled, whether in flight or waiting, and returns the requests
  /// to start in the slot it frees.
  @discardableResult
  public mutating func finish(_ id: ID) -> [ID] {
    if inFlight.remove(id) == nil, let index = waiting.firstIndex(of: id) {
      waiting.remove(at: index)
    }
    return startWaiting()
  }

  /// Keeps only the requests `isWanted` accepts and returns the ones dropped from flight (to
  /// cancel) and those to start in the slots they free.
  public mutating func keep(
    where isWanted: (ID) -> Bool
  ) -> (cancelled: [ID], started: [ID]) {
    let cancelled = inFlight.filter { !isWanted($0) }
    inFlight.subtract(cancelled)
    waiting.removeAll { !isWanted($0) }
    return (Array(cancelled), startWaiting())
  }

  /// Forgets every request and returns those that were in flight, to cancel.
  public mutating func removeAll() -> [ID] {
    defer { (inFlight, waiting) = ([], []) }
    return Array(inFlight)
  }

  private mutating func startWaiting() -> [ID] {
    let count = min(max(width - inFlight.count, 0), waiting.count)
    guard count > 0 else { return [] }
    let started = Array(waiting.prefix(count))
    waiting.removeFirst(count)
    inFlight.formUnion(started)
    return started
  }
}
