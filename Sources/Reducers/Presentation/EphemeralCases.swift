import Synchronization

/// Which cases of an enum destination hold an alert or a dialog, so that an answer dismisses it
/// as `.ifLet(\.$alert, action:)` does: TCA treats `case alert(AlertState<Alert>)` in a
/// `@Reducer enum Destination` as ephemeral, and a ported feature's test expects
/// `$0.destination = nil` after a button's action without the parent setting it.
///
/// `ifLet` asks on every action that reaches it while something is presented (it compares the
/// child before and after the parent runs), so the answer per enum type is kept: a table of 256
/// slots, each one word holding the type's metadata address (48 bits on every platform Swift
/// runs on today) and, above it, a bit per case tag below 16. A type that does not fit (an
/// address above 2^48, or an alert case at tag 16 or more) is answered by reading its cases
/// each time.
@usableFromInline
package enum EphemeralCases {
  /// The `id` of the alert or dialog that `state`'s current case holds, if it holds one.
  @usableFromInline
  package static func presentationID<State>(in state: State) -> UInt64? {
    guard let metadata = EnumMetadata(State.self) else { return nil }
    let mask = tags(of: metadata)
    guard mask != 0 else { return nil }
    let caseCount = metadata.payloadCaseCount + metadata.emptyCaseCount
    let tag = withUnsafePointer(to: state) {
      metadata.tag(of: UnsafeRawPointer($0), caseCount: caseCount)
    }
    guard tag < 64, mask & (1 << UInt64(tag)) != 0 else { return nil }
    // Rare (an alert shown): reflection is cheap enough here, and reads indirect cases too.
    let payload = Mirror(reflecting: state).children.first?.value
    return (payload as? any EphemeralState)?.id.value
  }

  /// A bit per tag whose payload is an ``EphemeralState``.
  static func tags(of metadata: EnumMetadata) -> UInt64 {
    let key = UInt(bitPattern: metadata.pointer)
    guard key >> 48 == 0 else { return computeTags(of: metadata) }
    let slot = slots[Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)]
    let entry = slot.entry.load(ordering: .relaxed)
    if entry & 0xFFFF_FFFF_FFFF == key { return UInt64(entry >> 48) }
    let tags = computeTags(of: metadata)
    if tags >> 16 == 0 { slot.entry.store(key | UInt(tags) << 48, ordering: .relaxed) }
    return tags
  }

  static func computeTags(of metadata: EnumMetadata) -> UInt64 {
    var tags: UInt64 = 0
    for (tag, enumCase) in metadata.cases().prefix(64).enumerated()
    where enumCase.payload.map({ $0 is any EphemeralState.Type }) == true {
      tags |= 1 << UInt64(tag)
    }
    return tags
  }

  /// One word per slot, written whole, so a reader sees an old entry or a new one, never half.
  final class Slot: Sendable {
    let entry = Atomic<UInt>(0)
  }

  static let slots: [Slot] = (0..<256).map { _ in Slot() }
}
