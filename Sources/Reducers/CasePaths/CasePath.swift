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
/// payload lies), resolved once per enum and payload type: it costs a tag read and a copy of the
/// payload, no reflection. ``init(embed:extract:)`` takes both functions written out.
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a value in the case.
  public let embed: @Sendable (Value) -> Root
  @usableFromInline let extraction: Extraction

  @usableFromInline
  enum Extraction: @unchecked Sendable {
    // @unchecked: the closure is `@Sendable`; the derived case holds immutable runtime data.
    case closure(@Sendable (Root) -> Value?)
    case derived(DerivedCase)
    /// A case without a payload, by its tag.
    case tag(EnumMetadata, caseCount: Int, tag: UInt32)
    /// A path that could not be derived: it matches nothing (already reported).
    case none
  }

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
    self.extraction = .closure(extract)
  }

  @inlinable
  init(embed: @escaping @Sendable (Value) -> Root, extraction: Extraction) {
    self.embed = embed
    self.extraction = extraction
  }

  /// Unwraps the case's value, or `nil` when `root` is another case.
  @inlinable @inline(__always)
  public func extract(from root: Root) -> Value? {
    switch extraction {
    case .closure(let extract): return extract(root)
    case .derived(let derived): return derived.extract(root, embed: embed)
    case .tag(let metadata, let caseCount, let tag):
      return Self.extractTag(root, metadata: metadata, caseCount: caseCount, tag: tag)
    case .none: return nil
    }
  }

  /// A payload-less case's extraction, out of line (see ``DerivedCase/extract(_:embed:)``).
  @inlinable @inline(never)
  static func extractTag(_ root: Root, metadata: EnumMetadata, caseCount: Int, tag: UInt32)
    -> Value?
  {
    // Only made with `Value == Void`: the cast folds away where this is specialised.
    withUnsafePointer(to: root) {
      metadata.tag(of: UnsafeRawPointer($0), caseCount: caseCount) == tag
    } ? () as? Value : nil
  }

  /// The extraction as a function: `extract(root)` reads as it did when it was a stored closure.
  public var extract: @Sendable (Root) -> Value? {
    if case .closure(let extract) = extraction { return extract }
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
  /// `embed` must be the case's own constructor. When no case of `Root` carries a `Value` (a
  /// closure that builds a nested case, or `Root` not an enum), the path cannot be derived: that
  /// is a programmer error, reported at once where the path is made, and the path matches
  /// nothing.
  @inlinable
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    // The layout is resolved (and a path that cannot be derived reported) here, but the payload
    // is read by reflection: reading it from the layout overflowed the value's stack copy under
    // AddressSanitizer (`DerivedCase.payload`, an `ifLet` child action), so it stays off until
    // that is found (issue 21).
    let derived = Self.derive(fileID: fileID, filePath: filePath, line: line, column: column)
    if case .none = derived {
      self.init(embed: embed, extraction: .none)
    } else {
      self.init(embed: embed, extraction: .closure(Self.reflectedExtract(embed)))
    }
  }

  /// The payload of the case `embed` builds, read with `Mirror`; two cases carrying the same
  /// payload type are told apart by building the case back and comparing the case names.
  @usableFromInline
  static func reflectedExtract(
    _ embed: @escaping @Sendable (Value) -> Root
  ) -> @Sendable (Root) -> Value? {
    { root in
      guard let child = Mirror(reflecting: root).children.first,
        let value = child.value as? Value ?? singleElement(of: child.value)
      else { return nil }
      let embeddedLabel = Mirror(reflecting: embed(value)).children.first?.label
      return embeddedLabel == child.label ? value : nil
    }
  }

  /// A case with one labelled payload, `case row(id: Int)`, reflects as a one-element tuple.
  @usableFromInline
  static func singleElement(of value: Any) -> Value? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
    return mirror.children.first?.value as? Value
  }

  @usableFromInline
  static func derive(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Extraction {
    guard let entry = DerivedCaseTable.cases(Root.self, Value.self) else {
      reportIssue(
        "Cannot derive a case path into \(Root.self): it is not an enum",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return .none
    }
    guard let derived = DerivedCase(entry) else {
      reportIssue(
        entry.pointee.failure ?? "", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return .none
    }
    return .derived(derived)
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
      extraction: Self.deriveTag(
        of: root, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  @usableFromInline
  static func deriveTag(
    of root: Root, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Extraction {
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
    return .tag(metadata, caseCount: caseCount, tag: tag)
  }
}
