public import ReducersDebugging

/// An action that sets one field of a feature's state, for a view's text field or a command's
/// option: `.binding(.set(\.query, "lon"))`.
///
/// Compare it to a key path in a `switch` to react to one field: `case .binding(\.query):`.
public struct BindingAction<Root>: Sendable, Equatable, CustomReflectable {
  /// The field that is set.
  public var keyPath: PartialKeyPath<Root> { field.value }
  private let field: UncheckedSendable<PartialKeyPath<Root>>
  /// The new value.
  public let value: any Sendable
  private let apply: @Sendable (inout Root) -> Void
  private let isEqualValue: @Sendable (any Sendable) -> Bool

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    let field = UncheckedSendable(value: keyPath)
    return Self(
      keyPath: keyPath, value: value,
      apply: { $0[keyPath: field.value] = value },
      isEqualValue: { ($0 as? Value) == value })
  }

  private init(
    keyPath: PartialKeyPath<Root>, value: any Sendable,
    apply: @escaping @Sendable (inout Root) -> Void,
    isEqualValue: @escaping @Sendable (any Sendable) -> Bool
  ) {
    self.field = UncheckedSendable(value: keyPath)
    self.value = value
    self.apply = apply
    self.isEqualValue = isEqualValue
  }

  /// Sets the field on `root`.
  public func set(_ root: inout Root) {
    apply(&root)
  }

  /// Equal when the same field is set to an equal value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqualValue(rhs.value)
  }

  /// Matches a binding action that sets the field at `keyPath`, whatever the value.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }

  /// Reflects as the field and its new value, so dumps and diffs read naturally.
  public var customMirror: Mirror {
    Mirror(self, children: ["keyPath": keyPath, "value": value], displayStyle: .struct)
  }
}

/// An action type with a case that carries ``BindingAction``s, so that ``ReducerProtocol/binding()`` can
/// apply them.
public protocol BindableAction: Sendable {
  /// The state the bindings set.
  associatedtype State
  /// Embeds a binding action.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action carries, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The payload of the case carrying a ``BindingAction`` (`case binding(BindingAction<State>)`,
  /// as in TCA), read as a derived case path reads it: a tag read and a copy, no reflection.
  /// An action with no such case carries no binding action.
  @inlinable
  public var binding: BindingAction<State>? {
    guard let derived = CasePath<Self, BindingAction<State>>.derivedIfAny() else { return nil }
    return derived.extract(self, embed: Self.binding, constructor: 0)
  }
}

extension BindingAction: SwiftSourceRepresentable {
  /// `.set(\Root.field, value)`: what a test sends or receives.
  public var swiftSource: String {
    ".set(\(ReducersDebugging.swiftSource(keyPath)), \(ReducersDebugging.swiftSource(value)))"
  }
}
