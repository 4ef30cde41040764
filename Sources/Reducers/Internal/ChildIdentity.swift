import Synchronization

/// What `ifLet` remembers of its child before the parent runs, to tell afterwards whether the
/// parent removed it or replaced it with another one (then the child's effects are cancelled).
///
/// An `Identifiable` child is the same one while its `id` is; any other child is the same one
/// while it is present, as in TCA. The question is asked at run time, so that `ifLet` is one
/// overload rather than one per answer: two overloads (`Identifiable` or not) made each chained
/// `.ifLet` a choice the type checker tried both ways, 2^n for n of them — 9 chained took 5.5 s
/// to type-check with the pair, 41 ms with one (issue 35, `Scripts/type-check-budget`).
@usableFromInline
enum ChildSnapshot<State> {
  /// No child before the parent ran: nothing to cancel.
  case absent
  /// A child whose identity is its presence.
  case present
  /// An `Identifiable` child, kept to compare its `id` with the one after.
  case identified(State)

  @inlinable @inline(__always)
  init(_ state: State?) {
    guard let state else {
      self = .absent
      return
    }
    self = IdentifiableTypes.contains(State.self) ? .identified(state) : .present
  }

  /// Whether the child seen before is gone from `state`: removed, or replaced by another.
  @inlinable @inline(__always)
  func isGone(from state: State?) -> Bool {
    switch self {
    case .absent: return false
    case .present: return state == nil
    case .identified(let before):
      guard let state else { return true }
      guard let identifiable = State.self as? any Identifiable.Type else { return false }
      return !identifiable._hasSameID(before, state)
    }
  }
}

extension Identifiable {
  /// Whether `a` and `b`, values of this very type seen as `T`, have the same `id`.
  @inlinable
  static func _hasSameID<T>(_ a: T, _ b: T) -> Bool {
    // Folded away where `T` is known; it keeps the rebinding below from ever meeting another type.
    guard T.self == Self.self else { return false }
    return withUnsafePointer(to: a) { a in
      withUnsafePointer(to: b) { b in
        a.withMemoryRebound(to: Self.self, capacity: 1) { a in
          b.withMemoryRebound(to: Self.self, capacity: 1) { b in a.pointee.id == b.pointee.id }
        }
      }
    }
  }
}

/// Which types conform to `Identifiable`, remembered per type.
///
/// For a type that conforms, `T.self as? any Identifiable.Type` is folded away once `T` is
/// known; for one that does not, it stays a run-time lookup of 47 ns (measured: 10^7 failing
/// casts of a two-field struct, release), paid on every child action. A table of 256 slots,
/// each one word (the type's metadata address, its lowest bit the answer), answers in a load
/// and a compare; two types that share a slot take turns, at worst paying the lookup.
@usableFromInline
package enum IdentifiableTypes {
  /// Whether `type` conforms to `Identifiable`: what `type is any Identifiable.Type` says.
  @usableFromInline
  package static func contains(_ type: Any.Type) -> Bool {
    let key = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(type)))
    // Metadata is pointer-aligned; were it not, the bit could not carry the answer.
    guard key & 1 == 0 else { return type is any Identifiable.Type }
    let slot = slots[Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)]
    let entry = slot.entry.load(ordering: .relaxed)
    if entry & ~1 == key { return entry & 1 == 1 }
    let conforms = type is any Identifiable.Type
    slot.entry.store(key | (conforms ? 1 : 0), ordering: .relaxed)
    return conforms
  }

  /// One word per slot, written whole, so a reader sees an old entry or a new one, never half.
  final class Slot: Sendable {
    let entry = Atomic<UInt>(0)
  }

  static let slots: [Slot] = (0..<256).map { _ in Slot() }
}
