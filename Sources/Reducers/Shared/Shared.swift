public import ReducersDebugging
import Synchronization

/// One value held by several features' states, read and written by all of them: TCA's
/// `@Shared`. A list and the detail screen it pushed hold the same `Shared`, so an edit in the
/// detail is the list's too, with nothing sent between them.
///
/// <!-- fragment -->
/// ```swift
/// struct State: Equatable {
///   @Shared var syncUp: SyncUp   // handed over by the parent: Detail.State(syncUp: $syncUp)
/// }
/// // in a reducer:
/// state.syncUp.title = "Retro"   // every holder sees it
/// ```
///
/// Where the value lives is chosen when it is made: in memory (`Shared(value)`, or a named
/// ``SharedKey/inMemory(_:)`` slot), or in a JSON file (``SharedKey/fileStorage(_:)``), which
/// every change is written to, atomically. Two `Shared`s made with the same key are the same
/// reference. `$syncUp.title` is a `Shared` of a part of the value, written through the whole.
///
/// It is equal to another `Shared` when their values are equal: a state holding one compares
/// by what it shows. Reading the value registers with Observation, so every view or store that
/// read it is told when any holder changes it. A `TestStore` asserts a change once, where it
/// happened, through any holder: `$0.syncUp.title = "Retro"`.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: @unchecked Sendable {
  // @unchecked: the reference locks every access; the paths are immutable.
  let reference: any SharedReferenceProtocol
  let read: @Sendable (SharedReads) -> Value
  let write: @Sendable (SharedReads, (inout Value) -> Void) -> Void

  /// A new reference, in memory, holding `value`.
  public init(_ value: Value) {
    self.init(SharedReference(value, persistence: nil))
  }

  /// The reference `key` names, made with `wrappedValue` when nothing holds it yet (for a file,
  /// when the file does not exist): `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []`.
  public init(wrappedValue: Value, _ key: SharedKey<Value>) {
    self.init(key.reference(default: wrappedValue))
  }

  /// The same reference as `shared`: how a parent hands its value to a child,
  /// `Detail.State(syncUp: $syncUp)` with `_syncUp = syncUp` in the child's initializer.
  public init(projectedValue shared: Shared<Value>) {
    self = shared
  }

  init(_ reference: SharedReference<Value>) {
    self.reference = reference
    read = { reference.value(as: $0) }
    write = { reference.modify(as: $0, $1) }
  }

  init(
    reference: any SharedReferenceProtocol, read: @escaping @Sendable (SharedReads) -> Value,
    write: @escaping @Sendable (SharedReads, (inout Value) -> Void) -> Void
  ) {
    self.reference = reference
    self.read = read
    self.write = write
  }

  /// The value. Setting it changes it for every holder (and writes it where it is kept).
  public var wrappedValue: Value {
    get { read(SharedReads.mode) }
    nonmutating set { write(SharedReads.mode) { $0 = newValue } }
  }

  /// The `Shared` itself, `$syncUp`: to hand to a child, or to derive a part with
  /// `$syncUp.title`.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value in one step, for every holder: TCA's `withLock`.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    var result: Result?
    var failure: (any Error)?
    write(SharedReads.mode) { value in
      do { result = try body(&value) } catch { failure = error }
    }
    if let failure { try { throw failure }() }
    // Set by `write`, which always runs `body` once.
    return result.unsafelyUnwrapped
  }

  /// A `Shared` of the part of the value at `keyPath`, written through the whole.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    let path = UncheckedKeyPath(keyPath)
    let read = self.read
    let write = self.write
    return Shared<Member>(
      reference: reference,
      read: { read($0)[keyPath: path.keyPath] },
      write: { reads, body in write(reads) { body(&$0[keyPath: path.keyPath]) } })
  }
}

/// A key path kept in a sendable closure: key paths are immutable.
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: WritableKeyPath<Root, Value>
  init(_ keyPath: WritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}

extension Shared {
  /// A `Shared` of the wrapped value, or `nil` when the value is `nil` now: TCA's
  /// `Shared(unwrapping:)`, for a row of a shared collection, `Shared($syncUps[id: id])`.
  public init?(_ optional: Shared<Value?>) {
    guard let initial = optional.wrappedValue else { return nil }
    let read = optional.read
    let write = optional.write
    let last = Mutex(initial)
    self.init(
      reference: optional.reference,
      // Once the element is gone (a row deleted), the holder keeps its last value.
      read: { reads in
        if let value = read(reads) {
          last.withLock { $0 = value }
          return value
        }
        return last.withLock { $0 }
      },
      write: { reads, body in
        write(reads) { value in
          guard var unwrapped = value else { return }
          body(&unwrapped)
          value = unwrapped
        }
      })
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal values. Inside a `TestStore`'s check, the left side (the expectation) is read as
  /// last asserted and the right side as it is now, so that a change no step asserted shows.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let (left, right) = SharedReads.comparison {
      return lhs.read(left) == rhs.read(right)
    }
    return lhs.read(.current) == rhs.read(.current)
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: DumpsAsWrappedProperty {}

extension Shared: CustomDumpRepresentable {
  /// Dumps as its value (as last asserted, while a `TestStore` shows an expectation).
  public var customDumpValue: Any { read(SharedReads.mode) }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: Codable where Value: Codable {
  /// A new in-memory reference holding the decoded value.
  public init(from decoder: any Decoder) throws {
    self.init(try Value(from: decoder))
  }

  /// Encodes the value.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
