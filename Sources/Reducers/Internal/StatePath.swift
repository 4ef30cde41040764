/// A writable key path into a composed feature's state, with the stored property's offset
/// worked out once when the composition is built.
///
/// Projecting through a key path costs a runtime call per action and per level; a stored
/// property of a struct (what `pullback`, `ifLet` and `forEach` are nearly always given) sits
/// at a fixed offset, so the access becomes an address computation. Computed properties, class
/// roots and observed properties keep going through the key path.
@usableFromInline
struct StatePath<Root, Value>: @unchecked Sendable {
  // @unchecked: a key path is immutable; it is only ever read.
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// The byte offset of the property inside `Root`, when the key path is a plain stored one.
  @usableFromInline let offset: Int?

  @inlinable @inline(__always)
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` on the value at this path inside `root`, in place.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      // Memory bound to a struct is bound to its stored properties' types at their offsets.
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Reads the value at this path inside `root`.
  @inlinable @inline(__always)
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
