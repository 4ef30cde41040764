// An `ifLet` whose child reducer has another state and action type than the key path and the
// case lead to. The first error names the wrong reducer's action type, but reads as if a
// presented child were meant: swiftc 6.3.1 scores the presented `ifLet`'s two argument
// mismatches 6 and the optional one's two failed builder requirements 24 (12 each;
// `-Xfrontend -debug-constraints-on-line`). Both are TCA's `ifLet(_:action:)`, so unlike
// `Scope(case:action:)` they keep one label.
// expect: Other.Action
import Reducers
struct Parent: ReducerProtocol {
  struct State: Equatable { var child: Child.State? }
  enum Action: Equatable, Sendable { case child(Child.Action) }
  var body: some ReducerProtocol<State, Action, Void> {
    Reduce { _, _ in .none }
      .ifLet(\.child, action: Action.child) { Other() }
  }
}
