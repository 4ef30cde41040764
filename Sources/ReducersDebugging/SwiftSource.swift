/// A type that writes itself as Swift source of its own making, for values whose stored
/// properties are not what a person would write (a type with a custom initialiser, a wrapper).
///
/// ``swiftSource(_:width:)`` uses it in place of the value's structure:
/// `extension Celsius: SwiftSourceRepresentable { var swiftSource: String { "\(value)°" } }`.
public protocol SwiftSourceRepresentable {
  /// An expression that rebuilds `self` where its type is known from context.
  var swiftSource: String { get }
}

/// An expression that rebuilds `value`, as a person would write it in a test: `.search(.typed("l"))`
/// for an enum case, `City(id: 1, name: "London")` for a struct (its memberwise initialiser),
/// `["a", "b"]` for arrays, sets and identified arrays, `[key: value]` for dictionaries.
///
/// Enum cases are written without their type (`.case`): the expression is meant for a place
/// whose type is known, such as `store.send(_:)` or `$0.field = …`. Types whose structure is not
/// their initialiser conform to ``SwiftSourceRepresentable``; Foundation's `Date`, `UUID`, `URL`
/// and `Decimal` and the standard library's `Duration` are written through their initialisers.
/// Lines longer than `width` are broken as `swift format` would indent them.
public func swiftSource(_ value: Any, width: Int = 96) -> String {
  SourceNode(value).rendered(indent: 0, width: width)
}

/// A value as source: one level of structure, so that the state diff can walk two of them.
package indirect enum SourceNode: Equatable {
  /// An expression on one line: `42`, `"text"`, `.idle`, `nil`.
  case atom(String)
  /// `open` children `close`, each child with its label: a struct's initialiser, an enum case's
  /// payload, a tuple.
  case call(open: String, children: [Labelled], close: String, kind: Kind)
  /// An array (or any collection written as an array literal).
  case array([SourceNode])
  /// A dictionary literal, keys rendered and sorted.
  case dictionary([Entry])
  /// A value that is not `nil` where `nil` was possible, so a path through it needs `?`.
  case some(SourceNode)

  /// What a ``call`` writes.
  package enum Kind: Equatable { case structure, enumCase, tuple }

  /// A child of a ``call``.
  package struct Labelled: Equatable {
    package var label: String?
    package var node: SourceNode
  }

  /// An entry of a ``dictionary``.
  package struct Entry: Equatable {
    package var key: String
    package var value: SourceNode
  }

  /// The source tree of `value`.
  package init(_ value: Any) {
    self = Self.make(value, depth: 0)
  }

  private static func make(_ value: Any, depth: Int) -> SourceNode {
    // A value nested this deep is a cycle through classes; a person would not write it.
    guard depth < 64 else { return .atom("/* too deep */") }
    if let representable = value as? any SwiftSourceRepresentable {
      return .atom(representable.swiftSource)
    }
    if let leaf = leafSource(value) { return .atom(leaf) }
    if let keyPath = value as? AnyKeyPath { return .atom(keyPathSource(keyPath)) }
    if let identified = value as? any DiffableByID {
      return .array(identified.diffEntries.map { make($0.element, depth: depth + 1) })
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
      return .some(make(wrapped, depth: depth + 1))
    case .enum:
      let name = "." + enumCaseName(of: value)
      guard let payload = mirror.children.first?.value else { return .atom(name) }
      let payloadMirror = Mirror(reflecting: payload)
      let children: [Labelled] =
        payloadMirror.displayStyle == .tuple
        ? payloadMirror.children.map {
          Labelled(
            label: $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 },
            node: make($0.value, depth: depth + 1))
        }
        : [Labelled(label: nil, node: make(payload, depth: depth + 1))]
      return .call(open: name + "(", children: children, close: ")", kind: .enumCase)
    case .tuple:
      let children = mirror.children.map {
        Labelled(
          label: $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 },
          node: make($0.value, depth: depth + 1))
      }
      return .call(open: "(", children: children, close: ")", kind: .tuple)
    case .collection, .set:
      var elements = mirror.children.map { make($0.value, depth: depth + 1) }
      if mirror.displayStyle == .set {
        // A set's order changes from run to run; the text does not.
        elements.sort {
          sortKeyPrecedes($0.rendered(indent: 0, width: .max), $1.rendered(indent: 0, width: .max))
        }
      }
      return .array(elements)
    case .dictionary:
      var entries = mirror.children.map { entry -> Entry in
        let pair = Array(Mirror(reflecting: entry.value).children)
        let key = pair.first.map { make($0.value, depth: depth + 1) } ?? .atom("()")
        let value = pair.count > 1 ? make(pair[1].value, depth: depth + 1) : .atom("()")
        return Entry(key: key.rendered(indent: 0, width: .max), value: value)
      }
      entries.sort { sortKeyPrecedes($0.key, $1.key) }
      return .dictionary(entries)
    case .struct, .class, nil:
      if mirror.displayStyle == nil && mirror.children.isEmpty {
        return .atom(String(describing: value))
      }
      var mirrors = [mirror]
      while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
      let children = mirrors.reversed().flatMap(\.children).map { child in
        // A wrapper's storage (`_count`) is the initialiser's `count`.
        let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        return Labelled(label: label, node: make(child.value, depth: depth + 1))
      }
      return .call(
        open: dumpTypeName(mirror.subjectType) + "(", children: children, close: ")",
        kind: .structure)
    default:
      return .atom(String(describing: value))
    }
  }

  /// The text of the node, broken over lines indented by two spaces when it is wider than
  /// `width`.
  package func rendered(indent: Int, width: Int) -> String {
    let flat = flatText
    guard flat.count + indent * 2 > width, let (open, parts, close) = openParts else {
      return flat
    }
    let inner = String(repeating: "  ", count: indent + 1)
    let lines = parts.map { label, node in
      inner + (label.map { $0 + ": " } ?? "") + node.rendered(indent: indent + 1, width: width)
    }
    // A literal broken over lines ends its last element with a comma, as `swift format` asks;
    // an argument list does not.
    let last = isLiteral ? "," : ""
    return open + "\n" + lines.joined(separator: ",\n") + last + "\n"
      + String(repeating: "  ", count: indent) + close
  }

  private var isLiteral: Bool {
    switch self {
    case .array, .dictionary: true
    case .some(let node): node.isLiteral
    case .atom, .call: false
    }
  }

  private var openParts: (String, [(String?, SourceNode)], String)? {
    switch self {
    case .atom: nil
    case .some(let node): node.openParts
    case .call(let open, let children, let close, _):
      children.isEmpty ? nil : (open, children.map { ($0.label, $0.node) }, close)
    case .array(let elements):
      elements.isEmpty ? nil : ("[", elements.map { (nil, $0) }, "]")
    case .dictionary(let entries):
      entries.isEmpty ? nil : ("[", entries.map { ($0.key, $0.value) }, "]")
    }
  }

  private var flatText: String {
    switch self {
    case .atom(let text): return text
    case .some(let node): return node.flatText
    case .call(let open, let children, let close, _):
      return open
        + children.map { ($0.label.map { $0 + ": " } ?? "") + $0.node.flatText }.joined(
          separator: ", ") + close
    case .array(let elements):
      return "[" + elements.map(\.flatText).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "[" + entries.map { $0.key + ": " + $0.value.flatText }.joined(separator: ", ") + "]"
    }
  }
}

/// A key path's literal: its description (its stored properties are runtime internals), with
/// the root named as a test outside the type names it (`\SearchFeature.State.query`, where
/// the description says `\State.query`).
private func keyPathSource(_ keyPath: AnyKeyPath) -> String {
  let description = String(describing: keyPath)
  let root = dumpTypeName(type(of: keyPath).rootType)
  guard let short = root.split(separator: ".").last, description.hasPrefix("\\" + short) else {
    return description
  }
  return "\\" + root + description.dropFirst(1 + short.count)
}

/// The source of values written through an initialiser or a literal rather than their
/// structure; `nil` for everything else.
private func leafSource(_ value: Any) -> String? {
  switch value {
  case let string as String: return stringLiteral(string)
  case let substring as Substring: return stringLiteral(String(substring))
  case let character as Character: return stringLiteral(String(character))
  case let bool as Bool: return bool ? "true" : "false"
  case let double as Double:
    return floatingSource(double.isNaN, double.isInfinite, double < 0, "\(double)")
  case let float as Float:
    return floatingSource(float.isNaN, float.isInfinite, float < 0, "\(float)")
  case let duration as Duration: return durationSource(duration)
  case let integer as any BinaryInteger: return groupedDigits("\(integer)")
  default: break
  }
  // Foundation's types are matched by name: this module does not import Foundation.
  let name = withoutModule(_typeName(type(of: value), qualified: true))
  switch name {
  case "Date":
    // Its mirror shows the one number it stores (named differently across Foundations).
    let labels: Set<String?> = ["timeIntervalSinceReferenceDate", "_time"]
    let seconds = Mirror(reflecting: value).children.first { labels.contains($0.label) }?.value
    guard let seconds = seconds as? Double else { return nil }
    return "Date(timeIntervalSinceReferenceDate: \(groupedDigits(String(describing: seconds))))"
  case "UUID": return "UUID(uuidString: \(stringLiteral(String(describing: value))))!"
  case "URL": return "URL(string: \(stringLiteral(String(describing: value))))!"
  case "Decimal": return "Decimal(string: \(stringLiteral(String(describing: value))))!"
  default: return nil
  }
}

private func withoutModule(_ name: String) -> String {
  for module in ["Foundation.", "FoundationEssentials."] where name.hasPrefix(module) {
    return String(name.dropFirst(module.count))
  }
  return name
}

private func floatingSource(
  _ isNaN: Bool, _ isInfinite: Bool, _ isNegative: Bool, _ text: String
) -> String {
  if isNaN { return ".nan" }
  if isInfinite { return isNegative ? "-.infinity" : ".infinity" }
  return groupedDigits(text)
}

/// `8_800_000` for `8800000`: the integer digits of a decimal literal of five digits or more
/// grouped by three, as `swift format` asks.
package func groupedDigits(_ literal: String) -> String {
  let sign = literal.hasPrefix("-") ? "-" : ""
  let unsigned = literal.dropFirst(sign.count)
  let digits = unsigned.prefix { $0.isASCII && $0.isNumber }
  guard digits.count >= 5, !unsigned.contains("e") else { return literal }
  var grouped = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += "_" }
    grouped.append(digit)
  }
  return sign + grouped + unsigned.dropFirst(digits.count)
}

/// `.seconds(2)`, `.milliseconds(300)`, …: the coarsest unit that writes it exactly.
private func durationSource(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 { return ".seconds(\(seconds))" }
  let units: [(String, Int64)] = [
    ("milliseconds", 1_000_000_000_000_000), ("microseconds", 1_000_000_000_000),
    ("nanoseconds", 1_000_000_000),
  ]
  for (name, perUnit) in units where attoseconds % perUnit == 0 {
    let (total, overflow) = seconds.multipliedReportingOverflow(
      by: 1_000_000_000_000_000_000 / perUnit)
    if !overflow { return ".\(name)(\(groupedDigits("\(total + attoseconds / perUnit)")))" }
  }
  return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
}

/// A Swift string literal of `string`: quotes, backslashes and control characters escaped.
package func stringLiteral(_ string: String) -> String {
  var result = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\0": result += "\\0"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
