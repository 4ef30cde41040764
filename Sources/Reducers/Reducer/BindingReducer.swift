extension ReducerProtocol where Action: BindableAction, Action.State == State {
  /// Applies binding actions to the state, then runs this reducer, which may react to them.
  @inlinable
  public func binding() -> BindingReducer<Self> {
    BindingReducer(base: self)
  }
}

/// A reducer that applies ``BindingAction``s before its base runs, made by
/// ``ReducerProtocol/binding()``, by `BindingReducer()` first in a `body` (the feature's own
/// `Action` is ``BindableAction``), or by `BindingReducer(action: Action.view)` (TCA 1.x's
/// view actions: the ``BindableAction`` is the case `view` carries).
public struct BindingReducer<Base: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let base: Base
  @usableFromInline let bindingAction: @Sendable (Base.Action) -> BindingAction<Base.State>?

  @inlinable
  init(base: Base) where Base.Action: BindableAction, Base.Action.State == Base.State {
    self.base = base
    self.bindingAction = { $0.binding }
  }

  @inlinable
  init(
    base: Base, bindingAction: @escaping @Sendable (Base.Action) -> BindingAction<Base.State>?
  ) {
    self.base = base
    self.bindingAction = bindingAction
  }

  /// Sets the bound field, then runs the base reducer.
  @inlinable @inline(__always)
  public func reduce(
    into state: inout Base.State, action: Base.Action, environment: Base.Environment
  ) -> Effect<Base.Action> {
    bindingAction(action)?.set(&state)
    return base.reduce(into: &state, action: action, environment: environment)
  }
}

extension BindingReducer {
  /// TCA 1.x's `BindingReducer(action: \.view)`, listed first in a `body`: applies the binding
  /// actions that the case `action` constructs carries (`case view(View)`, whose `View` is
  /// ``BindableAction`` with `case binding(BindingAction<State>)`).
  ///
  /// ```swift
  /// struct Login: ReducerProtocol {
  ///   struct State: Equatable { var email = ""; var isSubmitting = false }
  ///   enum Action: Equatable, Sendable {
  ///     case view(View)
  ///     enum View: BindableAction, Equatable, Sendable {
  ///       case binding(BindingAction<State>)
  ///       case submitTapped
  ///     }
  ///   }
  ///
  ///   var body: some ReducerProtocol<State, Action, Void> {
  ///     BindingReducer(action: Action.view)
  ///     Reduce { state, action in
  ///       if case .view(.submitTapped) = action { state.isSubmitting = true }
  ///       return .none
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A test sends `.view(.binding(.set(\.email, "a@b.c")))` and asserts the field changed.
  @inlinable
  public init<State, Action, Environment, ViewAction: BindableAction>(
    action toViewAction: @escaping @Sendable (ViewAction) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Base == EmptyReducer<State, Action, Environment>, ViewAction.State == State {
    let view = CasePath(
      toViewAction, fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(base: EmptyReducer(), bindingAction: { view.extract(from: $0)?.binding })
  }
}
