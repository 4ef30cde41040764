import Synchronization

// How a case path is derived from a case's constructor alone (`CasePath(Action.search)`),
// without a `Mirror` per action: the Swift runtime already knows, for every enum, which case a
// value holds (its tag) and where the payload lies. Its ABI is stable on the platforms Swift
// ships with a stable runtime and identical on Linux:
//
// - a type's metadata pointer is its metatype; the word before it points to the value witness
//   table, whose enum part follows the 8 function witnesses, size, stride, flags and extra
//   inhabitant count: `getEnumTag` at 10 words + 8 bytes, then
//   `destructiveProjectEnumData`, then `destructiveInjectEnumTag`;
// - enum metadata is `kind` (0x201, 0x202 for Optional), then the type descriptor, then the
//   generic arguments; the descriptor holds a relative pointer to the field descriptor at byte
//   16, the payload case count (low 24 bits) at 20 and the empty case count at 24;
// - field records (12 bytes: flags, mangled type name, name) list the payload cases first, in
//   tag order, then the empty ones, which is the tag order too; flag 1 marks an `indirect` case,
//   whose payload lives in a heap box after its two-word header.
//
// What needs the mangled names (which case carries which payload type) is resolved once per
// (enum, payload type) pair and kept forever in `DerivedCaseTable`; an extraction then costs
// the tag witness call and a copy of the payload.

/// What the runtime says about one enum type: its witnesses and cases.
@usableFromInline
struct EnumMetadata: @unchecked Sendable {
  // @unchecked: the pointers are to immutable runtime metadata.
  @usableFromInline let pointer: UnsafeRawPointer

  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias Project =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline typealias Inject =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// The enum metadata of `type`, or `nil` when it is not an enum.
  init?(_ type: any Any.Type) {
    pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = pointer.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
  }

  @inlinable
  var valueWitnesses: UnsafeRawPointer {
    pointer.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  @inlinable
  var getTag: GetTag {
    valueWitnesses.load(
      fromByteOffset: 10 * MemoryLayout<UnsafeRawPointer>.size + 8, as: GetTag.self)
  }

  @inlinable
  var project: Project {
    valueWitnesses.load(
      fromByteOffset: 11 * MemoryLayout<UnsafeRawPointer>.size + 8, as: Project.self)
  }

  @inlinable
  var inject: Inject {
    valueWitnesses.load(
      fromByteOffset: 12 * MemoryLayout<UnsafeRawPointer>.size + 8, as: Inject.self)
  }

  var descriptor: UnsafeRawPointer {
    pointer.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  var payloadCaseCount: Int {
    Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
  }
  var emptyCaseCount: Int { Int(descriptor.load(fromByteOffset: 24, as: UInt32.self)) }

  /// The generic arguments, which the payload types' mangled names refer to.
  var genericArguments: UnsafeRawPointer? {
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    return isGeneric ? pointer + 2 * MemoryLayout<UnsafeRawPointer>.size : nil
  }

  /// The cases in tag order: name, payload type (nil for an empty case), and whether the payload
  /// is boxed (`indirect`).
  func cases() -> [(name: String, payload: (any Any.Type)?, isIndirect: Bool)] {
    guard let fields = relativePointer(at: descriptor + 16) else { return [] }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    return (0..<count).map { index in
      let record = fields + 16 + index * recordSize
      let flags = record.load(as: UInt32.self)
      let name =
        relativePointer(at: record + 8).map {
          String(cString: $0.assumingMemoryBound(to: CChar.self))
        } ?? "case \(index)"
      let payload = relativePointer(at: record + 4).flatMap { typeName -> (any Any.Type)? in
        let bytes = typeName.assumingMemoryBound(to: UInt8.self)
        return _getTypeByMangledNameInContext(
          bytes, UInt(mangledNameLength(bytes)), genericContext: descriptor,
          genericArguments: genericArguments)
      }
      return (name, payload, flags & 1 != 0)
    }
  }

  /// The tag of the value at `value`; an enum of one case has no tag to read (the runtime's
  /// witness is not called for it, swiftlang/swift#61708).
  @inlinable
  func tag(of value: UnsafeRawPointer, caseCount: Int) -> UInt32 {
    caseCount > 1 ? getTag(value, pointer) : 0
  }
}

private func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.load(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// The length of a mangled name, whose symbolic references may hold zero bytes.
private func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
  var index = 0
  while true {
    switch name[index] {
    case 0: return index
    case 0x01...0x17: index += 5  // a relative reference: 4 bytes follow
    case 0x18...0x1F: index += 1 + MemoryLayout<UnsafeRawPointer>.size  // an absolute one
    default: index += 1
    }
  }
}

/// Whether a case whose payload has type `payload` is built by a constructor taking `value`:
/// the same type, a one-element labelled tuple of it (`case row(id: Int)`), or a tuple of the
/// same element types under other labels.
private func payload(_ payload: any Any.Type, isBuiltFrom value: any Any.Type) -> Bool {
  if payload == value { return true }
  guard let elements = tupleElements(payload) else { return false }
  if elements.count == 1, elements[0] == value { return true }
  guard let valueElements = tupleElements(value), valueElements.count == elements.count else {
    return false
  }
  return zip(elements, valueElements).allSatisfy { $0 == $1 }
}

private func tupleElements(_ type: any Any.Type) -> [any Any.Type]? {
  let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  guard pointer.load(as: UInt.self) == 0x301 else { return nil }
  let word = MemoryLayout<UnsafeRawPointer>.size
  let count = pointer.load(fromByteOffset: word, as: Int.self)
  return (0..<count).map {
    pointer.load(fromByteOffset: 3 * word + $0 * 2 * word, as: Any.Type.self)
  }
}

/// The cases of one enum that carry one payload type, resolved once and kept for the process's
/// life (a program names a bounded number of them).
@usableFromInline
struct DerivedCases: @unchecked Sendable {
  // @unchecked: written once before it is published, then only read.
  @usableFromInline let root: UnsafeRawPointer
  @usableFromInline let value: UnsafeRawPointer
  @usableFromInline let metadata: EnumMetadata
  @usableFromInline let caseCount: Int
  /// The matching tags; more than one when cases share the payload type (`a(Int)`, `b(Int)`),
  /// told apart by embedding the payload back.
  @usableFromInline let tags: [UInt32]
  /// Bit `tag` set for an `indirect` case among `tags` (tags beyond 63 are never indirect).
  @usableFromInline let indirectTags: UInt64
  /// The first matching tag, its `indirect` flag, and whether other cases match too: read on
  /// every path construction, kept as plain words so that reading them retains nothing.
  @usableFromInline let firstTag: UInt32
  @usableFromInline let firstIsIndirect: Bool
  @usableFromInline let isAmbiguous: Bool
  /// Whether any case carries the payload type.
  @usableFromInline let hasMatch: Bool
  /// For reports: `Root.case` names of the matching cases.
  let caseNames: [String]
  let rootName: String
  let valueName: String
}

/// The process-wide table of ``DerivedCases``, keyed by the (enum, payload) metatypes.
///
/// A case path built in a `body` is built for every action, so a look-up must cost a few
/// instructions: an open-addressed table of immortal entries read with one acquiring load per
/// probe, filled with a compare-and-exchange. Past its probes (thousands of distinct pairs), a
/// mutex-guarded dictionary takes over.
@usableFromInline
enum DerivedCaseTable {
  static let slotCount = 1024
  static let probes = 16
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()
  static let overflow = Mutex<[[UInt]: UInt]>([:])

  /// The entry for `Root` and `Value`, resolved on first use; `nil` when `Root` is not an enum.
  @usableFromInline
  static func cases<Root, Value>(_: Root.Type, _: Value.Type) -> UnsafePointer<DerivedCases>? {
    let root = UInt(bitPattern: unsafeBitCast(Root.self as any Any.Type, to: UnsafeRawPointer.self))
    let value = UInt(
      bitPattern: unsafeBitCast(Value.self as any Any.Type, to: UnsafeRawPointer.self))
    var slot = Int(truncatingIfNeeded: (root >> 4) &* 31 ^ (value >> 4)) & (slotCount - 1)
    for _ in 0..<probes {
      var entry = slots[slot].load(ordering: .acquiring)
      if entry == 0 {
        guard let resolved = resolve(Root.self, Value.self) else { return nil }
        let (exchanged, original) = slots[slot].compareExchange(
          expected: 0, desired: resolved, ordering: .acquiringAndReleasing)
        // Lost a race to another thread: its entry is as good (ours leaks, once).
        entry = exchanged ? resolved : original
      }
      let pointer = UnsafePointer<DerivedCases>(bitPattern: entry)
      if let pointer, UInt(bitPattern: pointer.pointee.root) == root,
        UInt(bitPattern: pointer.pointee.value) == value
      {
        return pointer
      }
      slot = (slot + 1) & (slotCount - 1)
    }
    let entry = overflow.withLock { table -> UInt? in
      if let entry = table[[root, value]] { return entry }
      let resolved = resolve(Root.self, Value.self)
      table[[root, value]] = resolved
      return resolved
    }
    return entry.flatMap { UnsafePointer(bitPattern: $0) }
  }

  /// Reads the enum's cases and keeps those that carry `Value`, in an entry never freed.
  private static func resolve<Root, Value>(_: Root.Type, _: Value.Type) -> UInt? {
    guard let metadata = EnumMetadata(Root.self) else { return nil }
    let cases = metadata.cases()
    var tags: [UInt32] = []
    var indirect: UInt64 = 0
    var names: [String] = []
    for (tag, enumCase) in cases.enumerated() {
      guard let type = enumCase.payload, payload(type, isBuiltFrom: Value.self) else { continue }
      tags.append(UInt32(tag))
      names.append(enumCase.name)
      if enumCase.isIndirect, tag < 64 { indirect |= 1 << UInt64(tag) }
    }
    let entry = UnsafeMutablePointer<DerivedCases>.allocate(capacity: 1)
    entry.initialize(
      to: DerivedCases(
        root: unsafeBitCast(Root.self as any Any.Type, to: UnsafeRawPointer.self),
        value: unsafeBitCast(Value.self as any Any.Type, to: UnsafeRawPointer.self),
        metadata: metadata, caseCount: metadata.payloadCaseCount + metadata.emptyCaseCount,
        tags: tags, indirectTags: indirect,
        firstTag: tags.first ?? 0,
        firstIsIndirect: tags.first.map { $0 < 64 && indirect & (1 << UInt64($0)) != 0 } ?? false,
        isAmbiguous: tags.count > 1, hasMatch: !tags.isEmpty, caseNames: names,
        rootName: String(reflecting: Root.self), valueName: String(reflecting: Value.self)))
    return UInt(bitPattern: entry)
  }
}

extension DerivedCases {
  /// Why no case path could be derived, for the programmer error.
  var failure: String? {
    tags.isEmpty
      ? "No case of \(rootName) carries a \(valueName): CasePath(_:) takes a case's own "
        + "constructor (as `\(rootName).someCase`), not a closure that builds a case"
      : nil
  }
}

/// A derived case path's extraction, copied into the ``CasePath``: the enum's witnesses and the
/// matching case, so that an extraction reads no table.
@usableFromInline
struct DerivedCase: @unchecked Sendable {
  // @unchecked: pointers to immutable runtime metadata and to an immortal entry.
  @usableFromInline let metadata: EnumMetadata
  @usableFromInline let caseCount: Int
  /// The case's tag; with `isAmbiguous`, the first of the cases carrying the payload type.
  @usableFromInline let tag: UInt32
  @usableFromInline let isIndirect: Bool
  @usableFromInline let isAmbiguous: Bool
  @usableFromInline let entry: UnsafePointer<DerivedCases>

  @inlinable
  init?(_ entry: UnsafePointer<DerivedCases>) {
    // Plain fields read in place through the pointer: the entry's arrays and strings are not
    // copied (nor retained).
    guard entry.pointee.hasMatch else { return nil }
    self.metadata = entry.pointee.metadata
    self.caseCount = entry.pointee.caseCount
    self.tag = entry.pointee.firstTag
    self.isIndirect = entry.pointee.firstIsIndirect
    self.isAmbiguous = entry.pointee.isAmbiguous
    self.entry = entry
  }

  /// The payload of `root` when it is this case.
  ///
  /// Specialised for the enum and payload where it is used, but not inlined: inlined into every
  /// level of a deep composition it made the composed `reduce` too large to specialise at all.
  @inlinable @inline(never)
  func extract<Root, Value>(_ root: Root, embed: (Value) -> Root) -> Value? {
    var root = root
    return withUnsafeMutablePointer(to: &root) { pointer -> Value? in
      let raw = UnsafeMutableRawPointer(pointer)
      let rootTag = metadata.tag(of: raw, caseCount: caseCount)
      if rootTag == tag, !isAmbiguous {
        return DerivedCase.payload(raw, metadata: metadata, tag: tag, isIndirect: isIndirect)
      }
      guard isAmbiguous else { return nil }
      return ambiguousPayload(raw, tag: rootTag, embed: embed)
    }
  }

  /// The payload of a case whose type other cases carry too: it is this case when building this
  /// case from it gives the same tag.
  @usableFromInline
  func ambiguousPayload<Root, Value>(
    _ raw: UnsafeMutableRawPointer, tag rootTag: UInt32, embed: (Value) -> Root
  ) -> Value? {
    guard entry.pointee.tags.contains(rootTag) else { return nil }
    let value: Value = DerivedCase.payload(
      raw, metadata: metadata, tag: rootTag, isIndirect: entry.pointee.isIndirect(rootTag))
    let embeddedTag = withUnsafePointer(to: embed(value)) {
      metadata.tag(of: UnsafeRawPointer($0), caseCount: caseCount)
    }
    return embeddedTag == rootTag ? value : nil
  }

  /// A copy of the payload of the enum at `raw`, in the case `tag`.
  @inlinable @inline(__always)
  static func payload<Value>(
    _ raw: UnsafeMutableRawPointer, metadata: EnumMetadata, tag: UInt32, isIndirect: Bool
  ) -> Value {
    // The payload may share bytes with the tag: project it out, copy it, and put the tag back
    // so that the enum is destroyed as what it is.
    metadata.project(raw, metadata.pointer)
    defer { metadata.inject(raw, tag, metadata.pointer) }
    guard isIndirect else { return raw.load(as: Value.self) }
    let box = raw.load(as: UnsafeRawPointer.self)
    let alignment = MemoryLayout<Value>.alignment
    let offset = (2 * MemoryLayout<UnsafeRawPointer>.size + alignment - 1) / alignment * alignment
    return (box + offset).load(as: Value.self)
  }
}

extension DerivedCases {
  @usableFromInline
  func isIndirect(_ tag: UInt32) -> Bool {
    tag < 64 && indirectTags & (1 << UInt64(tag)) != 0
  }
}
