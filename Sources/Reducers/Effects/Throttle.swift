import Synchronization

extension Effect {
  /// Lets at most one action of this effect through per `interval` for `id`.
  ///
  /// The first action passes at once. Actions within the interval are held, and one is sent when
  /// the interval ends: the newest one if `latest`, otherwise the first one held. A newer
  /// throttled effect with the same id takes over the held one's wait, carrying that choice
  /// (with `latest: false`, 1, 2 and 3 in one interval send 1, then 2 when it ends; 3 is
  /// dropped, as in TCA).
  public func throttle<ID: Hashable & Sendable, C: Clock>(
    id: ID, for interval: C.Duration, clock: C, latest: Bool
  ) -> Self {
    if isNone { return .none }
    let windowID = EffectID(id)
    return Self(
      .withRuntime { runtime, scope in
        let windowID = windowID.scoped(by: scope)
        let isSpent: @Sendable (ThrottleWindow<C.Instant, Action>) -> Bool = { window in
          window.held == nil && window.lastSent.duration(to: clock.now) >= interval
        }
        return Effect.run { send in
          let held = Mutex<(action: Action, deadline: C.Instant)?>(nil)
          await runtime.run(
            self, scope: scope,
            send: Send { action in
              let decision = runtime.throttleDecision(
                for: action, id: windowID, now: clock.now, interval: interval, latest: latest,
                isSpent: isSpent)
              switch decision {
              case .sendNow(let action): send(action)
              case .hold(let action, let deadline): held.withLock { $0 = (action, deadline) }
              }
            })
          guard let (action, deadline) = held.withLock({ $0 }) else { return }
          try await clock.sleep(until: deadline, tolerance: nil)
          runtime.withThrottleWindow(windowID, isSpent: isSpent) {
            (window: inout ThrottleWindow<C.Instant, Action>?) in
            window = ThrottleWindow(lastSent: clock.now, held: nil)
          }
          await send(action)
        }
      }
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// When a throttled id last let an action through, and what it holds back.
struct ThrottleWindow<Instant: InstantProtocol, Action: Sendable>: Sendable {
  var lastSent: Instant
  var held: Action?
}

enum ThrottleDecision<Instant: InstantProtocol, Action: Sendable> {
  case sendNow(Action)
  case hold(Action, until: Instant)
}

extension EffectRuntime {
  func throttleDecision<Instant: InstantProtocol, Action: Sendable>(
    for action: Action, id: EffectID, now: Instant, interval: Instant.Duration, latest: Bool,
    isSpent: @escaping @Sendable (ThrottleWindow<Instant, Action>) -> Bool
  ) -> ThrottleDecision<Instant, Action> {
    withThrottleWindow(id, isSpent: isSpent) { (window: inout ThrottleWindow<Instant, Action>?) in
      guard let current = window else {
        window = ThrottleWindow(lastSent: now, held: nil)
        return .sendNow(action)
      }
      let chosen = latest ? action : (current.held ?? action)
      if current.lastSent.duration(to: now) >= interval {
        window = ThrottleWindow(lastSent: now, held: nil)
        return .sendNow(chosen)
      }
      window = ThrottleWindow(lastSent: current.lastSent, held: chosen)
      return .hold(chosen, until: current.lastSent.advanced(by: interval))
    }
  }
}
