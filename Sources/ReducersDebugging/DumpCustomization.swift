/// A type that dumps and diffs as another value, for example a wrapper that should read like the
/// value it wraps, or a type whose stored properties are an implementation detail.
public protocol CustomDumpRepresentable {
  /// The value dumped in place of `self`.
  var customDumpValue: Any { get }
}

/// A type that dumps as one line of its own making, shown as is (not quoted).
///
/// Diffs compare that line: two values with the same line are unchanged.
public protocol CustomDumpStringConvertible {
  /// The line shown in place of `self`'s structure.
  var customDumpDescription: String { get }
}

/// Lets a collection whose elements have identities be diffed by id rather than by position.
///
/// It dumps like an array labelled with ids (`#1: Row(…)`), and a diff pairs elements by id: an
/// element present on both sides is diffed field by field, removed and inserted elements are
/// shown whole, and the result follows the new order.
public protocol DiffableByID {
  /// The elements in order, each with its identity.
  var diffEntries: [(id: AnyHashable, element: Any)] { get }
}

/// A property wrapper whose storage dumps under the property's own name: `count: 5` for an
/// `@Shared var count`, rather than the stored `_count` the mirror lists.
public protocol DumpsAsWrappedProperty {}
