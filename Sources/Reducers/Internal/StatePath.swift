/// A writable key path into a composed feature's state, turned into the stored property's
/// offset when the composition is built.
///
/// Projecting through a key path costs a runtime call per action and per level; a stored
/// property of a struct (what `pullback`, `ifLet` and `forEach` are nearly always given) sits
/// at a fixed offset, so the access becomes an address computation. Computed properties, class
/// roots and observed properties keep going through the key path.
///
/// Only one of the two is kept: when the optimiser folds the offset of a key-path literal (in a
/// reducer's `body`, rebuilt for every action), the key path itself is then dead and never
/// instantiated.
@usableFromInline
struct StatePath<Root, Value>: @unchecked Sendable {
  // @unchecked: a key path is immutable; it is only ever read.
  /// The byte offset of a plain stored property inside `Root`, or -1 with ``keyPath``.
  @usableFromInline let offset: Int
  /// The key path, when the property has no fixed offset. An optional reference rather than an
  /// enum of the two: destroying it is one release, which the optimiser drops when it knows
  /// the path is `nil`; an enum's destroy was an outlined call per level and action (a switch
  /// on its case), even with the case known (`builder-10` 986 → 908 instructions per action,
  /// `pullback-combine-10` 578 → 499). Reading the offset first (`offset >= 0`) instead kept
  /// the key path alive, built on every action (`builder-10` 2,144).
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>?

  @inlinable @inline(__always)
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      self.offset = offset
      self.keyPath = nil
    } else {
      self.offset = -1
      self.keyPath = keyPath
    }
  }

  /// Runs `body` on the value at this path inside `root`, in place.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    if let keyPath { return body(&root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      // Memory bound to a struct is bound to its stored properties' types at their offsets.
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Runs `body` on the value at this path inside `root` when the path is a stored property's
  /// offset; `nil` without calling it when the path is a key path.
  ///
  /// For a closure that runs a child's whole `reduce`: ``modify(_:_:)`` calls its `body` from
  /// two branches, and when the optimiser inlines before it folds the branch away it copies
  /// the child (and so every level below) into both, 2^n copies n levels deep. A ten-level
  /// tree of `body`s in an executable's own module grew its `reduce` to 18,000 SIL
  /// instructions, past what the optimiser forwards loads in, and each level's tree was then
  /// released through value witnesses: 196 ns per action instead of 14 (issue 35,
  /// docs/benchmarks.md). The reducers take this branch inline and the key-path one out of line.
  @inlinable @inline(__always)
  func modifyAtOffset<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
    guard keyPath == nil else { return nil }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Reads the value at this path inside `root`.
  @inlinable @inline(__always)
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    if let keyPath { return body(root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
