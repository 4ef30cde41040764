// Public: the collection conforms to `DiffableByID`, so diffs pair its elements by id.
public import ReducersDebugging

/// An ordered collection of identifiable elements with O(1) lookup, update and membership test
/// by id: the shape of a list of rows on screen.
///
/// Ids are unique: adding an element whose id is present replaces or keeps the present one, as
/// each method documents; nothing traps. Removal and insertion in the middle are O(n).
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  /// The ids, in order.
  public internal(set) var ids: [ID]
  /// The elements, in order.
  @inlinable public var elements: [Element] { _elements }
  @usableFromInline var _elements: [Element]
  @usableFromInline var _indexByID: [ID: Int]

  /// An empty collection.
  public init() {
    ids = []
    _elements = []
    _indexByID = [:]
  }

  /// A collection of `elements` in order; an element whose id came earlier replaces the earlier
  /// one's value at the earlier position.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { updateOrAppend(element) }
  }

  /// A collection of `elements`, whose ids must all differ (IdentifiedCollections' spelling):
  /// a repeated id is a programmer error, reported, and the later element replaces the earlier.
  public init(
    uniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init()
    for element in elements where updateOrAppend(element) != nil {
      reportIssue(
        "IdentifiedArray(uniqueElements:) was given the id \(element.id) more than once",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// A collection of `elements` the caller knows to have distinct ids.
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(elements)
  }

  /// The element with `id`, or `nil`. Setting `nil` removes it; setting a value replaces the
  /// element in place or appends it.
  public subscript(id id: ID) -> Element? {
    get {
      _indexByID[id].map { _elements[$0] }
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      guard newValue.id == id else {
        reportIssue(
          "IdentifiedArray[id: \(id)] was set to an element with id \(newValue.id); ignored")
        return
      }
      updateOrAppend(newValue)
    }
  }

  /// Runs `body` on the element with `id` in place, without copying the collection; `nil` when
  /// there is no such element.
  ///
  /// `body` must not change the element's id.
  @inlinable
  public mutating func modify<Result>(
    id: ID, _ body: (inout Element) throws -> Result
  ) rethrows -> Result? {
    guard let index = _indexByID[id] else { return nil }
    return try body(&_elements[index])
  }

  /// Runs `body` on the element at `index` in place; an element whose id `body` changed is a
  /// programmer error: reported, and the index rebuilt so lookups stay right.
  @inlinable
  mutating func withElement<Result>(
    at index: Int, _ body: (inout Element) -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Result {
    let result = body(&_elements[index])
    if _elements[index].id != ids[index] {
      rebuildAfterIDChange(
        at: index, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
  }

  /// Reports an id a reducer changed, and rebuilds the index from the elements.
  @usableFromInline
  mutating func rebuildAfterIDChange(
    at index: Int, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportIssue(
      "An element's id changed from \(ids[index]) to \(_elements[index].id) while a reducer "
        + "ran; ids must not change",
      fileID: fileID, filePath: filePath, line: line, column: column)
    self = IdentifiedArray(_elements)
  }

  /// Whether an element has `id`.
  @inlinable
  public func contains(id: ID) -> Bool {
    _indexByID[id] != nil
  }

  /// The position of the element with `id`.
  @inlinable
  public func index(id: ID) -> Int? {
    _indexByID[id]
  }

  /// Appends `element` unless its id is present; says whether it did, and where the id is.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let index = _indexByID[element.id] { return (false, index) }
    _indexByID[element.id] = _elements.count
    ids.append(element.id)
    _elements.append(element)
    return (true, _elements.count - 1)
  }

  /// Appends each element whose id is not present.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Replaces the element with the same id in place, or appends it; returns the replaced one.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    guard let index = _indexByID[element.id] else {
      append(element)
      return nil
    }
    let old = _elements[index]
    _elements[index] = element
    return old
  }

  /// Inserts `element` at `index` (clamped) unless its id is present.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    if let existing = _indexByID[element.id] { return (false, existing) }
    let index = Swift.min(Swift.max(index, 0), _elements.count)
    ids.insert(element.id, at: index)
    _elements.insert(element, at: index)
    reindex(from: index)
    return (true, index)
  }

  /// Removes and returns the element with `id`, if any.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let index = _indexByID[id] else { return nil }
    return remove(at: index)
  }

  /// Removes and returns the element at `index`, which must be valid.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = _elements.remove(at: index)
    ids.remove(at: index)
    _indexByID[element.id] = nil
    reindex(from: index)
    return element
  }

  /// Removes every element matching `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try _elements.filter { try !shouldBeRemoved($0) }
    guard kept.count != _elements.count else { return }
    self = IdentifiedArray(kept)
  }

  /// Removes every element.
  public mutating func removeAll() {
    self = IdentifiedArray()
  }

  /// Moves the element with `id` so that it ends up at `offset` (clamped).
  public mutating func move(id: ID, toOffset offset: Int) {
    guard let index = _indexByID[id] else { return }
    let element = remove(at: index)
    insert(element, at: offset)
  }

  /// Sorts the elements in place.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    self = IdentifiedArray(try _elements.sorted(by: areInIncreasingOrder))
  }

  private mutating func reindex(from start: Int) {
    for index in start..<ids.count { _indexByID[ids[index]] = index }
  }
}

/// An identified array of `Identifiable` elements keyed by their own ids.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position.
  public var endIndex: Int { elements.count }
  /// The element at `position`: `$0.rows[0].title = "New"` in a test's expectation. Setting an
  /// element with another id is a programmer error: reported, and the ids follow the elements.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { withElement(at: position) { $0 = newValue } }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// A collection from a literal; later duplicates replace earlier ones.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the same elements are in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, ID: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes as a plain array of elements.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable {
  /// Decodes a plain array; two elements with the same id are a data error, not a silent loss.
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    self.init(elements)
    if self.elements.count != elements.count {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "The array holds two elements with the same id."))
    }
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, like an array's description.
  public var description: String { elements.description }
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as the collection of its elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: DiffableByID {
  /// The elements with their ids, so diffs pair elements by id rather than by position.
  public var diffEntries: [(id: AnyHashable, element: Any)] {
    elements.map { (AnyHashable($0.id), $0 as Any) }
  }
}
