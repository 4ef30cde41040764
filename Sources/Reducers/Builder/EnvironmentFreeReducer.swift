/// A reducer that needs no environment, listed where there is one: what a reducer builder makes
/// of `Search()` (a feature with a `Void` environment) in the `body` of a feature, or a `Scope`,
/// `ifLet` or `forEach` child, whose environment is something else. It runs `base` with `()`.
///
/// It is why `Scope`, `ifLet` and `forEach` need no overload for a child without an
/// environment (issue 35): the builder adapts the child instead, so each operator keeps one
/// spelling without `environment:` and the type checker one choice per call.
public struct EnvironmentFreeReducer<Base: ReducerProtocol, Environment>: ReducerProtocol
where Base.Environment == Void {
  @usableFromInline let base: Base

  /// `base`, run with `()` whatever the environment.
  @inlinable @inline(__always)
  public init(_ base: Base) {
    self.base = base
  }

  /// Runs `base` with no environment.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Base.State, action: Base.Action, environment: Environment
  ) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action, environment: ())
  }
}
