public import ReducersDebugging

/// The state of a feature presented by its parent (a sheet, an alert, a pushed screen), as TCA's
/// `@PresentationState`: present while the child is shown, `nil` once dismissed.
///
/// ```swift
/// struct Destination: ReducerProtocol {
///   struct State: Equatable { var title = "" }
///   enum Action: Equatable, Sendable { case titleChanged(String) }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Reduce { state, action in
///       switch action {
///       case .titleChanged(let title):
///         state.title = title
///         return .none
///       }
///     }
///   }
/// }
///
/// struct Parent: ReducerProtocol {
///   struct State: Equatable {
///     @PresentationState var destination: Destination.State?
///   }
///   enum Action: Equatable, Sendable {
///     case addButtonTapped
///     case destination(PresentationAction<Destination.Action>)
///   }
///
///   var body: some ReducerProtocol<State, Action, Void> {
///     Reduce { state, action in
///       if action == .addButtonTapped { state.destination = Destination.State() }
///       return .none
///     }
///     .ifLet(\.$destination, action: Action.destination) { Destination() }
///   }
/// }
/// ```
///
/// The projected value (`\.$destination`) is what
/// ``ReducerProtocol/ifLet(_:action:environment:destination:fileID:filePath:line:column:)``
/// takes: it runs the child, sets the state to `nil` on ``PresentationAction/dismiss``, and
/// cancels the child's effects when it goes away.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// State that presents `wrappedValue` (or nothing).
  @inlinable
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$destination` names it for `ifLet`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

/// TCA 1.x's name for ``PresentationState``: `@Presents var alert: AlertState<Action.Alert>?`.
public typealias Presents = PresentationState

extension PresentationState: DumpsAsWrappedProperty {}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented state, so that dumps and diffs read as the optional.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

/// The actions of a presented child as its parent sees them: TCA's `PresentationAction`.
///
/// The parent's action enum has a case carrying it, `case destination(PresentationAction<Destination.Action>)`.
/// The parent may react to its child's actions (`case .destination(.presented(.saved))`) and to
/// the dismissal, which the child can ask for with ``DismissEffect``.
public enum PresentationAction<Action: Sendable>: Sendable {
  /// The child is dismissed: its state becomes `nil` after the parent has seen this action.
  case dismiss
  /// An action of the presented child.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
/// Encoded as Swift encodes an enum (`{"dismiss":{}}`, `{"presented":{"_0":…}}`), so that a
/// log of what a user did (their answer to an alert included) can be written and replayed.
extension PresentationAction: Codable where Action: Codable {}

/// Lets a presented child dismiss itself from an effect: TCA's `DismissEffect`, kept in the
/// child's environment (`var dismiss = DismissEffect()`) and called as `await dismiss()`.
///
/// It sends ``PresentationAction/dismiss`` to the parent that presented the child, through the
/// effect it is called from; the parent then sets the child's state to `nil` and cancels its
/// effects, this one included. Called anywhere else, it reports a programmer error.
public struct DismissEffect: Sendable {
  /// How one presented feature is dismissed, as a task-local value.
  ///
  /// A struct around the closure, never the closure itself: Swift 6.3.1 on Linux crashes in
  /// optimised code binding a task-local of closure type (`swift_task_localValuePush`, a bad
  /// pointer at -8; a two-line `@TaskLocal` of type `((Int) -> Void)?` crashes the same way,
  /// one of a struct holding the closure does not), which took down every `.run` of a
  /// presented child in a release build.
  package struct Dismissal: Sendable {
    package let dismiss: @MainActor @Sendable () -> Void

    package init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
      self.dismiss = dismiss
    }
  }

  /// The dismissal of the presented feature whose effect is running, if any.
  @TaskLocal static var current: Dismissal?
  /// The dismissal of a feature presented by nobody: a `TestStore` binds it around the actions
  /// it sends, so that the effects they start inherit it.
  @TaskLocal package static var unpresented: Dismissal?

  /// The effect, to keep in an environment.
  public init() {}

  /// Dismisses the presented feature whose effect calls it.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let dismiss = Self.current ?? Self.unpresented else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        This is generally considered an application logic error, and can happen when a \
        reducer calls "dismiss()" from an effect of a feature that was not presented with \
        "ifLet(\\.$destination, action:)" (or from outside an effect).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    dismiss.dismiss()
  }
}
