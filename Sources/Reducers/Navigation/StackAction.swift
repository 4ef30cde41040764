/// What happens to a navigation stack, as its parent sees it: TCA's `StackAction`, the payload
/// of the parent's case for its stack (`case path(StackActionOf<Path>)`).
public enum StackAction<State, Action: Sendable> {
  /// `action`, for the screen with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// The screen with `id`, and every screen above it, are popped: what a back button, a swipe
  /// or the screen's own ``DismissEffect`` sends. The parent sees the screens one last time.
  case popFrom(id: StackElementID)
  /// `state` is pushed with `id` (normally the stack's ``StackState/nextID``).
  case push(id: StackElementID, state: State)
}

extension StackAction: Sendable where State: Sendable {}
extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}

/// The stack action of a feature pushed on a stack: `case path(StackActionOf<Path>)`.
public typealias StackActionOf<R: ReducerProtocol> = StackAction<R.State, R.Action>
