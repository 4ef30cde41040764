// Public: the tables' first probes are inlined where a path is made (`ConstructorTable.derived`,
// `DerivedCaseTable.resolved`), and an atomic load in inlinable code needs the module imported
// publicly.
public import Synchronization

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
// (enum, payload type) pair and kept forever in `DerivedCaseTable`. A path made from a
// constructor with no context (optimised code) finds its one case in `ConstructorTable`, keyed
// by the constructor's function. Where the enum's bytes tell the case (`TagBits`: the tag in
// spare bits or extra tag bytes, or a case without payload told by its whole value), an
// extraction is a load, a mask and a compare and a copy of the payload; elsewhere it costs the
// tag witness call.

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

  /// The metadata at `pointer`, already known to be an enum's.
  @inlinable
  init(pointer: UnsafeRawPointer) {
    self.pointer = pointer
  }

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

  @usableFromInline var descriptor: UnsafeRawPointer {
    pointer.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  @usableFromInline var payloadCaseCount: Int {
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
  /// Bit `tag` set for a case among `tags` whose payload bytes hold tag bits, which a
  /// projection must clear (tags beyond 63 are always projected when several cases have
  /// payloads).
  @usableFromInline let projectedTags: UInt64
  /// Where the enum's tag bits lie and the cases they tell apart, when they can: ``TagBits``.
  let tagBits: TagBits?
  /// What a path of these cases copies (``DerivedCase/none`` when no case matches): read on
  /// every path construction, plain words, so that reading it retains nothing.
  @usableFromInline var derived: DerivedCase = .none
  /// For reports: `Root.case` names of the matching cases.
  let caseNames: [String]
  let rootType: any Any.Type
  let valueType: any Any.Type
  /// Named only when a report needs them: `String(reflecting:)` of a nested generic type took
  /// 1.4 of the 2 ms that `weather search london` spent deriving its paths (perf, 30 runs).
  var rootName: String { String(reflecting: rootType) }
  var valueName: String { String(reflecting: valueType) }
}

/// The process-wide table of ``DerivedCases``, keyed by the (enum, payload) metatypes.
///
/// A case path built in a `body` is built for every action, so a look-up must cost a few
/// instructions: an open-addressed table of immortal entries read with one acquiring load per
/// probe, filled with a compare-and-exchange. Past its probes (thousands of distinct pairs), a
/// mutex-guarded dictionary takes over.
@usableFromInline
enum DerivedCaseTable {
  @usableFromInline static let slotCount = 1024
  static let probes = 16
  @usableFromInline nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()
  static let overflow = Mutex<[[UInt]: UInt]>([:])

  @inlinable @inline(__always)
  static func firstSlot(_ root: UInt, _ value: UInt) -> Int {
    // Multiplicative hashing, high bits: the metadata of related types (the levels of one
    // generic enum) lie close together, and low-bit hashes put them in neighbouring slots, which
    // a look-up then probed one by one (70 instructions per path in `builder-10`).
    let mixed =
      UInt64(truncatingIfNeeded: root) &* 0x9E37_79B9_7F4A_7C15
      ^ UInt64(truncatingIfNeeded: value) &* 0xC2B2_AE3D_27D4_EB4F
    return Int(truncatingIfNeeded: mixed >> 54) & (slotCount - 1)
  }

  /// The derived case of `Root` carrying `Value` when it is resolved, derivable, and in its
  /// first slot (the usual case): the metatypes are constants where a path is made, and this
  /// look-up a few instructions, so that a path built in a `body` for every action costs little.
  @inlinable
  static func resolved<Root, Value>(_: Root.Type, _: Value.Type) -> DerivedCase? {
    let root = unsafeBitCast(Root.self as any Any.Type, to: UnsafeRawPointer.self)
    let value = unsafeBitCast(Value.self as any Any.Type, to: UnsafeRawPointer.self)
    // The first probe inline, where the path is made: it is the hit for almost every pair, and
    // as a call it cost 52 instructions per path (`builder-10` builds ten per action).
    let slot = firstSlot(UInt(bitPattern: root), UInt(bitPattern: value))
    if let entry = UnsafePointer<DerivedCases>(
      bitPattern: slots[slot].load(ordering: .acquiring)),
      entry.pointee.root == root, entry.pointee.value == value,
      entry.pointee.derived.metadata != nil
    {
      return entry.pointee.derived
    }
    return resolved(root: root, value: value)
  }

  @usableFromInline
  static func resolved(root: UnsafeRawPointer, value: UnsafeRawPointer) -> DerivedCase? {
    // The probes `cases` makes, stopping at an empty slot: related types (the levels of one
    // generic enum) have nearby metadata and share first slots.
    var slot = firstSlot(UInt(bitPattern: root), UInt(bitPattern: value))
    for _ in 0..<probes {
      guard
        let entry = UnsafePointer<DerivedCases>(
          bitPattern: slots[slot].load(ordering: .acquiring))
      else { return nil }
      if entry.pointee.root == root, entry.pointee.value == value {
        return entry.pointee.derived.metadata == nil ? nil : entry.pointee.derived
      }
      slot = (slot + 1) & (slotCount - 1)
    }
    return nil
  }

  /// The entry for `Root` and `Value`, resolved on first use; `nil` when `Root` is not an enum.
  @usableFromInline
  static func cases<Root, Value>(_: Root.Type, _: Value.Type) -> UnsafePointer<DerivedCases>? {
    let root = UInt(bitPattern: unsafeBitCast(Root.self as any Any.Type, to: UnsafeRawPointer.self))
    let value = UInt(
      bitPattern: unsafeBitCast(Value.self as any Any.Type, to: UnsafeRawPointer.self))
    var slot = firstSlot(root, value)
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
    let projected = tagBitsInPayloads(
      metadata, tags: tags, indirect: indirect, payloadSize: MemoryLayout<Value>.size,
      rootSize: MemoryLayout<Root>.size, rootAlignment: MemoryLayout<Root>.alignment)
    let tagBits = TagBits(
      metadata, cases: cases, rootSize: MemoryLayout<Root>.size,
      rootAlignment: MemoryLayout<Root>.alignment)
    let entry = UnsafeMutablePointer<DerivedCases>.allocate(capacity: 1)
    entry.initialize(
      to: DerivedCases(
        root: unsafeBitCast(Root.self as any Any.Type, to: UnsafeRawPointer.self),
        value: unsafeBitCast(Value.self as any Any.Type, to: UnsafeRawPointer.self),
        metadata: metadata, caseCount: metadata.payloadCaseCount + metadata.emptyCaseCount,
        tags: tags, indirectTags: indirect, projectedTags: projected, tagBits: tagBits,
        caseNames: names,
        rootType: Root.self, valueType: Value.self))
    entry.pointee.derived = entry.pointee.derivedCase(entry)
    return UInt(bitPattern: entry)
  }
}

/// Which of `tags` keep tag bits inside their payload's bytes, as bits of a mask.
///
/// A single-payload enum never does. A multi-payload enum puts its tag in extra bytes after the
/// largest payload, or in bits its payloads all leave unused ("spare bits": a class pointer's
/// high bits, a small enum's unused values), which may lie inside this case's payload. Whether
/// they do is read once: the case's tag injected into zeroed storage shows where the tag goes.
/// A case whose payload bytes stay zero is read without a projection (and without copying the
/// root to clear them); the others are projected on a bitwise copy.
private func tagBitsInPayloads(
  _ metadata: EnumMetadata, tags: [UInt32], indirect: UInt64, payloadSize: Int, rootSize: Int,
  rootAlignment: Int
) -> UInt64 {
  guard metadata.payloadCaseCount > 1, rootSize > 0 else { return 0 }
  let scratch = UnsafeMutableRawPointer.allocate(byteCount: rootSize, alignment: rootAlignment)
  defer { scratch.deallocate() }
  var projected: UInt64 = 0
  for tag in tags where tag < 64 {
    scratch.initializeMemory(as: UInt8.self, repeating: 0, count: rootSize)
    // Injecting a payload case's tag only writes tag bits: nothing is retained or released.
    metadata.inject(scratch, tag, metadata.pointer)
    let isIndirect = indirect & (1 << UInt64(tag)) != 0
    let bytes = min(isIndirect ? MemoryLayout<UnsafeRawPointer>.size : payloadSize, rootSize)
    if (0..<bytes).contains(where: { scratch.load(fromByteOffset: $0, as: UInt8.self) != 0 }) {
      projected |= 1 << UInt64(tag)
    }
  }
  return projected
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

/// A derived case path's extraction, copied into the ``CasePath``: what is needed to tell the
/// case and read its payload, resolved once per (enum, payload type) so that an extraction reads
/// no table: plain words, so that copying a path retains nothing.
@usableFromInline
struct DerivedCase: @unchecked Sendable {
  // @unchecked: pointers to immutable runtime metadata and to an immortal entry.
  /// The enum's metadata; `nil` for a path that matches nothing (it could not be derived).
  @usableFromInline let metadata: UnsafeRawPointer?
  /// The case's tag; with ``isAmbiguous``, the first of the cases carrying the payload type.
  @usableFromInline let tag: UInt32
  @usableFromInline let flags: UInt8
  /// How the case is told from the enum's bytes, with ``tagBytes``.
  /// The cases carrying the payload type, for ``isAmbiguous`` paths; with ``tagBytes``, the
  /// case's immortal ``TagTest`` instead (never both). One word either way: a path stays
  /// three words beside its closures, copied per action in a `body` (a fourth word for the
  /// test, or the test itself, made `pullback-combine-10`, which has no derived path, 22–24 %
  /// dearer: 2,918 → 3,539–3,615 instructions).
  @usableFromInline let entry: UnsafeRawPointer?

  /// The cases carrying the payload type, for ``isAmbiguous`` paths.
  @inlinable var cases: UnsafePointer<DerivedCases>? {
    entry?.assumingMemoryBound(to: DerivedCases.self)
  }

  /// How the case is told, with ``tagBytes``.
  @inlinable var test: UnsafePointer<TagTest> {
    entry.unsafelyUnwrapped.assumingMemoryBound(to: TagTest.self)
  }

  /// The enum has more than one case, so its tag is read (a one-case enum has none to read:
  /// the runtime's witness is not called for it, swiftlang/swift#61708).
  @inlinable static var hasTag: UInt8 { 1 }
  /// More than one case has a payload: the tag may live in the payload's spare bits, which
  /// `destructiveProjectEnumData` clears. A single-payload enum keeps its payload intact.
  @inlinable static var projects: UInt8 { 2 }
  /// The case is `indirect`: its payload lives in a heap box after the box's two-word header.
  @inlinable static var indirect: UInt8 { 4 }
  /// Other cases carry the same payload type: told apart by embedding the payload back.
  @inlinable static var ambiguous: UInt8 { 8 }
  /// A case without a payload: only its tag is compared.
  @inlinable static var payloadLess: UInt8 { 16 }
  /// The case is told by ``test``: one or two loads, masks and compares (see ``TagBits``)
  /// instead of the enum's `getEnumTag` witness, a call through the metadata.
  @inlinable static var tagBytes: UInt8 { 32 }

  @inlinable
  init(
    metadata: UnsafeRawPointer?, tag: UInt32, flags: UInt8, entry: UnsafePointer<DerivedCases>?
  ) {
    self.metadata = metadata
    self.tag = tag
    self.flags = flags
    self.entry = entry.map(UnsafeRawPointer.init)
  }

  @inlinable
  init(metadata: UnsafeRawPointer, tag: UInt32, flags: UInt8, test: UnsafePointer<TagTest>) {
    self.metadata = metadata
    self.tag = tag
    self.flags = flags | Self.tagBytes
    self.entry = UnsafeRawPointer(test)
  }

  /// The path that matches nothing.
  @inlinable static var none: DerivedCase {
    DerivedCase(metadata: nil, tag: 0, flags: 0, entry: nil)
  }

  /// The payload of `root` when it is this case.
  ///
  /// The root is read through its bitwise image (``BitwiseImage``), kept alive while it is read:
  /// nothing is retained but the payload returned, and a projection clears the tag on a copy of
  /// the bytes, so nothing needs to be put back.
  ///
  /// A case told by its tag bits whose payload is read without a projection is extracted
  /// inline (a load, a mask, a compare and the payload's copy: `casepath-derived`); the rest
  /// out of line.
  @inlinable @inline(__always)
  func extract<Root, Value>(_ root: Root, embed: (Value) -> Root, constructor: UInt) -> Value? {
    withExtendedLifetime(root) {
      BitwiseImage.withBytes(of: root) { raw -> Value? in
        guard flags & Self.tagBytes != 0, flags & Self.projects == 0 else {
          return extractOutOfLine(raw, of: Root.self, embed: embed, constructor: constructor)
        }
        guard test.pointee.matches(raw, of: Root.self) else { return nil }
        return Self.read(raw, flags: flags, as: Value.self)
      }
    }
  }

  /// ``extract(_:embed:constructor:)`` for the paths that read the tag with the witness,
  /// project the payload or tell several cases apart, given the bytes of a live `Root`:
  /// specialised for the enum and payload where it is used, but not inlined (inlined into
  /// every level of a deep composition it made the composed `reduce` too large to specialise
  /// at all).
  @inlinable @inline(never)
  func extractOutOfLine<Root, Value>(
    _ raw: UnsafeRawPointer, of _: Root.Type, embed: (Value) -> Root, constructor: UInt
  ) -> Value? {
    guard let metadata else { return nil }
    // A path made before its constructor's case was learnt (made once: a store's `scope`, a
    // stored composition, a cached path) reads that case from then on, as a path made after
    // does, instead of building the case from every payload it sees (`casepath-derived-once`:
    // 276 instructions per extraction before).
    if flags & Self.ambiguous != 0, constructor != 0,
      let learnt = ConstructorTable.derived(constructedBy: constructor)
        ?? ConstructorTable.lookUp(constructor),
      learnt.flags & Self.ambiguous == 0
    {
      // Told here rather than by a second call: a made-once path pays one call per extraction.
      guard learnt.flags & Self.tagBytes != 0 else {
        return learnt.extractOutOfLine(raw, of: Root.self, embed: embed, constructor: constructor)
      }
      guard learnt.test.pointee.matches(raw, of: Root.self) else { return nil }
      return Self.payload(
        raw, metadata: metadata, flags: learnt.flags, as: Value.self, in: Root.self)
    }
    if flags & Self.tagBytes != 0 {
      // Only for a case that names itself (never ambiguous nor payload-less).
      guard test.pointee.matches(raw, of: Root.self) else { return nil }
      return Self.payload(raw, metadata: metadata, flags: flags, as: Value.self, in: Root.self)
    }
    let rootTag =
      flags & Self.hasTag != 0 ? EnumMetadata(pointer: metadata).getTag(raw, metadata) : 0
    if flags & Self.payloadLess != 0 {
      // Only made with `Value == Void`: the cast folds away where this is specialised.
      return rootTag == tag ? () as? Value : nil
    }
    if rootTag == tag, flags & Self.ambiguous == 0 {
      return Self.payload(
        raw, metadata: metadata, flags: flags, as: Value.self, in: Root.self)
    }
    guard flags & Self.ambiguous != 0 else { return nil }
    return ambiguousPayload(
      raw, metadata: metadata, tag: rootTag, embed: embed, constructor: constructor)
  }

  /// The payload of a case whose type other cases carry too: it is this case when building this
  /// case from it gives the same tag.
  ///
  /// The case the constructor builds is learnt here, from a real payload, and kept under the
  /// constructor's function (when it has no context): a path made from it again names that
  /// one case and never comes here.
  @inlinable
  func ambiguousPayload<Root, Value>(
    _ raw: UnsafeRawPointer, metadata: UnsafeRawPointer, tag rootTag: UInt32,
    embed: (Value) -> Root, constructor: UInt
  ) -> Value? {
    guard let entry = cases, entry.pointee.tags.contains(rootTag) else { return nil }
    let caseFlags = entry.pointee.flags(flags, tag: rootTag)
    let value = Self.payload(
      raw, metadata: metadata, flags: caseFlags, as: Value.self, in: Root.self)
    let embeddedTag = withUnsafePointer(to: embed(value)) {
      EnumMetadata(pointer: metadata).getTag(UnsafeRawPointer($0), metadata)
    }
    if constructor != 0 { ConstructorTable.learn(constructor, builds: embeddedTag, of: entry) }
    return embeddedTag == rootTag ? value : nil
  }

  /// A copy of the payload of the enum at `raw`, which holds this case. `Value` is named, not
  /// inferred: inferred from an optional result it became `Value?`, a load one byte (the
  /// optional's tag) past the payload and past a root no larger than it (AddressSanitizer:
  /// dynamic-stack-buffer-overflow, `DerivedCasePathTests.payloadsAsLargeAsTheEnum`).
  @inlinable @inline(__always)
  static func payload<Root, Value>(
    _ raw: UnsafeRawPointer, metadata: UnsafeRawPointer, flags: UInt8, as _: Value.Type,
    in _: Root.Type
  ) -> Value {
    guard flags & projects != 0 else { return read(raw, flags: flags, as: Value.self) }
    return withUnsafeTemporaryAllocation(
      byteCount: MemoryLayout<Root>.size, alignment: MemoryLayout<Root>.alignment
    ) { buffer in
      // A multi-payload enum is never empty, so the buffer has an address.
      let copy = buffer.baseAddress.unsafelyUnwrapped
      copy.copyMemory(from: raw, byteCount: MemoryLayout<Root>.size)
      EnumMetadata(pointer: metadata).project(copy, metadata)
      return read(UnsafeRawPointer(copy), flags: flags, as: Value.self)
    }
  }

  /// A copy of the payload at `raw`, in place or in the box that `raw` points to.
  @inlinable @inline(__always)
  static func read<Value>(_ raw: UnsafeRawPointer, flags: UInt8, as _: Value.Type) -> Value {
    guard flags & indirect != 0 else { return raw.load(as: Value.self) }
    let box = raw.load(as: UnsafeRawPointer.self)
    let alignment = MemoryLayout<Value>.alignment
    let offset = (2 * MemoryLayout<UnsafeRawPointer>.size + alignment - 1) / alignment * alignment
    return (box + offset).load(as: Value.self)
  }
}

extension DerivedCases {
  @inlinable
  func isIndirect(_ tag: UInt32) -> Bool {
    tag < 64 && indirectTags & (1 << UInt64(tag)) != 0
  }

  /// Whether a root in case `tag` is projected before its payload is read.
  @inlinable
  func isProjected(_ tag: UInt32) -> Bool {
    metadata.payloadCaseCount > 1 && (tag >= 64 || projectedTags & (1 << UInt64(tag)) != 0)
  }

  /// The flags with which a root in case `tag` (one of `tags`) is read.
  @inlinable
  func flags(_ flags: UInt8, tag: UInt32) -> UInt8 {
    var flags = flags & ~(DerivedCase.indirect | DerivedCase.projects)
    if isIndirect(tag) { flags |= DerivedCase.indirect }
    if isProjected(tag) { flags |= DerivedCase.projects }
    return flags
  }

  /// The extraction a path of these cases copies.
  func derivedCase(_ entry: UnsafePointer<DerivedCases>) -> DerivedCase {
    guard let first = tags.first else { return .none }
    guard tags.count == 1 else {
      var flags = DerivedCase.ambiguous
      if caseCount > 1 { flags |= DerivedCase.hasTag }
      flags = self.flags(flags, tag: first)
      return DerivedCase(metadata: metadata.pointer, tag: first, flags: flags, entry: entry)
    }
    return derivedCase(tag: first, entry)
  }

  /// The extraction of the one case `tag` (one of `tags`): by its tag bytes where they tell it
  /// apart, else by the tag witness.
  func derivedCase(tag: UInt32, _ entry: UnsafePointer<DerivedCases>) -> DerivedCase {
    var flags: UInt8 = caseCount > 1 ? DerivedCase.hasTag : 0
    flags = self.flags(flags, tag: tag)
    if let tagBits, Int(tag) < tagBits.tests.count, let test = tagBits.tests[Int(tag)] {
      return DerivedCase(metadata: metadata.pointer, tag: tag, flags: flags, test: test)
    }
    return DerivedCase(metadata: metadata.pointer, tag: tag, flags: flags, entry: entry)
  }
}

/// How a case is told from an enum's bytes: one or two windows of 1, 2, 4 or 8 bytes, each
/// masked and compared with the case's bits.
@usableFromInline
struct TagTest: Sendable {
  @usableFromInline let offsets: (UInt16, UInt16)
  /// 1, 2, 4 or 8: how many bytes each window loads.
  @usableFromInline let width: UInt8
  @usableFromInline let masks: (UInt64, UInt64)
  @usableFromInline let patterns: (UInt64, UInt64)

  @inlinable
  init(
    offsets: (UInt16, UInt16), width: UInt8, masks: (UInt64, UInt64),
    patterns: (UInt64, UInt64)
  ) {
    self.offsets = offsets
    self.width = width
    self.masks = masks
    self.patterns = patterns
  }

  /// Whether the `Root` at `raw` is the case; a second window whose mask is 0 is not read.
  @inlinable @inline(__always)
  func matches<Root>(_ raw: UnsafeRawPointer, of _: Root.Type) -> Bool {
    guard load(raw, at: offsets.0, in: Root.self) & masks.0 == patterns.0 else { return false }
    return masks.1 == 0 || load(raw, at: offsets.1, in: Root.self) & masks.1 == patterns.1
  }

  @inlinable @inline(__always)
  func load<Root>(_ raw: UnsafeRawPointer, at offset: UInt16, in _: Root.Type) -> UInt64 {
    let offset = Int(offset)
    // A root of 8 bytes or more is read in windows of 8 (`Window`): where this is specialised,
    // one load, without the branches on the width. A smaller root has windows of 1, 2 or 4.
    if MemoryLayout<Root>.size >= 8 {
      return raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    switch width {
    case 4: return UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    case 2: return UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    default: return UInt64(raw.load(fromByteOffset: offset, as: UInt8.self))
    }
  }
}

/// How an enum's cases are told from its bytes, for the cases that can be told that way.
///
/// Decided once per enum from what the runtime itself writes: every case injected into zeroed
/// storage. Two layouts keep a payload case's tag out of every payload value's bits: a
/// multi-payload enum writes its tag into bits that all its payloads leave unused (their spare
/// bits: a pointer's high bits, a `String`'s flags) or, when they share none, into bytes after
/// the largest payload; and a single-payload enum whose payload has no unused values writes 0
/// after it for the payload and more for the other cases. The tag's bits are those that the
/// payload cases' injections and the first case without a payload (index 0) set, all within 8
/// neighbouring bytes; a payload case is kept when its bits there differ from every other
/// case's. A single-payload enum is kept only when those bits lie after its payload: its other
/// cases are the payload's unused values, not a tag. A case without a payload in the layout
/// (a payload of no size counts as none) of an enum that is not single-payload is its whole
/// injection: told on every bit any case's injection sets (its index and the tag), in at most
/// two windows. The windows are read as little-endian integers: on a big-endian machine no case
/// is told this way.
struct TagBits {
  /// Each case's test, for the cases told apart by one (nil for the others): immortal, as the
  /// entry that keeps them, so that a path points to its test.
  let tests: [UnsafePointer<TagTest>?]

  init?(
    _ metadata: EnumMetadata,
    cases: [(name: String, payload: (any Any.Type)?, isIndirect: Bool)], rootSize: Int,
    rootAlignment: Int
  ) {
    let payloadCaseCount = metadata.payloadCaseCount
    let caseCount = payloadCaseCount + metadata.emptyCaseCount
    // `cases` must match the runtime's own count to be read in tag order.
    guard caseCount > 1, caseCount == cases.count, caseCount <= 1 << 12, 1.littleEndian == 1
    else { return nil }
    let scratch = UnsafeMutableRawPointer.allocate(byteCount: rootSize, alignment: rootAlignment)
    defer { scratch.deallocate() }
    let injected: [[UInt8]] = (0..<caseCount).map { tag in
      scratch.initializeMemory(as: UInt8.self, repeating: 0, count: rootSize)
      // Injecting a tag into zeroed storage writes bits only: nothing is retained or released.
      metadata.inject(scratch, UInt32(tag), metadata.pointer)
      return Array(UnsafeRawBufferPointer(start: scratch, count: rootSize))
    }
    var tests = [TagTest?](repeating: nil, count: caseCount)
    if payloadCaseCount > 0 {
      var tagBits = [UInt8](repeating: 0, count: rootSize)
      for tag in 0..<min(caseCount, payloadCaseCount + 1) {
        for index in 0..<rootSize { tagBits[index] |= injected[tag][index] }
      }
      let payloadSize =
        payloadCaseCount == 1
        ? cases.lazy.compactMap { enumCase in
          enumCase.payload.map {
            enumCase.isIndirect ? MemoryLayout<UnsafeRawPointer>.size : size(of: $0)
          }
        }.first ?? 0 : 0
      if let window = Window(covering: tagBits, rootSize: rootSize),
        payloadCaseCount > 1 || window.first >= payloadSize
      {
        let mask = window.bits(of: tagBits)
        let all = injected.map { window.bits(of: $0) & mask }
        for tag in 0..<payloadCaseCount
        where all.indices.allSatisfy({ $0 == tag || all[$0] != all[tag] }) {
          tests[tag] = TagTest(
            offsets: (window.offset, window.offset), width: window.width, masks: (mask, 0),
            patterns: (all[tag], 0))
        }
      }
    }
    if payloadCaseCount != 1 {
      // A case without a payload is its injection: compared on every bit any case's injection
      // sets, which hold its index and the tag, so a payload case (other tag bits, whatever
      // its payload) never matches it.
      var used = [UInt8](repeating: 0, count: rootSize)
      for bytes in injected {
        for index in 0..<rootSize { used[index] |= bytes[index] }
      }
      if let windows = Window.pair(covering: used) {
        let masks = (windows.0.bits(of: used), windows.1.bits(of: used))
        for tag in payloadCaseCount..<caseCount
        where injected.indices.allSatisfy({ $0 == tag || injected[$0] != injected[tag] }) {
          tests[tag] = TagTest(
            offsets: (windows.0.offset, windows.1.offset), width: windows.0.width,
            masks: masks,
            patterns: (windows.0.bits(of: injected[tag]), windows.1.bits(of: injected[tag])))
        }
      }
    }
    guard tests.contains(where: { $0 != nil }) else { return nil }
    self.tests = tests.map { test in
      test.map {
        let pointer = UnsafeMutablePointer<TagTest>.allocate(capacity: 1)
        pointer.initialize(to: $0)
        return UnsafePointer(pointer)
      }
    }
  }

  /// Up to 8 neighbouring bytes of the enum, loaded as one integer.
  struct Window {
    let offset: UInt16
    let width: UInt8
    /// The first byte that the window was made to cover.
    let first: Int

    /// The window within `rootSize` that covers the nonzero bytes of `bytes`, if they lie
    /// within 8 bytes of each other: 8 bytes wide in a root of 8 bytes or more (read by one
    /// load whatever the window, ``TagTest/load(_:at:in:)``), else the narrowest of 1, 2 or 4.
    init?(covering bytes: [UInt8], rootSize: Int) {
      guard let first = bytes.firstIndex(where: { $0 != 0 }),
        let last = bytes.lastIndex(where: { $0 != 0 })
      else { return nil }
      guard
        let width = Window.widths(rootSize: rootSize).first(where: {
          last - first < $0 && $0 <= rootSize
        }),
        let offset = UInt16(exactly: min(first, rootSize - width))
      else { return nil }
      self.offset = offset
      self.width = UInt8(width)
      self.first = first
    }

    init(offset: UInt16, width: UInt8, first: Int) {
      self.offset = offset
      self.width = width
      self.first = first
    }

    /// Two windows of one width that cover the nonzero bytes of `bytes`: the first from the
    /// first of them, the second ending at the last (the same window when one covers all).
    static func pair(covering bytes: [UInt8]) -> (Window, Window)? {
      guard let first = bytes.firstIndex(where: { $0 != 0 }),
        let last = bytes.lastIndex(where: { $0 != 0 })
      else { return nil }
      for width in Window.widths(rootSize: bytes.count) where width <= bytes.count {
        let low = min(first, bytes.count - width)
        let high = max(last + 1 - width, 0)
        let covered = bytes.indices.allSatisfy {
          bytes[$0] == 0 || (low..<low + width).contains($0) || (high..<high + width).contains($0)
        }
        guard covered, let lowOffset = UInt16(exactly: low), let highOffset = UInt16(exactly: high)
        else { continue }
        let a = Window(offset: lowOffset, width: UInt8(width), first: first)
        let b = Window(offset: highOffset, width: UInt8(width), first: high)
        // One window that covers everything is read once: a second mask of 0 is not read.
        return last - low < width ? (a, Window(offset: lowOffset, width: 0, first: first)) : (a, b)
      }
      return nil
    }

    /// The widths a window in a root of `rootSize` bytes may have, narrowest first.
    static func widths(rootSize: Int) -> [Int] {
      rootSize >= 8 ? [8] : [1, 2, 4]
    }

    /// The window's bytes of `bytes`, as the load reads them (little-endian); 0 for a window of
    /// no width.
    func bits(of bytes: [UInt8]) -> UInt64 {
      (0..<Int(width)).reduce(0) { $0 | UInt64(bytes[Int(offset) + $1]) << (8 * UInt64($1)) }
    }
  }
}

/// The size of a value of `type`, which the layout of a payload of that type takes.
private func size(of type: any Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return size(type)
}

/// A derived case kept under the function of the constructor that builds it.
@usableFromInline
struct ConstructedCase: @unchecked Sendable {
  // @unchecked: written once before it is published, then only read.
  @usableFromInline let function: UInt
  @usableFromInline let derived: DerivedCase
}

/// The process-wide table of derived cases keyed by their constructor's function, for paths
/// made from a constructor with no context (`CasePath(Action.child)` in optimised code).
///
/// Keyed by the constructor rather than by the (enum, payload) types, a path names its one case
/// even where several cases carry the payload type (`child(CounterAction)` beside
/// `other(CounterAction)`), which is learnt once, from the first real payload, instead of
/// telling them apart on every extraction by building the case again. An open-addressed table
/// of immortal entries as ``DerivedCaseTable``; a constructor that finds no room in its probes
/// is looked up and resolved again each time it makes a path.
@usableFromInline
enum ConstructorTable {
  @inlinable static var slotCount: Int { 1024 }
  static let probes = 16
  /// The slots' address, 0 until the first entry: a constant-initialised atomic word, one load
  /// where a path is made (a lazily initialised `static let` of the slots costs its `swift_once`
  /// call on every access: 16 instructions per path).
  @usableFromInline static let slotsAddress = Atomic<UInt>(0)

  @inlinable @inline(__always)
  static func firstSlot(_ function: UInt) -> Int {
    // Multiplicative hashing, high bits: functions lie close together, 16 bytes apart or less.
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: function) &* 0x9E37_79B9_7F4A_7C15) >> 54)
  }

  /// The derived case that `function` constructs, when it is in its first slot (the usual
  /// case): inlined where a path is made.
  @inlinable @inline(__always)
  static func derived(constructedBy function: UInt) -> DerivedCase? {
    guard
      let slots = UnsafePointer<Atomic<UInt>>(
        bitPattern: slotsAddress.load(ordering: .acquiring)),
      let entry = UnsafePointer<ConstructedCase>(
        bitPattern: slots[firstSlot(function)].load(ordering: .acquiring)),
      entry.pointee.function == function
    else { return nil }
    return entry.pointee.derived
  }

  /// The derived case that `function` constructs, in any of its probes.
  @usableFromInline
  static func lookUp(_ function: UInt) -> DerivedCase? {
    guard
      let slots = UnsafePointer<Atomic<UInt>>(bitPattern: slotsAddress.load(ordering: .acquiring))
    else { return nil }
    var slot = firstSlot(function)
    for _ in 0..<probes {
      guard
        let entry = UnsafePointer<ConstructedCase>(
          bitPattern: slots[slot].load(ordering: .acquiring))
      else { return nil }
      if entry.pointee.function == function { return entry.pointee.derived }
      slot = (slot + 1) & (slotCount - 1)
    }
    return nil
  }

  /// Keeps `derived` under `function`, unless it is there already or its probes are full.
  static func insert(_ function: UInt, _ derived: DerivedCase) {
    let slots = allocatedSlots()
    let entry = UnsafeMutablePointer<ConstructedCase>.allocate(capacity: 1)
    entry.initialize(to: ConstructedCase(function: function, derived: derived))
    var slot = firstSlot(function)
    for _ in 0..<probes {
      let (exchanged, original) = slots[slot].compareExchange(
        expected: 0, desired: UInt(bitPattern: entry), ordering: .acquiringAndReleasing)
      if exchanged { return }
      if let other = UnsafePointer<ConstructedCase>(bitPattern: original),
        other.pointee.function == function
      {
        break
      }
      slot = (slot + 1) & (slotCount - 1)
    }
    entry.deinitialize(count: 1)
    entry.deallocate()
  }

  /// Records that `function` builds case `tag` of the cases in `entry`, learnt by building it
  /// from a payload; a function that builds none of them (not a case's constructor) is not
  /// kept.
  @usableFromInline
  static func learn(_ function: UInt, builds tag: UInt32, of entry: UnsafePointer<DerivedCases>) {
    guard entry.pointee.tags.contains(tag), lookUp(function) == nil else { return }
    insert(function, entry.pointee.derivedCase(tag: tag, entry))
  }

  /// The slots, allocated by the first thread to need them.
  private static func allocatedSlots() -> UnsafeMutablePointer<Atomic<UInt>> {
    if let slots = UnsafeMutablePointer<Atomic<UInt>>(
      bitPattern: slotsAddress.load(ordering: .acquiring))
    {
      return slots
    }
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    let (exchanged, original) = slotsAddress.compareExchange(
      expected: 0, desired: UInt(bitPattern: slots), ordering: .acquiringAndReleasing)
    guard !exchanged, let winner = UnsafeMutablePointer<Atomic<UInt>>(bitPattern: original)
    else { return slots }
    slots.deinitialize(count: slotCount)
    slots.deallocate()
    return winner
  }
}
