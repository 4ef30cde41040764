/// A pair of functions to put a value into one case of an enum and to get it back out: what a
/// key path is to a struct's property, a case path is to an enum's case.
///
/// ```swift
/// enum AppAction: Sendable { case search(String), refresh }
///
/// let search = CasePath(embed: AppAction.search) {
///   guard case .search(let action) = $0 else { return nil }
///   return action
/// }
/// ```
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a value in the case.
  public let embed: @Sendable (Value) -> Root
  /// Unwraps the case's value, or `nil` when `root` is another case.
  public let extract: @Sendable (Root) -> Value?

  /// A case path from its two functions.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  /// A path into a case of this case's value.
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract($0).flatMap(path.extract) }
    )
  }
}

extension CasePath where Root == Value {
  /// The path that embeds and extracts a value as itself.
  public static var identity: CasePath {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}

extension CasePath where Root: Sendable, Value: Sendable {
  /// A case path found by reflection from the case's constructor, e.g. `CasePath(AppAction.search)`.
  ///
  /// Convenient, but it inspects each value with `Mirror`; for actions on a hot path prefer
  /// ``init(embed:extract:)`` with a `guard case` extract.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self.init(embed: embed) { root in
      guard let child = Mirror(reflecting: root).children.first,
        let value = child.value as? Value ?? unwrapSingleElementTuple(child.value)
      else { return nil }
      // Two cases can carry the same payload type: check the case name by embedding back.
      let embeddedLabel = Mirror(reflecting: embed(value)).children.first?.label
      return embeddedLabel == child.label ? value : nil
    }
  }
}

private func unwrapSingleElementTuple<Value>(_ value: Any) -> Value? {
  // A case with one labelled payload, `case row(id: Int)`, reflects as a one-element tuple.
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
  return mirror.children.first?.value as? Value
}
