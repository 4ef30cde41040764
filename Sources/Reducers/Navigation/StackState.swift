public import ReducersDebugging

/// The identity of one screen of a ``StackState``: TCA's `StackElementID`.
///
/// A stack numbers the elements it is given from 0, in the order they arrive, and never reuses
/// a number, even after the stack was emptied: an effect still answering for a popped screen
/// can never reach the screen pushed after it. Numbers are per stack, so a test can name them:
/// the first screen pushed is `0` (an integer literal is an id).
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The element's number in its stack.
  public let generation: Int

  /// The id numbered `generation`.
  @inlinable
  public init(generation: Int) {
    self.generation = generation
  }

  /// The id numbered `value`, for tests: `store.send(.path(.element(id: 0, action: …)))`.
  @inlinable
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  /// Earlier ids come first.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// `#3`, as TCA prints it.
  public var description: String { "#\(generation)" }
  /// `#3` in dumps and diffs.
  public var customDumpDescription: String { description }
}

/// The screens pushed on a navigation stack, each with a stable ``StackElementID``: TCA's
/// `StackState`, kept in the parent's state as `var path = StackState<Path.State>()` and run by
/// ``ReducerProtocol/forEach(_:action:environment:destination:fileID:filePath:line:column:)``.
///
/// It is a random-access collection of the elements, bottom first; ``ids`` lists their ids in
/// the same order, and `path[id: id]` reads or changes one element. Appending gives an element
/// the stack's next id. Stacks hold a handful of screens, so a lookup by id is a scan.
public struct StackState<Element> {
  /// The ids, bottom of the stack first.
  public private(set) var ids: [StackElementID]
  @usableFromInline var elements: [Element]
  /// The number the next appended element gets: one past every id this stack has held.
  @usableFromInline var nextGeneration: Int

  /// An empty stack.
  public init() {
    ids = []
    elements = []
    nextGeneration = 0
  }

  /// A stack of `elements`, bottom first, numbered from 0.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The next id ``append(_:)`` gives: what a view sends with ``StackAction/push(id:state:)``.
  public var nextID: StackElementID { StackElementID(generation: nextGeneration) }

  /// The element with `id`, or `nil` when the stack holds none.
  ///
  /// Setting `nil` removes that element alone; setting a value replaces it in place, or, when
  /// the stack holds no element with `id`, pushes the value with that id (what a test's
  /// expectation writes: `$0.path[id: 0] = .detail(…)`).
  public subscript(id id: StackElementID) -> Element? {
    get {
      ids.firstIndex(of: id).map { elements[$0] }
    }
    set {
      switch (ids.firstIndex(of: id), newValue) {
      case (let index?, let value?):
        elements[index] = value
      case (let index?, nil):
        ids.remove(at: index)
        elements.remove(at: index)
      case (nil, let value?):
        insert(value, id: id)
      case (nil, nil):
        break
      }
    }
  }

  /// The payload of the element with `id` in the case `embed` constructs, or `nil` (another
  /// case, or no such element): `$0.path[id: 0, case: Path.State.detail]?.title = "New"`.
  ///
  /// Changing it through another case is a programmer error: reported, and ignored.
  public subscript<Case>(
    id id: StackElementID, case embed: @escaping @Sendable (Case) -> Element
  ) -> Case? {
    get {
      self[id: id].flatMap(CasePath(embed).extract(from:))
    }
    set {
      let path = CasePath(embed)
      guard let newValue else { return }
      guard let element = self[id: id], path.matches(element) else {
        reportIssue("StackState[id: \(id), case:] was set while the element is in another case")
        return
      }
      self[id: id] = path.embed(newValue)
    }
  }

  /// Pushes `element` with the next id.
  public mutating func append(_ element: Element) {
    insert(element, id: nextID)
  }

  /// Pushes `element` with `id` (at the top of the stack), and numbers later elements after
  /// it. The caller checks that `id` is new.
  @usableFromInline
  mutating func insert(_ element: Element, id: StackElementID) {
    ids.append(id)
    elements.append(element)
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
  }

  /// Removes the element with `id` and every element above it: TCA's `pop(from:)`. Nothing
  /// happens when the stack holds no such element.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(from: index)
  }

  /// Removes every element above the one with `id`: TCA's `pop(to:)`.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(from: index + 1)
  }

  /// Removes the top element and returns it; `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard !elements.isEmpty else { return nil }
    ids.removeLast()
    return elements.removeLast()
  }

  /// Removes the top `k` elements (all of them when there are fewer).
  public mutating func removeLast(_ k: Int = 1) {
    removeSubrange(from: Swift.max(0, elements.count - k))
  }

  /// Removes every element; the ids they had are not given again.
  public mutating func removeAll() {
    removeSubrange(from: 0)
  }

  mutating func removeSubrange(from index: Int) {
    ids.removeSubrange(index...)
    elements.removeSubrange(index...)
  }
}

extension StackState: RandomAccessCollection {
  /// The bottom position, 0.
  public var startIndex: Int { 0 }
  /// One past the top.
  public var endIndex: Int { elements.count }

  /// The element at `position` (0 is the bottom of the stack); setting it keeps its id.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack from a literal, bottom first, numbered from 0.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when both hold the same elements with the same ids, in the same order. The next id
  /// is not compared: a stack is what it shows.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// Reflects as the collection of its elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

extension StackState: DiffableByID {
  /// The elements with their ids, so that diffs pair screens by id (`#0: …`).
  public var diffEntries: [(id: AnyHashable, element: Any)] {
    zip(ids, elements).map { (AnyHashable($0.generation), $1 as Any) }
  }
}
