/// One level of a value's structure, as both the dump and the diff see it.
///
/// Reflecting a value never renders its children, so that the diff can walk two values in step
/// and render only the parts that differ.
enum DumpNode {
  /// A value that renders on one line, already formatted: `42`, `nil`, `.idle`, `3.0 seconds`.
  case leaf(String)
  /// A string's contents; quoted (or turned into a `"""` block when it spans lines) on rendering.
  case text(String)
  /// A value with children: a struct, class, tuple, enum case with a payload or collection.
  case container(DumpContainer)
}

/// A value with children, with the delimiters it renders between.
struct DumpContainer {
  enum Kind: Equatable {
    case structure, object, tuple, enumCase, collection, dictionary, set, identified

    /// Whether children are matched by position and label (as opposed to by content or key).
    var isPositional: Bool {
      switch self {
      case .structure, .object, .tuple, .enumCase: true
      case .collection, .dictionary, .set, .identified: false
      }
    }
  }

  struct Child {
    /// Rendered before the child's value with ": "; nil for set elements and unlabeled payloads.
    var label: String?
    var value: Any
    /// How dictionary entries and set elements are sorted and matched: the key's or element's dump.
    var sortKey: String = ""
    /// The element's identity in a `DiffableByID` collection.
    var id: AnyHashable? = nil
  }

  var kind: Kind
  /// Two containers are only diffed child by child when they are of the same type.
  var subjectType: ObjectIdentifier
  var open: String
  var close: String
  var children: [Child]
  /// The object of a class instance, to spot reference cycles.
  var object: ObjectIdentifier? = nil

  var emptyText: String { kind == .dictionary ? "[:]" : open + close }
  var collapsedText: String { open + "…" + close }
  var cycleText: String { open + "↩︎" + close }

  func isCompatible(with other: DumpContainer) -> Bool {
    guard kind == other.kind, subjectType == other.subjectType, open == other.open,
      close == other.close
    else { return false }
    guard kind.isPositional else { return true }
    return children.map(\.label) == other.children.map(\.label)
  }
}

/// Reflects one level of `value`.
///
/// - Parameters:
///   - isRoot: Whether `value` is the dumped value itself, whose enum cases carry their type name.
///   - path: The objects being dumped around `value`, so that sort keys stay cycle-safe.
func reflectForDump(_ value: Any, isRoot: Bool, path: Set<ObjectIdentifier>) -> DumpNode {
  // Representations can nest; the bound keeps a type that represents itself from looping.
  var value = value
  for _ in 0..<8 {
    guard let representable = value as? any CustomDumpRepresentable else { break }
    value = representable.customDumpValue
  }
  if let convertible = value as? any CustomDumpStringConvertible {
    return .leaf(convertible.customDumpDescription)
  }
  if let identified = value as? any DiffableByID {
    return .container(identifiedContainer(identified))
  }
  switch value {
  case let string as String: return .text(string)
  case let substring as Substring: return .text(String(substring))
  case let character as Character: return .leaf(String(reflecting: character))
  case let scalar as Unicode.Scalar: return .leaf(String(reflecting: scalar))
  // Any `Hashable` value casts to `AnyHashable`; only a boxed one is unwrapped.
  case let hashable as AnyHashable where type(of: value) == AnyHashable.self:
    return reflectForDump(hashable.base, isRoot: isRoot, path: path)
  default: break
  }
  // A key path's stored properties are runtime internals; its description is `\Root.field`.
  if value is AnyKeyPath || describedTypes.contains(genericBaseName(of: type(of: value))) {
    return .leaf(String(describing: value))
  }

  let mirror = Mirror(reflecting: value)
  let subjectType = ObjectIdentifier(mirror.subjectType)
  switch mirror.displayStyle {
  case .optional:
    guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
    return reflectForDump(wrapped, isRoot: isRoot, path: path)

  case .enum:
    let name = (isRoot ? dumpTypeName(mirror.subjectType) : "") + "." + enumCaseName(of: value)
    guard let payload = mirror.children.first?.value else { return .leaf(name) }
    let payloadMirror = Mirror(reflecting: payload)
    let children: [DumpContainer.Child] =
      payloadMirror.displayStyle == .tuple
      // Unlabeled tuple elements are reported as ".0", ".1", …; a payload shows them bare.
      ? payloadMirror.children.map {
        .init(label: $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: $0.value)
      }
      : [.init(label: nil, value: payload)]
    return .container(
      DumpContainer(
        kind: .enumCase, subjectType: subjectType, open: name + "(", close: ")",
        children: children))

  case .tuple:
    let children = mirror.children.enumerated().map { offset, child in
      DumpContainer.Child(
        label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "[\(offset)]",
        value: child.value)
    }
    return .container(
      DumpContainer(
        kind: .tuple, subjectType: subjectType, open: "(", close: ")", children: children))

  case .collection:
    let children = mirror.children.enumerated().map { offset, child in
      DumpContainer.Child(label: "[\(offset)]", value: child.value)
    }
    return .container(
      DumpContainer(
        kind: .collection, subjectType: subjectType, open: "[", close: "]", children: children))

  case .dictionary:
    var children: [DumpContainer.Child] = mirror.children.map { entry in
      let pair = Array(Mirror(reflecting: entry.value).children)
      let key = pair.first?.value ?? ()
      let keyLines = dumpLines(of: key, path: path)
      let label =
        keyLines.count == 1 ? keyLines[0].text : dumpSummary(of: key, path: path)
      return DumpContainer.Child(
        label: label, value: pair.count > 1 ? pair[1].value : (), sortKey: renderDump(keyLines))
    }
    // Hashing order changes from run to run; the dump of the key gives a stable one.
    children.sort { sortKeyPrecedes($0.sortKey, $1.sortKey) }
    return .container(
      DumpContainer(
        kind: .dictionary, subjectType: subjectType, open: "[", close: "]", children: children))

  case .set:
    var children: [DumpContainer.Child] = mirror.children.map { element in
      DumpContainer.Child(
        label: nil, value: element.value,
        sortKey: renderDump(dumpLines(of: element.value, path: path)))
    }
    children.sort { sortKeyPrecedes($0.sortKey, $1.sortKey) }
    return .container(
      DumpContainer(
        kind: .set, subjectType: subjectType, open: "Set([", close: "])", children: children))

  case .class:
    // A subclass's mirror only holds its own stored properties; show inherited ones first.
    var mirrors = [mirror]
    while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
    let children = mirrors.reversed().flatMap(\.children).map {
      DumpContainer.Child(label: propertyLabel($0.label, of: $0.value), value: $0.value)
    }
    return .container(
      DumpContainer(
        kind: .object, subjectType: subjectType, open: dumpTypeName(mirror.subjectType) + "(",
        close: ")", children: children, object: ObjectIdentifier(value as AnyObject)))

  case .struct, nil:
    // A type without a display style and without children is a scalar: numbers, booleans,
    // functions, metatypes. One with children is a custom mirror, shown like a struct.
    if mirror.displayStyle == nil && mirror.children.isEmpty {
      return .leaf(String(describing: value))
    }
    let children = mirror.children.enumerated().map { offset, child in
      DumpContainer.Child(
        label: propertyLabel(child.label, of: child.value) ?? "[\(offset)]", value: child.value)
    }
    return .container(
      DumpContainer(
        kind: .structure, subjectType: subjectType, open: dumpTypeName(mirror.subjectType) + "(",
        close: ")", children: children))

  default:
    // Foreign (C++) references and styles added later: shown by their description.
    return .leaf(String(describing: value))
  }
}

/// The order of dictionary keys and set elements: by their dump, with numbers in numeric
/// order (so that `2` comes before `10`) and before everything else.
func sortKeyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
  func number(_ key: String) -> Double? { Double(key).flatMap { $0.isNaN ? nil : $0 } }
  switch (number(lhs), number(rhs)) {
  case (let left?, let right?): return left != right ? left < right : lhs < rhs
  case (.some, nil): return true
  case (nil, .some): return false
  case (nil, nil): return lhs < rhs
  }
}

private func identifiedContainer(_ collection: any DiffableByID) -> DumpContainer {
  let children = collection.diffEntries.map { entry in
    DumpContainer.Child(label: "#\(entry.id.base)", value: entry.element, id: entry.id)
  }
  return DumpContainer(
    kind: .identified, subjectType: ObjectIdentifier(type(of: collection)), open: "[", close: "]",
    children: children)
}

/// Types whose stored properties say less than their description: the standard library's and
/// Foundation's value types that are conventionally shown by value (Foundation's types are
/// matched by name because this module must not import Foundation).
private let describedTypes: Set<String> = {
  let foundation = ["Date", "URL", "UUID", "Decimal", "Locale", "TimeZone", "Calendar", "Data"]
  let standardLibrary = [
    "Swift.Duration", "Swift.ContinuousClock.Instant", "Swift.SuspendingClock.Instant",
    "Swift.Range", "Swift.ClosedRange", "Swift.ObjectIdentifier",
  ]
  return Set(
    standardLibrary + foundation.flatMap { ["Foundation.\($0)", "FoundationEssentials.\($0)"] })
}()

// MARK: - Names

/// The runtime's name for an enum's case: what `print` shows for an enum that does not provide
/// its own description. `Mirror` only names cases that carry a payload, and a case's own
/// `description` may say anything, so the runtime is asked directly.
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

private func openedCaseName<T>(_ value: T) -> String? {
  _enumCaseName(value).flatMap { String(validatingCString: $0) }
}

func enumCaseName(of value: Any) -> String {
  // The runtime needs the enum's own type, not `Any`'s, hence the opening.
  _openExistential(value, do: openedCaseName) ?? String(describing: value)
}

/// A type's name as written in source, without its module, generic arguments or the
/// `(unknown context at $…)` that private and local types carry: `Feature.Action`.
package func dumpTypeName(_ type: Any.Type) -> String {
  let components = nameComponents(withoutGenerics(_typeName(type, qualified: true)))
  return components.dropFirst(components.count > 1 ? 1 : 0).joined(separator: ".")
}

/// The qualified name without generic arguments, used to recognise well-known types.
private func genericBaseName(of type: Any.Type) -> String {
  withoutGenerics(_typeName(type, qualified: true))
}

private func withoutGenerics(_ name: String) -> String {
  var result = ""
  var depth = 0
  var previous: Character = " "
  for character in name {
    switch character {
    case "<": depth += 1
    // The `>` of a function type's arrow closes nothing.
    case ">" where previous != "-": depth -= 1
    default: if depth == 0 { result.append(character) }
    }
    previous = character
  }
  return result
}

/// Splits a qualified name on its dots, dropping anonymous contexts and unwrapping the
/// `(Name in _Discriminator)` of private declarations.
private func nameComponents(_ name: String) -> [String] {
  var components: [String] = []
  var current = ""
  var parenthesized = ""
  var depth = 0
  for character in name {
    if character == "(" {
      depth += 1
      if depth == 1 {
        parenthesized = ""
        continue
      }
    } else if character == ")" {
      depth -= 1
      if depth == 0 {
        // `(Name in _Discriminator)` names a private declaration; an "unknown context" or an
        // "extension in" is nothing a reader would write.
        if !parenthesized.hasPrefix("unknown context"), !parenthesized.hasPrefix("extension in"),
          let name = parenthesized.split(separator: " ").first
        {
          current += name
        }
        continue
      }
    }
    if depth > 0 {
      parenthesized.append(character)
    } else if character == "." {
      if !current.isEmpty { components.append(current) }
      current = ""
    } else if character != ":" {
      current.append(character)
    }
  }
  if !current.isEmpty { components.append(current) }
  return components
}

/// A stored property's label as the source names it: a wrapper's storage (`_count`) under the
/// wrapped property's name (`count`).
private func propertyLabel(_ label: String?, of value: Any) -> String? {
  guard let label, label.hasPrefix("_"), value is any DumpsAsWrappedProperty else { return label }
  return String(label.dropFirst())
}
