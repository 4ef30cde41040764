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
  @usableFromInline
  enum Access {
    /// The byte offset of a plain stored property inside `Root`.
    case offset(Int)
    case keyPath(WritableKeyPath<Root, Value>)
  }

  @usableFromInline let access: Access

  @inlinable @inline(__always)
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      access = .offset(offset)
    } else {
      access = .keyPath(keyPath)
    }
  }

  /// Runs `body` on the value at this path inside `root`, in place.
  @inlinable @inline(__always)
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    switch access {
    case .offset(let offset):
      return withUnsafeMutablePointer(to: &root) { pointer in
        // Memory bound to a struct is bound to its stored properties' types at their offsets.
        body(
          &(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
      }
    case .keyPath(let keyPath):
      return body(&root[keyPath: keyPath])
    }
  }

  /// Reads the value at this path inside `root`.
  @inlinable @inline(__always)
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    switch access {
    case .offset(let offset):
      return withUnsafeMutablePointer(to: &root) { pointer in
        body(
          (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
      }
    case .keyPath(let keyPath):
      return body(root[keyPath: keyPath])
    }
  }
}
