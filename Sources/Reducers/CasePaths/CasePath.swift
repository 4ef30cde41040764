import ReducersDebugging

/// A pair of functions to put a value into one case of an enum and to get it back out: what a
/// key path is to a struct's property, a case path is to an enum's case.
///
/// Made from the case alone, as TCA's `\.search` reads:
///
/// ```swift
/// enum AppAction: Sendable { case search(String), onAppear }
///
/// func paths() {
///   let search = CasePath(AppAction.search)  // a case with a payload: its constructor
///   let onAppear = CasePath(case: AppAction.onAppear)  // a case without one: the case itself
///   assert(search.extract(from: .search("Paris")) == "Paris")
///   assert(onAppear.extract(from: .search("Paris")) == nil)
/// }
/// ```
///
/// The extraction is derived from the enum's runtime layout (which case a value holds, where its
/// payload lies), resolved once per enum and payload type (and, in optimised code, per
/// constructor) and copied into the path: it costs a tag read, usually a masked compare of the
/// enum's bytes, and a copy of the payload (with its tag bits cleared on a bitwise copy when
/// they lie inside it), no reflection. ``init(embed:extract:)`` takes both functions written out.
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a value in the case.
  public let embed: @Sendable (Value) -> Root
  /// The extraction written out, when the path was made from two functions; in a derived path, a
  /// function that matches nothing, called only when the case could not be derived. Never
  /// optional: an optional closure's destroy is an outlined call per path, made on every level
  /// and action of a `body` even when the optimiser knows it is `nil`.
  @usableFromInline let extractFunction: @Sendable (Root) -> Value?
  /// The extraction derived from the enum's layout, when its `metadata` is not `nil`.
  @usableFromInline let derived: DerivedCase

  /// A case path from its two functions.
  ///
  /// Inlinable, so that a path built in a `body` for every action is specialised away (not a
  /// call that instantiates the path's generic metadata per action).
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extractFunction = extract
    self.derived = .none
  }

  @inlinable
  init(embed: @escaping @Sendable (Value) -> Root, derived: DerivedCase) {
    self.embed = embed
    self.extractFunction = { _ in nil }
    self.derived = derived
  }

  /// Unwraps the case's value, or `nil` when `root` is another case.
  @inlinable @inline(__always)
  public func extract(from root: Root) -> Value? {
    guard derived.metadata != nil else { return extractFunction(root) }
    return derived.extract(root, embed: embed, constructor: Self.constructor(of: embed))
  }

  /// The function of a constructor passed without a context: the key under which an ambiguous
  /// path's case, once learnt, is kept; 0 for a closure with a context.
  @inlinable @inline(__always)
  static func constructor(of embed: @escaping @Sendable (Value) -> Root) -> UInt {
    // The two words of a thick function, read in place: the function, then its context.
    withUnsafeBytes(of: embed) { words in
      words.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self) == 0
        ? words.load(as: UInt.self) : 0
    }
  }

  /// The extraction as a function: `extract(root)` reads as it did when it was a stored closure.
  public var extract: @Sendable (Root) -> Value? {
    guard derived.metadata != nil else { return extractFunction }
    return { [self] root in self.extract(from: root) }
  }

  /// Whether `root` is in this case.
  @inlinable
  public func matches(_ root: Root) -> Bool {
    extract(from: root) != nil
  }

  /// A path into a case of this case's value.
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract(from: $0).flatMap(path.extract(from:)) }
    )
  }
}

extension CasePath where Root == Value {
  /// The path that embeds and extracts a value as itself.
  public static var identity: CasePath {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}

extension CasePath {
  /// The case path of the case that `embed` constructs: `CasePath(AppAction.search)`.
  ///
  /// `embed` must be the case's own constructor (or a closure that always builds that one
  /// case): where several cases carry a `Value`, the case it builds is learnt from the first
  /// payload it is given and kept for the process's life. When no case of `Root` carries a
  /// `Value` (a closure that builds a nested case, or `Root` not an enum), the path cannot be
  /// derived: that is a programmer error, reported at once where the path is made, and the path
  /// matches nothing.
  @inlinable
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    // The constructor's own function is the key: one probe of a table of exact cases, made
    // where the path is made. A constructor passed as a closure is a function with no context
    // once specialised (an unoptimised build wraps it in a reabstraction thunk with one); a
    // closure with a context may be a thunk shared by every case, and is never a key. A closure
    // literal without captures has no context even unoptimised: it is a key, as it builds one
    // case.
    self.init(
      embed: embed,
      derived: Self.derived(
        constructor: Self.constructor(of: embed), fileID: fileID, filePath: filePath,
        line: line, column: column))
  }

  /// The derived case of `constructor`: its table's first slot, else ``derive(constructor:…)``.
  ///
  /// One call, not inlined where the path is made: inline, the probe and the slow path's call
  /// made every `body` that derives a path too large to inline into its parent, so each level's
  /// `body` was returned through memory and destroyed through value witnesses (issue 35).
  @inlinable @inline(never)
  static func derived(
    constructor: UInt, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> DerivedCase {
    (constructor != 0 ? ConstructorTable.derived(constructedBy: constructor) : nil)
      ?? derive(
        constructor: constructor, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A path made as ``init(_:fileID:filePath:line:column:)`` makes it from a constructor with no
  /// context, keyed by `constructor`: the optimised build's path, for tests in a debug build,
  /// where every constructor passed as a closure has one.
  package init(
    _ embed: @escaping @Sendable (Value) -> Root, constructor: UInt,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      embed: embed,
      derived: ConstructorTable.derived(constructedBy: constructor)
        ?? Self.derive(
          constructor: constructor, fileID: fileID, filePath: filePath, line: line,
          column: column))
  }

  /// ``extract(from:)`` as a path made by ``init(_:constructor:fileID:filePath:line:column:)``
  /// extracts in optimised code, where its constructor is the key it learns its case under.
  package func extract(from root: Root, constructor: UInt) -> Value? {
    guard derived.metadata != nil else { return extractFunction(root) }
    return derived.extract(root, embed: embed, constructor: constructor)
  }

  /// Whether the path names one case (its extraction compares one tag), rather than every case
  /// that carries its payload type (then each extraction embeds the payload back to tell them
  /// apart, until the constructor's case is learnt).
  package var namesOneCase: Bool {
    derived.flags & DerivedCase.ambiguous == 0
  }

  /// The case this path names, for failure messages: `Feature.Action.response` (the cases,
  /// joined with "or", while a constructor's case among several of its payload type is not
  /// learnt); `nil` for a path written out as two functions.
  package var caseName: String? {
    guard derived.metadata != nil else { return nil }
    if derived.flags & DerivedCase.payloadLess != 0, let nothing = () as? Value {
      return customDump(embed(nothing))
    }
    guard let cases = DerivedCaseTable.cases(Root.self, Value.self)?.pointee else { return nil }
    let isAmbiguous = derived.flags & DerivedCase.ambiguous != 0
    let names = zip(cases.tags, cases.caseNames)
      .filter { isAmbiguous || $0.0 == derived.tag }
      .map { "\(dumpTypeName(Root.self)).\($0.1)" }
    return names.isEmpty ? nil : names.joined(separator: " or ")
  }

  /// Whether the path tells its case from the enum's tag bits, without the tag witness.
  package var readsTagBytes: Bool { derived.flags & DerivedCase.tagBytes != 0 }

  /// The derived case for a path made from `constructor` (0: no key) on a miss of the first
  /// probe: resolved for `Root` and `Value`, reported when it cannot be derived, and put in the
  /// constructors' table when it names one case.
  @usableFromInline
  static func derive(
    constructor: UInt, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> DerivedCase {
    if constructor != 0, let found = ConstructorTable.lookUp(constructor) { return found }
    let derived = derive(fileID: fileID, filePath: filePath, line: line, column: column)
    if constructor != 0, derived.metadata != nil, derived.flags & DerivedCase.ambiguous == 0 {
      ConstructorTable.insert(constructor, derived)
    }
    return derived
  }

  @usableFromInline
  static func derive(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> DerivedCase {
    guard let entry = DerivedCaseTable.cases(Root.self, Value.self) else {
      reportIssue(
        "Cannot derive a case path into \(Root.self): it is not an enum",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return .none
    }
    let derived = entry.pointee.derived
    if derived.metadata == nil {
      reportIssue(
        entry.pointee.failure ?? "", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
    return derived
  }

  /// The derived extraction of the case of `Root` that carries a `Value`, or `nil` when there
  /// is none (nothing reported): for defaults that look for a case, as `BindableAction`'s.
  @usableFromInline
  static func derivedIfAny() -> DerivedCase? {
    guard let derived = DerivedCaseTable.cases(Root.self, Value.self)?.pointee.derived,
      derived.metadata != nil
    else { return nil }
    return derived
  }
}

extension CasePath where Value == Void {
  /// The case path of a case without a payload, named by the case itself:
  /// `CasePath(case: AppAction.onAppear)`. (Labelled: unlabelled, a case constructor would
  /// read as a payload-less root of function type.)
  @inlinable
  public init(
    case root: Root,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where Root: Sendable {
    self.init(
      embed: { _ in root },
      derived: Self.deriveTag(
        of: root, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  @usableFromInline
  static func deriveTag(
    of root: Root, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> DerivedCase {
    guard let metadata = EnumMetadata(Root.self) else {
      reportIssue(
        "Cannot derive a case path into \(Root.self): it is not an enum",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return .none
    }
    let caseCount = metadata.payloadCaseCount + metadata.emptyCaseCount
    let tag = withUnsafePointer(to: root) {
      metadata.tag(of: UnsafeRawPointer($0), caseCount: caseCount)
    }
    let flags = DerivedCase.payloadLess | (caseCount > 1 ? DerivedCase.hasTag : 0)
    return DerivedCase(metadata: metadata.pointer, tag: tag, flags: flags, entry: nil)
  }
}
